import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import { Notice, ProgressBar, Spinner } from '../../../components/feedback.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { InfoOutlinedIcon, SuccessOutlinedIcon } from '../../../components/page-icons.tsx';
import { PayBeforeNotice } from '../../../components/pay-before-notice.tsx';
import page from '../../../components/page.module.css';
import ui from '../../../components/ui.module.css';
import { ApiClientError, errorMessage } from '../../../lib/api-client.ts';
import { paymentBadge } from '../../../lib/payment-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { OrderAmounts } from '../../../components/order-amounts.tsx';
import { awaitsMercadoPago, PAYMENT_POLL, useOrderPayment } from '../hooks/use-order-payment.ts';
import { PayOnlineButton } from './pay-online-button.tsx';
import { PaymentStatusPill } from '../../../components/payment-status-pill.tsx';
import { BankAccountLine, CopyableValue } from './payment-instructions.tsx';
import s from './payment.module.css';
import { useShopInfo } from '../../../lib/shop-info.ts';
import { track } from '../../../lib/analytics/track.ts';
import '../texts.ts';

const info = <InfoOutlinedIcon />;
const success = <SuccessOutlinedIcon />;
const textButton = `${ui.base} ${ui.button} ${ui.medium} ${ui.text}`;
const smallText = `${ui.base} ${ui.button} ${ui.text} ${s.smallText}`;

/** MUI's AlertTitle. */
function NoticeTitle({ children }: { children: ReactNode }) {
  return <div className={s.noticeTitle}>{children}</div>;
}

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
      <div role="status" className={s.checking}>
        <Spinner size={22} />
        <p className={`${s.body1} ${s.secondary}`}>{t('pay.checking')}</p>
      </div>
    );
  } else if (order.isError) {
    body =
      order.error instanceof ApiClientError && order.error.status === 404 ? (
        <Notice severity="warning">{t('order.notFound')}</Notice>
      ) : (
        <Notice
          severity="error"
          action={
            <button
              type="button"
              className={`${smallText} ${s.inherit}`}
              onClick={() => void order.refetch()}
            >
              {t('pay.retryLoad')}
            </button>
          }
        >
          {errorMessage(order.error, t('order.loadFailed'))}
        </Notice>
      );
  } else {
    const pedido = order.data;
    const payable = canPayOnline(pedido);
    body = (
      <div className={s.stack}>
        {justPlaced && (
          <Notice severity="success" role="status" icon={success}>
            <NoticeTitle>{t('pay.placedTitle', { id: formatOrderNumber(pedido.number, lang) })}</NoticeTitle>
            {t('pay.placedText')}
          </Notice>
        )}
        <OrderPaymentSummary order={pedido} />
        {/* A released order says so below, in place of "cancelled". */}
        {!pedido.expired && <PayBeforeNotice order={pedido} />}
        <div aria-live="polite" aria-atomic="true">
          {error ? (
            <Notice severity="error">
              {/* Straight from checkout: the order exists even though paying could not start. */}
              {initialError && error === initialError && <NoticeTitle>{t('pay.placedUnpaid')}</NoticeTitle>}
              {error}
            </Notice>
          ) : (
            <PaymentState order={pedido} polling={polling} waitedOut={waitedOut} />
          )}
        </div>
        <div className={s.actions}>
          {payable && (error || !polling) && (
            <PayOnlineButton
              pedidoId={pedido.id}
              size="large"
              onStart={() => setError(null)}
              onError={setError}
            />
          )}
          {!error && waitedOut && awaitsMercadoPago(pedido) && (
            <button
              type="button"
              className={`${ui.base} ${ui.button} ${ui.medium} ${ui.outlined}`}
              onClick={checkAgain}
            >
              {t('pay.checkAgain')}
            </button>
          )}
          <RouterLink className={textButton} to="/orders">
            {t('orders')}
          </RouterLink>
        </div>
      </div>
    );
  }

  return (
    <div className={s.stack}>
      <PageTitle title={t('pay.documentTitle')} />
      <h1 className={page.h1}>
        {order.data
          ? t('pay.title', { id: formatOrderNumber(order.data.number, lang) })
          : t('pay.titlePlain')}
      </h1>
      {body}
    </div>
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
        <Notice severity="info" icon={info} data-testid="order-expired">
          {t('common:unpaidOrder.expired')}
        </Notice>
      );
    }
    return (
      <Notice severity="info" icon={info}>
        {t('pay.state.cancelled')}
      </Notice>
    );
  }
  switch (order.paymentStatus) {
    case 'pagado':
      return (
        <Notice severity="success" icon={success}>
          <NoticeTitle>{t('pay.state.paidTitle')}</NoticeTitle>
          {t('pay.state.paid')}
        </Notice>
      );
    case 'rechazado':
      return (
        <Notice severity="error">
          <NoticeTitle>{t('pay.state.rejectedTitle')}</NoticeTitle>
          {t('pay.state.rejected')}
        </Notice>
      );
    case 'reembolsado':
      return (
        <Notice severity="info" icon={info}>
          {t('pay.state.refunded')}
        </Notice>
      );
    case 'en_revision':
      return (
        <Notice severity="warning">
          <NoticeTitle>{t('pay.state.reviewTitle')}</NoticeTitle>
          {t('pay.state.review')}
        </Notice>
      );
    default:
      break;
  }
  if (order.paymentMethod !== 'mercadopago') return <OfflinePayment order={order} />;
  if (polling) {
    return (
      <Notice severity="info" icon={<Spinner size={20} />}>
        <NoticeTitle>{t('pay.state.waitingTitle')}</NoticeTitle>
        {t('pay.state.waiting')}
        <ProgressBar className={s.waitingBar} label={t('pay.state.waitingTitle')} />
      </Notice>
    );
  }
  return (
    <Notice severity="info" icon={info}>
      {t(waitedOut ? 'pay.state.notYet' : 'pay.state.unpaid')}
    </Notice>
  );
}

/** The order being paid: lines, the amounts as the mail and /orders show them (delivery, discount, total, day), payment method and status. */
function OrderPaymentSummary({ order }: { order: Pedido }) {
  const { t } = useTranslation('payment');
  const lang = useLang();
  const badge = paymentBadge(order.paymentStatus);
  return (
    <section aria-labelledby="order-payment-summary" className={s.card} data-card="">
      <div className={s.headRow}>
        <h2 id="order-payment-summary" className={s.cardTitle}>
          {t('order.title')}
        </h2>
        <PaymentStatusPill
          status={order.paymentStatus}
          label={badge ? t(badge.labelKey) : order.paymentStatus}
          context={t('pay.statusContext')}
        />
      </div>
      <ul className={s.items}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <span className={s.body2}>
              {t('pay.itemLine', {
                title: item.title,
                quantity: item.quantity,
                total: formatArs(item.lineTotal, lang),
              })}
            </span>
          </li>
        ))}
      </ul>
      <hr className={s.divider} />
      <OrderAmounts order={order} testId="payment-amounts" />
      <p className={`${s.body2} ${s.secondary}`}>
        {t('pay.method', {
          method: isPaymentMethod(order.paymentMethod)
            ? t(`methods.${order.paymentMethod}`)
            : order.paymentMethod,
        })}
      </p>
    </section>
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
    <Notice severity="info" icon={info}>
      <NoticeTitle>{t(transfer ? 'pay.state.transferTitle' : 'pay.state.cashTitle', { amount })}</NoticeTitle>
      {transfer && shop?.bankAlias ? (
        <div className={s.bankFacts}>
          <CopyableValue
            value={shop.bankAlias}
            testId="order-bank-alias"
            copyLabel={t('transfer.copy')}
            copiedText={t('transfer.copied')}
          />
          {shop.bankCbu ? <p className={s.body2}>CBU {shop.bankCbu}</p> : null}
          <BankAccountLine shop={shop} />
        </div>
      ) : null}
      {t(transfer ? 'pay.state.transfer' : 'pay.state.cash')}
      <div className={s.noticeButtons}>
        {transfer && order.status === 'pendiente' && (
          <RouterLink
            className={`${ui.base} ${ui.button} ${ui.outlined} ${s.smallOutlined}`}
            to={`/pedidos/${encodeURIComponent(order.id)}/comprobante`}
          >
            {t('pay.uploadReceipt')}
          </RouterLink>
        )}
        <RouterLink className={smallText} to={`/payment?pedido=${encodeURIComponent(order.id)}`}>
          {t('pay.howToPay')}
        </RouterLink>
      </div>
    </Notice>
  );
}
