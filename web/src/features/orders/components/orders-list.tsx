import { lazy, Suspense, useState, type ReactNode } from 'react';
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
import { Notice, Spinner } from '../../../components/feedback.tsx';
import { CheckCircleOutlineIcon } from '../../../components/icons.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { Toast, type ToastMessage } from '../../../components/toast.tsx';
import { useCancelOrder } from '../api/cancel-order.ts';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { PayBeforeNotice } from '../../../components/pay-before-notice.tsx';
import { paymentBadge } from '../../../lib/payment-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOrders } from '../api/get-orders.ts';
import { invoicePdfUrl, useMyInvoices } from '../api/get-invoices.ts';
import { awaitsPayment, formatOrderDate, orderDeliveryDates } from '../order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrdersTable } from './orders-table.tsx';
import s from './orders.module.css';
import '../texts.ts';
import '../../../lib/invoice-texts.ts';

// The shared static dialog, out of the page's first load: loaded when "Cancelar pedido" is tapped.
const ConfirmDialog = lazy(() =>
  import('../../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

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
          <a
            key={i.id}
            href={invoicePdfUrl(i.id)}
            download
            aria-label={t('shopper.named', { text, label: i.label })}
            className={`${s.link} ${s.nowrap}`}
          >
            {text}
          </a>
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
      <ul className={s.items}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <span className={s.body2}>{t('itemLine', { title: item.title, quantity: item.quantity })}</span>
          </li>
        ))}
      </ul>
      {order.delivery && (
        <div data-testid="order-delivery" className={s.delivery}>
          {deliveryTextLines(order.delivery, lang)
            .slice(0, withDates ? 2 : 1)
            .map((line) => (
              <p key={line} className={`${s.body2} ${s.secondary}`}>
                {line}
              </p>
            ))}
        </div>
      )}
      {withDates && <DeliveredOn order={order} />}
    </>
  );
}

/** "Arrepentimiento solicitado": the shopper sent the withdrawal form for this order (decision 0020). */
function WithdrawalRequested() {
  const { t } = useTranslation('orders');
  return <p className={`${s.body2} ${s.withdrawal}`}>{t('withdrawalRequested')}</p>;
}

function ReceiptReceived() {
  const { t } = useTranslation('orders');
  return (
    <p className={`${s.body2} ${s.receiptReceived}`}>
      <CheckCircleOutlineIcon />
      {t('receiptReceived')}
    </p>
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
    <div className={s.badges}>
      <OrderStatusBadge status={order.status} />
      <PaymentBadge order={order} />
    </div>
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
  // The dialog (MUI's, loaded with its theme on the first tap) stays mounted once asked, so it can close with its transition.
  const [asked, setAsked] = useState(false);
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
        <button
          type="button"
          className={`${ui.base} ${ui.button} ${s.danger}`}
          onClick={() => {
            setAsked(true);
            setAsking(true);
          }}
          aria-label={t('cancelFor', { id })}
        >
          {t('cancel')}
        </button>
      )}
      {asked && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
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
    <div className={s.links} data-stacked={stacked ? '' : undefined}>
      {payable && payAction(order, { text: t('pay'), ariaLabel: t('payFor', { id }) })}
      {!transfer ? null : open ? (
        <RouterLink
          to={`/pedidos/${encodeURIComponent(order.id)}/comprobante`}
          aria-label={t('uploadReceiptFor', { id })}
          className={`${ui.base} ${ui.button} ${ui.outlined} ${s.receiptButton}`}
        >
          {t('uploadReceipt')}
        </RouterLink>
      ) : (
        <button
          type="button"
          disabled
          title={t('receiptClosed')}
          aria-label={t('uploadReceiptFor', { id })}
          className={`${ui.base} ${ui.button} ${ui.outlined} ${s.receiptButton}`}
        >
          {t('uploadReceipt')}
        </button>
      )}
      {online ? (
        <RouterLink
          to={`/pedidos/${encodeURIComponent(order.id)}/pago`}
          aria-label={t('viewPaymentFor', { id })}
          className={s.link}
        >
          {t('viewPayment')}
        </RouterLink>
      ) : awaitsPayment(order) ? (
        <RouterLink
          to={`/payment?pedido=${encodeURIComponent(order.id)}`}
          aria-label={t('howToPayFor', { id })}
          className={s.link}
        >
          {t('howToPay')}
        </RouterLink>
      ) : null}
      <InvoiceDownloads orderId={order.id} />
      <CancelOrder order={order} />
    </div>
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
      <span className={s.nowrap}>{text.slice(0, cut + 1)}</span>{' '}
      <span className={s.nowrap}>{text.slice(cut + 2)}</span>
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
    <p className={`${s.body2} ${s.deliveredOn}`}>{t('deliveryDates.deliveredOn', { date: delivered })}</p>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={`${s.body2} ${s.secondary} ${s.fieldLabel}`}>{label}</dt>
      <dd className={`${s.body2} ${s.fieldValue}`}>{children}</dd>
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
      <span className={`${s.body2} ${s.discount}`}>
        {t('discount', { code: order.coupon ?? '' })}: -{formatArs(order.discount, lang)}
      </span>
    </>
  );
}

function OrderCard({ order, payAction }: { order: Pedido; payAction?: PayAction }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const headingId = `order-${order.id}-title`;
  return (
    <li data-order-id={order.id} aria-labelledby={headingId} className={`${s.paper} ${s.card}`} data-card="">
      <div className={s.cardHead}>
        <h2 id={headingId} className={s.cardTitle}>
          {t('orderLabel', { id: formatOrderNumber(order.number, lang) })}
        </h2>
        <StatusBadges order={order} />
      </div>
      <PayBeforeNotice order={order} sx={{ mb: 1 }} />
      {order.withdrawalRequested && <WithdrawalRequested />}
      <dl className={s.fields}>
        <Field label={t('columns.date')}>{formatOrderDate(order.fechaPedido, lang)}</Field>
        <DeliveryFields order={order} />
        {order.discount > 0 && (
          <Field label={t('discount', { code: order.coupon ?? '' })}>
            -{formatArs(order.discount, lang)}
          </Field>
        )}
        <Field label={t('columns.total')}>{formatArs(order.total, lang)}</Field>
      </dl>
      <OrderItems order={order} />
      {order.hasReceipt && (
        <div className={s.gapTop1}>
          <ReceiptReceived />
        </div>
      )}
      <div className={s.actionsTop}>
        <OrderLinks order={order} payAction={payAction} />
      </div>
    </li>
  );
}

/**
 * "Mis pedidos": the customer's web orders, newest first, as a table from lg and as cards below
 * (never wider than the screen, no action cut off). Each shows the short id, order and delivery
 * dates in Argentina's time zone, the products, the total, the status badge and the payment badge,
 * "Comprobante recibido" and the links to upload a receipt (transfer orders, only while pendiente)
 * and to pay; `payAction` renders "Pagar" for unpaid Mercado Pago orders. Static CSS
 * (orders.module.css, decision 0030); the cancel confirmation is the shared static ConfirmDialog,
 * loaded on the first tap of "Cancelar pedido".
 */
export function OrdersList({ payAction }: { payAction?: PayAction } = {}) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div role="status" className={s.loading}>
        <Spinner />
        <p className={`${page.body1} ${s.secondary}`}>{t('loading')}</p>
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Notice
        severity="error"
        action={
          <button
            type="button"
            className={`${ui.base} ${ui.button} ${s.inheritButton}`}
            onClick={() => void orders.refetch()}
          >
            {t('retry')}
          </button>
        }
      >
        {t('error', { message: errorMessage(orders.error, t('loadFailed')) })}
      </Notice>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className={`${s.paper} ${s.section}`} data-card="">
        <p className={`${page.body1} ${s.emptyText}`}>{t('empty')}</p>
        <RouterLink to="/allProducts" className={`${ui.base} ${ui.button} ${ui.medium} ${ui.contained}`}>
          {t('emptyAction')}
        </RouterLink>
      </div>
    );
  }
  return (
    <OrdersTable
      items={orders.data}
      getKey={(order) => order.id}
      label={t('tableLabel')}
      listLabel={t('listLabel')}
      rowData={(order) => ({ 'data-order-id': order.id })}
      columns={[
        {
          header: t('columns.id'),
          rowHeader: true,
          className: `${s.nowrap} ${s.bold}`,
          cell: (order) => formatOrderNumber(order.number, lang),
        },
        { header: t('columns.date'), cell: (order) => <DateTime iso={order.fechaPedido} lang={lang} /> },
        // Room for a product's name on one or two lines (squeezed into four).
        {
          header: t('columns.items'),
          className: s.itemsCell,
          cell: (order) => <OrderItems order={order} withDates />,
        },
        {
          header: t('columns.total'),
          align: 'right',
          className: `${s.nowrap} ${s.bold}`,
          cell: (order) => <OrderTotal order={order} />,
        },
        {
          header: t('columns.status'),
          cell: (order) => (
            <div className={s.statusCell}>
              <StatusBadges order={order} />
              {order.hasReceipt && <ReceiptReceived />}
              {order.withdrawalRequested && <WithdrawalRequested />}
              <PayBeforeNotice order={order} />
            </div>
          ),
        },
        // One action under the other, so the column is as narrow as its widest action.
        {
          header: t('columns.actions'),
          cell: (order) => <OrderLinks order={order} payAction={payAction} stacked />,
        },
      ]}
      renderCard={(order) => <OrderCard order={order} payAction={payAction} />}
    />
  );
}
