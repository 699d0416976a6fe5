import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';
import { sessionQuery } from '../api/get-session.ts';
import '../texts.ts';

type Outcome = 'pending' | 'failed' | 'notLinked' | 'noSession';

const MESSAGES = { failed: 'callback.error', notLinked: 'callback.notLinked' } as const;

/**
 * /callback, the return from Google or Cognito sign-in. The server has already finished the
 * exchange: with `?error=` the sign-in failed ("Ocurrió un error al autenticar.", or why a provider
 * identity could not join the shop account with its e-mail); otherwise the session is re-read: a
 * user goes on to /account; with none nobody came back from a provider (the original's "no code"),
 * so the page goes on to /login. Both failures link back to /login.
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
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{t('callback.authenticating')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="error">{t(MESSAGES[outcome])}</Alert>
      <Box>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('callback.backToLogin')}
        </Button>
      </Box>
    </Box>
  );
}
