import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Divider,
  LinearProgress,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  canPayOnline,
  formatArs,
  isPaymentMethod,
  type Pedido,
  type PaymentStatus,
  formatOrderNumber,
} from '@shop/domain';
import { PageTitle } from '../../../components/page-title.tsx';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { PayBeforeNotice } from '../../../components/pay-before-notice.tsx';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { paymentBadge } from '../../../lib/payment-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { OrderAmounts } from '../../../components/order-amounts.tsx';
import { awaitsMercadoPago, PAYMENT_POLL, useOrderPayment } from '../hooks/use-order-payment.ts';
import { PayOnlineButton } from './pay-online-button.tsx';
import { BankAccountLine, CopyableValue } from './payment-instructions.tsx';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { track } from '../../../lib/analytics/track.ts';
import '../texts.ts';

export interface OrderPaymentProps {
  pedidoId: string;
  /**
   * The message of a failed attempt to start paying (checkout's 503 payment_unavailable): shown at
   * once, with the retry button, and the page does not wait for Mercado Pago (nothing was paid).
   */
  initialError?: string | null;
  /**
   * Whether the shopper has just come back from a payment attempt on Mercado Pago (its return
   * address names a payment; see `returnedFromPayment`). Only then does the page wait for the
   * confirmation; otherwise an unpaid order shows at once "Pagar con Mercado Pago", so a shopper who
   * never paid is not told to wait. Default true.
   */
  awaitPayment?: boolean;
  /**
   * True right after checkout placed the order: the page opens with "Pedido
   * enviado con éxito", the order number and where to follow it, above how to pay it.
   */
  justPlaced?: boolean;
  /** Called with each payment status the page learns (the route refreshes the order list with it). */
  onStatus?: (status: PaymentStatus) => void;
  /** Polling interval and limit; the contract's 3 s and 60 s unless a test says otherwise. */
  poll?: { intervalMs: number; limitMs: number };
}

/**
 * The payment page of an order, /pedidos/:pedidoId/pago: where Mercado Pago's
 * checkout sends the shopper back (success, failure and pending alike). It shows the order and
 * the payment state the server knows: first it asks the server to check with Mercado Pago, then
 * polls while pendiente (up to 60 s, with a progress bar); pagado thanks; rechazado, an
 * abandoned payment or a failed start offer "Pagar con Mercado Pago" again; reembolsado and
 * en_revision explain themselves. Status changes are announced (a polite live region).
 */
export function OrderPayment({
  pedidoId,
  initialError = null,
  awaitPayment = true,
  justPlaced = false,
  onStatus,
  poll = PAYMENT_POLL,
}: OrderPaymentProps) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  const [error, setError] = useState<string | null>(initialError);
  const { order, syncing, polling, waitedOut, checkAgain } = useOrderPayment(pedidoId, {
    sync: !initialError,
    wait: awaitPayment,
    ...poll,
  });
  const status = order.data?.paymentStatus;
  useEffect(() => {
    if (status) onStatus?.(status);
  }, [status, onStatus]);
  // Campaign measurement's purchase (decision 0035), when checkout has just placed the order or
  // Mercado Pago sends the shopper back; lib/analytics tells each order once, reloads included.
  const placedOrder = useRef<Pedido | undefined>(undefined);
  placedOrder.current = justPlaced || awaitPayment ? order.data : undefined;
  const placedId = placedOrder.current?.status === 'cancelado' ? undefined : placedOrder.current?.id;
  useEffect(() => {
    if (placedId && placedOrder.current) track({ name: 'purchase', order: placedOrder.current });
  }, [placedId]);

  let body: ReactNode;
  if (syncing || order.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography color="text.secondary">{t('pay.checking')}</Typography>
      </Box>
    );
  } else if (order.isError) {
    body =
      order.error instanceof ApiClientError && order.error.status === 404 ? (
        <Alert severity="warning">{t('order.notFound')}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void order.refetch()}>
              {t('pay.retryLoad')}
            </Button>
          }
        >
          {errorMessage(order.error, t('order.loadFailed'))}
        </Alert>
      );
  } else {
    const pedido = order.data;
    const payable = canPayOnline(pedido);
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {justPlaced && (
          <Alert severity="success" role="status">
            <AlertTitle>{t('pay.placedTitle', { id: formatOrderNumber(pedido.number, lang) })}</AlertTitle>
            {t('pay.placedText')}
          </Alert>
        )}
        <OrderPaymentSummary order={pedido} />
        {/* A released order says so below, in place of "cancelled". */}
        {!pedido.expired && <PayBeforeNotice order={pedido} />}
        <Box aria-live="polite" aria-atomic="true">
          {error ? (
            <Alert severity="error">
              {/* Straight from checkout: the order exists even though paying could not start. */}
              {initialError && error === initialError && <AlertTitle>{t('pay.placedUnpaid')}</AlertTitle>}
              {error}
            </Alert>
          ) : (
            <PaymentState order={pedido} polling={polling} waitedOut={waitedOut} />
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {payable && (error || !polling) && (
            <PayOnlineButton
              pedidoId={pedido.id}
              size="large"
              onStart={() => setError(null)}
              onError={setError}
            />
          )}
          {!error && waitedOut && awaitsMercadoPago(pedido) && (
            <Button variant="outlined" onClick={checkAgain}>
              {t('pay.checkAgain')}
            </Button>
          )}
          <Button component={RouterLink} to="/orders">
            {t('orders')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title={t('pay.documentTitle')} />
      <Typography variant="h1">
        {order.data
          ? t('pay.title', { id: formatOrderNumber(order.data.number, lang) })
          : t('pay.titlePlain')}
      </Typography>
      {body}
    </Box>
  );
}

/** What the page says about the payment, by the status the server knows. */
function PaymentState({
  order,
  polling,
  waitedOut,
}: {
  order: Pedido;
  polling: boolean;
  waitedOut: boolean;
}) {
  const { t } = useTranslation(['payment', 'common']);
  if (
    order.status === 'cancelado' &&
    (order.paymentStatus === 'pendiente' || order.paymentStatus === 'rechazado')
  ) {
    // Released for want of payment: why, and how to order again.
    if (order.expired) {
      return (
        <Alert severity="info" data-testid="order-expired">
          {t('common:unpaidOrder.expired')}
        </Alert>
      );
    }
    return <Alert severity="info">{t('pay.state.cancelled')}</Alert>;
  }
  switch (order.paymentStatus) {
    case 'pagado':
      return (
        <Alert severity="success">
          <AlertTitle>{t('pay.state.paidTitle')}</AlertTitle>
          {t('pay.state.paid')}
        </Alert>
      );
    case 'rechazado':
      return (
        <Alert severity="error">
          <AlertTitle>{t('pay.state.rejectedTitle')}</AlertTitle>
          {t('pay.state.rejected')}
        </Alert>
      );
    case 'reembolsado':
      return <Alert severity="info">{t('pay.state.refunded')}</Alert>;
    case 'en_revision':
      return (
        <Alert severity="warning">
          <AlertTitle>{t('pay.state.reviewTitle')}</AlertTitle>
          {t('pay.state.review')}
        </Alert>
      );
    default:
      break;
  }
  if (order.paymentMethod !== 'mercadopago') return <OfflinePayment order={order} />;
  if (polling) {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />}>
        <AlertTitle>{t('pay.state.waitingTitle')}</AlertTitle>
        {t('pay.state.waiting')}
        <LinearProgress sx={{ mt: 1.5 }} aria-label={t('pay.state.waitingTitle')} />
      </Alert>
    );
  }
  return <Alert severity="info">{t(waitedOut ? 'pay.state.notYet' : 'pay.state.unpaid')}</Alert>;
}

/** The order being paid: lines, the amounts as the mail and /orders show them (delivery, discount, total, day), payment method and status. */
function OrderPaymentSummary({ order }: { order: Pedido }) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  const badge = paymentBadge(order.paymentStatus);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="order-payment-summary"
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography id="order-payment-summary" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {t('order.title')}
        </Typography>
        <PaymentStatusPill
          status={order.paymentStatus}
          label={badge ? t(badge.labelKey) : order.paymentStatus}
          context={t('pay.statusContext')}
        />
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.25 }}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <Typography variant="body2" component="span">
              {t('pay.itemLine', {
                title: item.title,
                quantity: item.quantity,
                total: formatArs(item.lineTotal, lang),
              })}
            </Typography>
          </li>
        ))}
      </Box>
      <Divider />
      <OrderAmounts order={order} testId="payment-amounts" />
      <Typography variant="body2" color="text.secondary">
        {t('pay.method', {
          method: isPaymentMethod(order.paymentMethod)
            ? t(`methods.${order.paymentMethod}`)
            : order.paymentMethod,
        })}
      </Typography>
    </Paper>
  );
}

/**
 * How to pay a transfer or cash order: the amount, for a transfer the alias to
 * copy and the receipt upload (while the order is pendiente), and the full instructions.
 */
function OfflinePayment({ order }: { order: Pedido }) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  const shop = useShopInfo();
  const transfer = order.paymentMethod === 'transferencia';
  const amount = formatArs(order.total, lang);
  return (
    <Alert severity="info">
      <AlertTitle>{t(transfer ? 'pay.state.transferTitle' : 'pay.state.cashTitle', { amount })}</AlertTitle>
      {transfer && shop?.bankAlias ? (
        <Box sx={{ mb: 1 }}>
          <CopyableValue
            value={shop.bankAlias}
            testId="order-bank-alias"
            copyLabel={t('transfer.copy')}
            copiedText={t('transfer.copied')}
          />
          {shop.bankCbu ? <Typography variant="body2">CBU {shop.bankCbu}</Typography> : null}
          <BankAccountLine shop={shop} />
        </Box>
      ) : null}
      {t(transfer ? 'pay.state.transfer' : 'pay.state.cash')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {transfer && order.status === 'pendiente' && (
          <Button
            component={RouterLink}
            to={`/pedidos/${encodeURIComponent(order.id)}/comprobante`}
            size="small"
            variant="outlined"
          >
            {t('pay.uploadReceipt')}
          </Button>
        )}
        <Button component={RouterLink} to={`/payment?pedido=${encodeURIComponent(order.id)}`} size="small">
          {t('pay.howToPay')}
        </Button>
      </Box>
    </Alert>
  );
}
