import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ApiClientError } from '../../lib/api-client.ts';
import { useSessionUser } from '../../features/auth/api/get-session.ts';
import { useOrder } from '../../features/orders/api/get-orders.ts';
import { acceptsReceipt } from '@shop/domain';
import { PaymentInstructions } from '../../features/payment/components/payment-instructions.tsx';
import {
  PaymentOrderSummary,
  type PaymentOrderState,
} from '../../features/payment/components/payment-order-summary.tsx';
import s from '../../features/payment/components/payment.module.css';
import page from '../../components/page.module.css';
import ui from '../../components/ui.module.css';
import '../../features/payment/texts.ts';
import type { StaticHead } from '../page-module.ts';

/** The state of the `?pedido=` order for the summary, from the session and the order query. */
function useOrderToPay(pedidoId: string): PaymentOrderState | null {
  const user = useSessionUser();
  const order = useOrder(pedidoId, { enabled: Boolean(user) });
  if (!pedidoId) return null;
  if (user === null) return { kind: 'signedOut' };
  if (user === undefined || order.isPending) return { kind: 'loading' };
  if (order.isError)
    return order.error instanceof ApiClientError && order.error.status === 404
      ? { kind: 'notFound' }
      : { kind: 'failed' };
  const { id, number, total, status, paymentMethod, paymentStatus } = order.data;
  const path = `/pedidos/${encodeURIComponent(id)}`;
  return {
    kind: 'found',
    number,
    total,
    // Receipts are for bank transfers; a Mercado Pago order is paid from its payment page.
    uploadHref:
      paymentMethod === 'transferencia' && acceptsReceipt({ status, paymentStatus })
        ? `${path}/comprobante`
        : null,
    payHref: paymentMethod === 'mercadopago' ? `${path}/pago` : null,
  };
}

/**
 * /payment (decision 0010): how to pay, never a card form. With `?pedido=` and a signed-in customer
 * it also shows that order's id and total and the link to upload the receipt (transfer orders) or
 * to its payment page (Mercado Pago orders). Static CSS, no MUI (decision 0030).
 */
export default function PaymentRoute() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const pedidoId = params.get('pedido')?.trim() ?? '';
  const orderState = useOrderToPay(pedidoId);
  return (
    <div className={`${page.container} ${s.page}`}>
      <PageTitle title={t('documentTitle')} />
      <h1 className={`${page.h1} ${s.titleGap}`}>{t('title')}</h1>
      <div className={s.stack}>
        {orderState && <PaymentOrderSummary state={orderState} />}
        <PaymentInstructions />
        <div>
          <RouterLink className={`${ui.base} ${ui.button} ${ui.medium} ${ui.text}`} to="/orders">
            {t('orders')}
          </RouterLink>
        </div>
      </div>
    </div>
  );
}

export const head: StaticHead = { title: 'payment:documentTitle' };
