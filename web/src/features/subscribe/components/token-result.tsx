import { Alert, Box, Button, CircularProgress, Container, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { confirmSubscription, stopCartReminders, unsubscribe } from '../api/subscriptions.ts';
import '../texts.ts';
import { useDocumentTitle } from '../../../components/page-title.tsx';

type Kind = 'confirm' | 'unsubscribe' | 'stopCartReminders';

/**
 * The page a subscriber's mailed link opens: /subscribe/confirm?token=… confirms the
 * e-mail (the server then mails the 10 % code); /unsubscribe?token=… ends the subscription;
 * /unsubscribe?cart=… stops abandoned-cart reminders (docs/decisions/0024-abandoned-carts.md). The
 * call is made once per token (a second render or a reload answers from the same result).
 */
export function TokenResult({ kind, token }: { kind: Kind; token: string }) {
  const { t } = useTranslation('promotions');
  useDocumentTitle(t(`${kind}.documentTitle`));
  const result = useQuery({
    queryKey: ['subscription-link', kind, token],
    queryFn: async () =>
      kind === 'confirm'
        ? confirmSubscription(token)
        : kind === 'unsubscribe'
          ? unsubscribe(token)
          : stopCartReminders(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  let body;
  if (token === '' || (result.error instanceof ApiClientError && result.error.status === 404)) {
    body = <Alert severity="warning">{t(`${kind}.invalid`)}</Alert>;
  } else if (result.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t(`${kind}.working`)}</Typography>
      </Box>
    );
  } else if (result.isError) {
    body = <Alert severity="error">{t(`${kind}.failed`)}</Alert>;
  } else {
    const data = result.data;
    const text =
      kind !== 'confirm'
        ? t(`${kind}.done`, { email: data.email })
        : 'status' in data && data.status === 'already_confirmed'
          ? t('confirm.alreadyConfirmed', { email: data.email })
          : t('confirm.confirmed', { email: data.email });
    body = (
      <Alert severity="success" role="status" data-testid="subscription-result">
        {text}
      </Alert>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, display: 'grid', gap: 3 }}>
      <Typography variant="h1">{t(`${kind}.documentTitle`)}</Typography>
      {body}
      <Box>
        <Button component={Link} to={kind === 'confirm' ? '/allProducts' : '/'} variant="outlined">
          {kind === 'confirm' ? t('confirm.shop') : t(`${kind}.home`)}
        </Button>
      </Box>
    </Container>
  );
}
