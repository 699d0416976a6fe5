import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatArs, formatOrderNumber } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import '../texts.ts';

/** What /payment knows about the order of `?pedido=` (the route fetches it). */
export type PaymentOrderState =
  | { kind: 'signedOut' }
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'found'; number: number; total: number; uploadHref: string | null; payHref?: string | null };

/**
 * The order being paid on /payment: its short id and total and, while it is pendiente, a link to
 * upload the receipt (or, for a Mercado Pago order, to its payment page). A visitor not signed in is invited to sign in to see it.
 */
export function PaymentOrderSummary({ state }: { state: PaymentOrderState }) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  if (state.kind === 'signedOut') {
    return (
      <Alert severity="info">
        {t('order.signIn')}{' '}
        <Link component={RouterLink} to="/login">
          {t('order.signInLink')}
        </Link>
      </Alert>
    );
  }
  if (state.kind === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('order.loading')}</Typography>
      </Box>
    );
  }
  if (state.kind === 'notFound') return <Alert severity="warning">{t('order.notFound')}</Alert>;
  if (state.kind === 'failed') return <Alert severity="error">{t('order.loadFailed')}</Alert>;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="payment-order-title"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Typography id="payment-order-title" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {t('order.title')}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {t('order.id', { id: formatOrderNumber(state.number, lang) })}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }} data-testid="payment-total">
        {t('order.total', { total: formatArs(state.total, lang) })}
      </Typography>
      {state.payHref && (
        <Box>
          <Button component={RouterLink} to={state.payHref} variant="contained">
            {t('order.pay')}
          </Button>
        </Box>
      )}
      {state.uploadHref && (
        <Box>
          <Button
            component={RouterLink}
            to={state.uploadHref}
            variant="contained"
            startIcon={<UploadFileIcon />}
          >
            {t('order.upload')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
