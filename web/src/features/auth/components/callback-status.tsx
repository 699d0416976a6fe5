import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Notice, Spinner } from '../../../components/feedback.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';
import { sessionQuery } from '../api/get-session.ts';
import '../texts.ts';
import s from './auth.module.css';

type Outcome = 'pending' | 'failed' | 'notLinked' | 'noSession';

const MESSAGES = { failed: 'callback.error', notLinked: 'callback.notLinked' } as const;

/**
 * /callback, the return from Google or Cognito sign-in. The server has already finished the
 * exchange: with `?error=` the sign-in failed ("Ocurrió un error al autenticar.", or why a provider
 * identity could not join the shop account with its e-mail); otherwise the session is re-read: a
 * user goes on to /account; with none nobody came back from a provider (the original's "no code"),
 * so the page goes on to /login. Both failures link back to /login. Static CSS (decision 0030).
 */
export function CallbackStatus() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failedAtProvider = params.has('error');
  // better-auth's code when the provider's e-mail is not verified but a shop account has it.
  const notLinked = params.getAll('error').includes('account_not_linked');
  const [outcome, setOutcome] = useState<Outcome>(
    notLinked ? 'notLinked' : failedAtProvider ? 'failed' : 'pending',
  );

  useEffect(() => {
    if (failedAtProvider) return;
    let active = true;
    queryClient.removeQueries({ queryKey: ACCOUNT_DATA_KEY });
    queryClient
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((session) => {
        if (!active) return;
        if (session.user) void navigate('/account', { replace: true });
        else setOutcome('noSession');
      })
      .catch(() => {
        if (active) setOutcome('failed');
      });
    return () => {
      active = false;
    };
  }, [failedAtProvider, navigate, queryClient]);

  // Rendered, not called from the effect: a navigate() while the page is still hydrating is lost.
  if (outcome === 'noSession') return <Navigate to="/login" replace />;
  if (outcome === 'pending') {
    return (
      <div role="status" className={s.pending}>
        <Spinner size={28} />
        <p className={page.body1}>{t('callback.authenticating')}</p>
      </div>
    );
  }
  return (
    <div className={s.failed}>
      <Notice severity="error">{t(MESSAGES[outcome])}</Notice>
      <div>
        <RouterLink to="/login" className={`${ui.base} ${ui.button} ${ui.contained} ${ui.medium}`}>
          {t('callback.backToLogin')}
        </RouterLink>
      </div>
    </div>
  );
}
