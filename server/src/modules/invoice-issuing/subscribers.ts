/**
 * What follows a payment change, after its commit (docs/decisions/0021-electronic-invoices.md):
 * a paid order gets its invoice, each refund a credit note of the money it gave back
 * (docs/decisions/0033-partial-credit-notes.md), a cancelled paid order one of the rest; all as
 * jobs, so that ARCA's trouble never reaches the payment or the shopper's page.
 */
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { InvoiceJobPayload } from './jobs.ts';

export interface InvoiceSubscriberDeps {
  events: ShopEvents;
  /** Queues the job (one per document) and kicks the runner. */
  enqueue: (payload: InvoiceJobPayload) => Promise<void>;
}

/**
 * Queues the invoice job on orderPaid; the credit note's on orderRefunded (up to the order's
 * refunded total) and on orderCancelled of a paid order (all of the invoice).
 */
export function registerInvoiceSubscribers({ events, enqueue }: InvoiceSubscriberDeps): void {
  events.on('orderPaid', ({ order }) => enqueue({ orderId: order.id, kind: 'factura' }));
  events.on('orderRefunded', ({ order, refundedArs }) =>
    enqueue({ orderId: order.id, kind: 'nota_credito', upToArs: refundedArs }),
  );
  events.on('orderCancelled', async ({ order }) => {
    // Only a paid order has an invoice to cancel; the job finds none otherwise and stops.
    if (order.paymentStatus === 'pagado' || order.paymentStatus === 'reembolsado')
      await enqueue({ orderId: order.id, kind: 'nota_credito' });
  });
}
