import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shop/domain';
import { Spinner } from '../../components/feedback.tsx';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { RequireSession } from '../../features/auth/components/require-session.tsx';
import s from '../../features/account/components/account.module.css';

/**
 * RequireSession for the account pages (/account, /orders, the receipt upload), with its
 * "session still loading" spinner in static CSS: RequireSession draws that one with MUI, which
 * these pages, on CSS Modules (decision 0030), do not load. Once the session is known it is
 * RequireSession's: `children` for a signed-in customer, /login for a visitor.
 */
export function AccountSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user === undefined) {
    return (
      <div className={s.sessionLoading}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return <RequireSession>{children}</RequireSession>;
}
