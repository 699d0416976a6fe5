/**
 * What payments do after other modules' changes: a shopper who cancels a paid Mercado Pago order
 * (decision 0027) gets the payment refunded through the same path as the owner's "Reembolsar";
 * when Mercado Pago refuses or does not answer, the owner is alerted to refund it from the order.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderRow } from '../../db/schema.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { createPaymentService } from './service.ts';

export interface PaymentSubscriberDeps {
  events: ShopEvents;
  payments: Pick<ReturnType<typeof createPaymentService>, 'refund'>;
  log: FastifyBaseLogger;
  /** Told when a customer's cancelled order could not be refunded (the owner's push alert). */
  onRefundFailed: (order: OrderRow) => void;
}

/** Who the payment history names for a refund asked by the customer's cancellation. */
export const CUSTOMER_CANCEL_BY = 'cliente (canceló el pedido)';

/** Refunds a paid Mercado Pago order the customer cancelled (orderCancelled by 'customer'). */
export function registerPaymentSubscribers({
  events,
  payments,
  log,
  onRefundFailed,
}: PaymentSubscriberDeps): void {
  events.on('orderCancelled', async ({ order, by }) => {
    if (by !== 'customer' || order.paymentMethod !== 'mercadopago') return;
    if (order.paymentStatus !== 'pagado' && order.paymentStatus !== 'en_revision') return;
    try {
      await payments.refund(order.id, CUSTOMER_CANCEL_BY);
    } catch (err) {
      log.warn({ err, order: order.id }, 'could not refund the payment of an order its customer cancelled');
      onRefundFailed(order);
    }
  });
}
