import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  acceptsReceipt,
  canPayOnline,
  deliveryTextLines,
  formatArs,
  formatOrderNumber,
  shopperCanCancel,
  type Lang,
  type Pedido,
} from '@shop/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { PayBeforeNotice } from '../../../components/pay-before-notice.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { paymentBadge } from '../../../lib/payment-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOrders } from '../api/get-orders.ts';
import { invoicePdfUrl, useMyInvoices } from '../api/get-invoices.ts';
import { awaitsPayment, formatOrderDate, orderDeliveryDates } from '../order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import '../texts.ts';
import '../../../lib/invoice-texts.ts';

/** "Descargar factura" (and the credit note's) for the order's issued documents (decision 0021). */
function InvoiceDownloads({ orderId }: { orderId: string }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const { data } = useMyInvoices();
  // The invoice before the credit note that cancels it.
  const mine = (data?.items.filter((i) => i.orderId === orderId) ?? []).sort((a, b) =>
    a.kind === b.kind ? a.id - b.id : a.kind === 'factura' ? -1 : 1,
  );
  return (
    <>
      {mine.map((i) => {
        // A refund may come in parts, each its credit note (decision 0033): each says its amount.
        const text =
          i.kind === 'factura'
            ? t('shopper.download')
            : t('shopper.downloadCredit', { amount: formatArs(i.total, lang) });
        return (
          <Link
            key={i.id}
            href={invoicePdfUrl(i.id)}
            download
            variant="body2"
            aria-label={t('shopper.named', { text, label: i.label })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {text}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The order's products and, where it goes. `withDates` (the table, which has no
 * room for a column of its own) adds the promised day and, once delivered, its date; cards show
 * those as fields (DeliveryFields).
 */
function OrderItems({ order, withDates = false }: { order: Pedido; withDates?: boolean }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <>
      <Box component="ul" sx={{ m: 0, pl: 2.25 }}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <Typography variant="body2" component="span">
              {t('itemLine', { title: item.title, quantity: item.quantity })}
            </Typography>
          </li>
        ))}
      </Box>
      {order.delivery && (
        <Box data-testid="order-delivery" sx={{ mt: 0.75 }}>
          {deliveryTextLines(order.delivery, lang)
            .slice(0, withDates ? 2 : 1)
            .map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
        </Box>
      )}
      {withDates && <DeliveredOn order={order} />}
    </>
  );
}

/** "Arrepentimiento solicitado": the shopper sent the withdrawal form for this order (decision 0020). */
function WithdrawalRequested() {
  const { t } = useTranslation('orders');
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }}>
      {t('withdrawalRequested')}
    </Typography>
  );
}

function ReceiptReceived() {
  const { t } = useTranslation('orders');
  return (
    <Typography
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.dark', fontWeight: 600 }}
    >
      <CheckCircleOutlineIcon fontSize="small" aria-hidden />
      {t('receiptReceived')}
    </Typography>
  );
}

/** The order's payment status as a pill, beside its delivery status. */
function PaymentBadge({ order }: { order: Pedido }) {
  const { t } = useTranslation('orders');
  const badge = paymentBadge(order.paymentStatus);
  return (
    <PaymentStatusPill
      status={order.paymentStatus}
      label={badge ? t(badge.labelKey) : order.paymentStatus}
      context={t('paymentContext')}
    />
  );
}

/** The delivery and payment pills, side by side (wrapping on narrow cells). */
function StatusBadges({ order }: { order: Pedido }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
      <OrderStatusBadge status={order.status} />
      <PaymentBadge order={order} />
    </Box>
  );
}

/**
 * "Cancelar pedido" while the order is pendiente (decision 0027): asks first, saying what comes
 * back (the day, the coupon, the money), then cancels it and says so.
 */
function CancelOrder({ order }: { order: Pedido }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const id = formatOrderNumber(order.number, lang);
  const paid = order.paymentStatus === 'pagado' || order.paymentStatus === 'en_revision';
  const refund = !paid
    ? null
    : order.paymentMethod === 'mercadopago'
      ? t('cancelRefundMp')
      : t('cancelRefundOwner');
  const say = (message: ToastMessage) => {
    setToast(message);
    setToastOpen(true);
  };
  return (
    <>
      {shopperCanCancel(order) && (
        <Button
          size="small"
          color="error"
          onClick={() => setAsking(true)}
          aria-label={t('cancelFor', { id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('cancelTitle', { id })}
        text={refund ? `${t('cancelText')} ${refund}` : t('cancelText')}
        confirmLabel={t('cancelConfirm')}
        cancelLabel={t('cancelKeep')}
        busy={cancel.isPending}
        danger
        onClose={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: () => {
              setAsking(false);
              say({ severity: 'success', text: t('cancelled', { id }) });
            },
            onError: (err) => {
              setAsking(false);
              say({ severity: 'error', text: t('cancelFailed', { message: errorMessage(err, '') }) });
            },
          })
        }
      />
      <Toast
        message={toast}
        open={toastOpen}
        onClose={() => setToastOpen(false)}
        autoHideMs={6000}
        closeText={t('close')}
      />
    </>
  );
}

/** Renders "Pagar" for an order that can be paid online (the route composes it from the payment feature). */
export type PayAction = (order: Pedido, label: { text: string; ariaLabel: string }) => ReactNode;

/**
 * The order's actions: "Pagar" for an unpaid Mercado Pago order; for a bank transfer,
 * "Subir comprobante" (a link while pendiente and unpaid, otherwise a disabled button); and
 * "Cómo pagar" (Mercado Pago orders: "Ver pago", their payment page).
 */
function OrderLinks({
  order,
  payAction,
  stacked = false,
}: {
  order: Pedido;
  payAction?: PayAction;
  stacked?: boolean;
}) {
  const { t } = useTranslation('orders');
  const id = formatOrderNumber(order.number, useLang());
  const transfer = order.paymentMethod === 'transferencia';
  const open = acceptsReceipt(order);
  const payable = payAction && canPayOnline(order);
  const online = order.paymentMethod === 'mercadopago';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        ...(stacked ? { flexDirection: 'column', alignItems: 'flex-start' } : { alignItems: 'center' }),
      }}
    >
      {payable && payAction(order, { text: t('pay'), ariaLabel: t('payFor', { id }) })}
      {!transfer ? null : open ? (
        <Button
          component={RouterLink}
          to={`/pedidos/${encodeURIComponent(order.id)}/comprobante`}
          variant="outlined"
          size="small"
          aria-label={t('uploadReceiptFor', { id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('uploadReceipt')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="small"
          disabled
          title={t('receiptClosed')}
          aria-label={t('uploadReceiptFor', { id })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('uploadReceipt')}
        </Button>
      )}
      {online ? (
        <Link
          component={RouterLink}
          to={`/pedidos/${encodeURIComponent(order.id)}/pago`}
          aria-label={t('viewPaymentFor', { id })}
          variant="body2"
        >
          {t('viewPayment')}
        </Link>
      ) : awaitsPayment(order) ? (
        <Link
          component={RouterLink}
          to={`/payment?pedido=${encodeURIComponent(order.id)}`}
          aria-label={t('howToPayFor', { id })}
          variant="body2"
        >
          {t('howToPay')}
        </Link>
      ) : null}
      <InvoiceDownloads orderId={order.id} />
      <CancelOrder order={order} />
    </Box>
  );
}

/**
 * A date-time of the table that may break between the date and the time ("23/11/2026," / "14:03")
 * but never inside either, so the table keeps room for the products and the actions.
 */
function DateTime({ iso, lang }: { iso: string | null; lang: Lang }) {
  const text = formatOrderDate(iso, lang);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(0, cut + 1)}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(cut + 2)}
      </Box>
    </>
  );
}

/** The card's "Día de entrega" (or "Día de retiro") and, once delivered, "Entregado" with its date. */
function DeliveryFields({ order }: { order: Pedido }) {
  const { t } = useTranslation('orders');
  const { promised, delivered } = orderDeliveryDates(order, useLang());
  return (
    <>
      {promised && (
        <Field
          label={t(promised.kind === 'pickup' ? 'deliveryDates.pickupDay' : 'deliveryDates.deliveryDay')}
        >
          {promised.text}
        </Field>
      )}
      {delivered && <Field label={t('deliveryDates.deliveredAt')}>{delivered}</Field>}
    </>
  );
}

/** "Entregado el …" under the table's products once the order is delivered (its promised day is the line above). */
function DeliveredOn({ order }: { order: Pedido }) {
  const { t } = useTranslation('orders');
  const { delivered } = orderDeliveryDates(order, useLang());
  if (!delivered) return null;
  return (
    <Typography variant="body2" color="success.dark" sx={{ mt: 0.5, fontWeight: 600 }}>
      {t('deliveryDates.deliveredOn', { date: delivered })}
    </Typography>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

/** The total, and under it the coupon's discount when one was used. */
function OrderTotal({ order }: { order: Pedido }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  if (!(order.discount > 0)) return <>{formatArs(order.total, lang)}</>;
  return (
    <>
      {formatArs(order.total, lang)}
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', fontWeight: 400, color: 'success.dark' }}
      >
        {t('discount', { code: order.coupon ?? '' })}: -{formatArs(order.discount, lang)}
      </Typography>
    </>
  );
}

function OrderCard({ order, payAction }: { order: Pedido; payAction?: PayAction }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const headingId = `order-${order.id}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-order-id={order.id}
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mb: 1,
        }}
      >
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {t('orderLabel', { id: formatOrderNumber(order.number, lang) })}
        </Typography>
        <StatusBadges order={order} />
      </Box>
      <PayBeforeNotice order={order} sx={{ mb: 1 }} />
      {order.withdrawalRequested && <WithdrawalRequested />}
      {/* The labels' column takes at most 45 % (a long coupon code wraps): with `auto` a label such as
          "Descuento (BIENVENIDA10)" took the row and squeezed the date, discount and total past the screen's edge. */}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
          mb: 1,
        }}
      >
        <Field label={t('columns.date')}>{formatOrderDate(order.fechaPedido, lang)}</Field>
        <DeliveryFields order={order} />
        {order.discount > 0 && (
          <Field label={t('discount', { code: order.coupon ?? '' })}>
            -{formatArs(order.discount, lang)}
          </Field>
        )}
        <Field label={t('columns.total')}>{formatArs(order.total, lang)}</Field>
      </Box>
      <OrderItems order={order} />
      {order.hasReceipt && (
        <Box sx={{ mt: 1 }}>
          <ReceiptReceived />
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <OrderLinks order={order} payAction={payAction} />
      </Box>
    </Paper>
  );
}

/**
 * "Mis pedidos": the customer's web orders, newest first, as a table from lg and as cards below
 * (never wider than the screen, no action cut off). Each shows the short id, order and delivery
 * dates in Argentina's time zone, the products, the total, the status badge and the payment badge,
 * "Comprobante recibido" and the links to upload a receipt (transfer orders, only while pendiente)
 * and to pay; `payAction` renders "Pagar" for unpaid Mercado Pago orders.
 */
export function OrdersList({ payAction }: { payAction?: PayAction } = {}) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <Box
        role="status"
        sx={{
          minHeight: 200,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
        }}
      >
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
    );
  }
  if (orders.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void orders.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('error', { message: errorMessage(orders.error, t('loadFailed')) })}
      </Alert>
    );
  }
  if (orders.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography sx={{ mb: 2 }}>{t('empty')}</Typography>
        <Button component={RouterLink} to="/allProducts" variant="contained">
          {t('emptyAction')}
        </Button>
      </Paper>
    );
  }
  return (
    <ResponsiveTable
      items={orders.data}
      getKey={(order) => order.id}
      label={t('tableLabel')}
      listLabel={t('listLabel')}
      rowProps={(order) => ({ 'data-order-id': order.id, sx: { verticalAlign: 'top' } })}
      columns={[
        {
          header: t('columns.id'),
          rowHeader: true,
          nowrap: true,
          sx: { fontWeight: 700 },
          cell: (order) => formatOrderNumber(order.number, lang),
        },
        { header: t('columns.date'), cell: (order) => <DateTime iso={order.fechaPedido} lang={lang} /> },
        // Room for a product's name on one or two lines (squeezed into four).
        {
          header: t('columns.items'),
          sx: { minWidth: 200 },
          cell: (order) => <OrderItems order={order} withDates />,
        },
        {
          header: t('columns.total'),
          align: 'right',
          nowrap: true,
          sx: { fontWeight: 700 },
          cell: (order) => <OrderTotal order={order} />,
        },
        {
          header: t('columns.status'),
          cell: (order) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}>
              <StatusBadges order={order} />
              {order.hasReceipt && <ReceiptReceived />}
              {order.withdrawalRequested && <WithdrawalRequested />}
              <PayBeforeNotice order={order} />
            </Box>
          ),
        },
        // One action under the other, so the column is as narrow as its widest action.
        {
          header: t('columns.actions'),
          cell: (order) => <OrderLinks order={order} payAction={payAction} stacked />,
        },
      ]}
      renderCard={(order) => <OrderCard order={order} payAction={payAction} />}
      cardSpacing={2}
      // Beside the account menu the page column is 900 px only from lg up; seven columns need it.
      breakpoint="lg"
      cellPaddingX={1}
    />
  );
}
