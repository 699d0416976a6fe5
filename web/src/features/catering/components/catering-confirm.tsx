import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  formatArs,
  formatDeliveryDate,
  formatDeliveryWindow,
  type CateringConfirmed,
  type CateringPaymentMethod,
} from '@shop/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { confirmCatering, useCateringQuote } from '../api/catering.ts';
import '../texts.ts';

/**
 * The page a quote's "Confirmar" link opens (docs/decisions/0026-catering-requests.md): the quote
 * (event, guests, products, agreed total, the shop's note); a signed-in shopper chooses transfer or
 * cash and confirms, which makes it an order; others are asked to sign in first. A confirmed quote
 * says which order it became.
 */
/** This page's own path for `token`: where signing in (or up) from it returns to. */
const confirmPath = (token: string) => `/encargos/confirmar?token=${encodeURIComponent(token)}`;

export function CateringConfirm({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation('catering');
  const lang = useLang();
  const quote = useCateringQuote(token);
  const [method, setMethod] = useState<CateringPaymentMethod | ''>('');
  const [done, setDone] = useState<(CateringConfirmed & { method: CateringPaymentMethod }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (quote.isPending && token) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('confirm.loading')} />
      </Box>
    );
  }
  if (!token || quote.isError || !quote.data) {
    return (
      <Alert severity="error" role="alert">
        {quote.error instanceof ApiClientError && quote.error.status === 404
          ? t('confirm.notFound')
          : errorMessage(quote.error, t('confirm.notFound'))}
      </Alert>
    );
  }
  const q = quote.data;
  const chosen = method || (q.paymentMethods.length === 1 ? q.paymentMethods[0]! : '');
  const confirm = async () => {
    if (!chosen) return;
    setFailure(null);
    setSending(true);
    try {
      setDone({ ...(await confirmCatering({ token, paymentMethod: chosen })), method: chosen });
    } catch (error) {
      setFailure(errorMessage(error, t('confirm.failed')));
    } finally {
      setSending(false);
    }
  };

  const orderId = done?.orderId ?? q.orderId;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="catering-quote-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="h2" id="catering-quote-title" sx={{ fontFamily: 'monospace' }}>
        {t('confirm.number', { number: q.number })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        <dt>{t('confirm.event')}</dt>
        <dd>{`${formatDeliveryDate(q.eventDate, lang)}, ${formatDeliveryWindow(q.window, lang)}`}</dd>
        <dt>{t('confirm.guests')}</dt>
        <dd>{q.guests}</dd>
        <dt>{t('confirm.delivery')}</dt>
        <dd>
          {q.delivery === 'delivery'
            ? `${t('form.deliveryKinds.delivery')}: ${q.address}`
            : t('form.deliveryKinds.pickup')}
        </dd>
        {q.items.length > 0 && (
          <>
            <dt>{t('confirm.products')}</dt>
            <dd>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {q.items.map((i) => (
                  <li key={i.productId}>{`${i.quantity} × ${i.title}`}</li>
                ))}
              </Box>
            </dd>
          </>
        )}
        {q.note && (
          <>
            <dt>{t('confirm.note')}</dt>
            <dd style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{q.note}</dd>
          </>
        )}
        <dt>{t('confirm.total')}</dt>
        <dd>
          <Typography
            component="span"
            data-testid="catering-total"
            sx={{ fontWeight: 700, fontSize: '1.3rem' }}
          >
            {formatArs(q.amount, lang)}
          </Typography>
        </dd>
      </Box>
      {orderId ? (
        <Alert severity="success" role="status">
          <Typography>
            {done
              ? t('confirm.done', { order: orderId.slice(0, 8) })
              : t('confirm.already', { order: orderId.slice(0, 8) })}
          </Typography>
          {done && (
            <Typography sx={{ mt: 1 }}>
              {done.method === 'efectivo'
                ? t('confirm.doneCash')
                : done.method === 'mercadopago'
                  ? t('confirm.doneMercadoPago')
                  : t('confirm.doneTransfer')}
            </Typography>
          )}
          <Box sx={{ mt: 1, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to="/orders">
              {t('confirm.orders')}
            </Link>
            {done?.method === 'mercadopago' && (
              <Link component={RouterLink} to={`/pedidos/${orderId}/pago`}>
                {t('confirm.payMercadoPago')}
              </Link>
            )}
            {done?.method === 'transferencia' && (
              <Link component={RouterLink} to={`/pedidos/${orderId}/comprobante`}>
                {t('confirm.uploadReceipt')}
              </Link>
            )}
          </Box>
        </Alert>
      ) : !signedIn ? (
        <Alert severity="info">
          <Typography>{t('confirm.signIn')}</Typography>
          <Box sx={{ mt: 1, display: 'flex', gap: 2 }}>
            <Button
              component={RouterLink}
              to="/login"
              state={{ returnTo: confirmPath(token) }}
              variant="contained"
              size="small"
            >
              {t('confirm.login')}
            </Button>
            <Button component={RouterLink} to="/signup" state={{ returnTo: confirmPath(token) }} size="small">
              {t('confirm.signup')}
            </Button>
          </Box>
        </Alert>
      ) : (
        <>
          <FormControl>
            <FormLabel id="catering-payment">{t('confirm.payment')}</FormLabel>
            <RadioGroup
              aria-labelledby="catering-payment"
              value={chosen}
              onChange={(e) => setMethod(e.target.value as CateringPaymentMethod)}
            >
              {q.paymentMethods.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio />} label={t(`confirm.methods.${m}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!chosen || sending}
              aria-busy={sending || undefined}
              onClick={() => void confirm()}
            >
              {sending ? t('confirm.sending') : t('confirm.submit')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
