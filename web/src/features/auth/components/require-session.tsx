import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { SessionUser } from '@shop/domain';
import { Spinner } from '../../../components/feedback.tsx';
import { useSessionUser } from '../api/get-session.ts';
import s from './require-session.module.css';

/**
 * Shows `children` to a signed-in customer; a signed-out visitor is sent to /login (and back
 * afterwards: the location's state names the page). While the session is still loading a spinner
 * shows, never a redirect. Static CSS (decision 0030): the account and payment pages that use it
 * load no MUI.
 */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (user === undefined) {
    return (
      <div className={s.wait}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (user === null) return <Navigate to="/login" replace state={{ from: pathname }} />;
  return children(user);
}
