/**
 * Who sees a back-office page: a signed-out visitor goes to /login (RequireSession), a
 * customer reads that the page is for administrators, an administrator gets `children(user)`.
 * The server checks the role again on every /api/admin call. Lives in app/ because it combines
 * the auth and admin features.
 */
import type { ReactNode } from 'react';
import type { SessionUser } from '@shop/domain';
import { AdminOnly } from '../features/admin/components/admin-layout.tsx';
import { RequireSession } from '../features/auth/components/require-session.tsx';

export function AdminGate({ children }: { children: (user: SessionUser) => ReactNode }) {
  return <RequireSession>{(user) => (user.isAdmin ? children(user) : <AdminOnly />)}</RequireSession>;
}
