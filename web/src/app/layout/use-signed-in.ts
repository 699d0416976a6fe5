import { useLocation } from 'react-router';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useHydrated } from '../../lib/ssr.ts';

/**
 * Whether a customer is signed in, for the header and its menu. False until the component is
 * hydrated: server-rendered pages are the same for everyone, and a part of the header that
 * hydrates after the session has arrived must first render what the server rendered (else React
 * finds other markup and renders the region afresh). On /access the session is not asked (the
 * locked site answers other API calls with 401).
 */
export function useSignedIn(): boolean {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const user = useSessionUser({ enabled: pathname !== '/access' });
  return hydrated && Boolean(user);
}
