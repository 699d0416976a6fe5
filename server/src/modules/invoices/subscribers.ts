/**
 * What follows a payment change, after its commit (docs/decisions/0021-electronic-invoices.md):
 * a paid order gets its invoice, a refunded or cancelled paid order its credit note; both as jobs,
 * so that ARCA's trouble never reaches the payment or the shopper's page.
 */
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { InvoiceJobPayload } from './jobs.ts';

export interface InvoiceSubscriberDeps {
  events: ShopEvents;
  /** Queues the job (one per document) and kicks the runner. */
  enqueue: (payload: InvoiceJobPayload) => Promise<void>;
}

/** Queues the invoice job on orderPaid, and the credit note's on orderRefunded and on orderCancelled of a paid order. */
export function registerInvoiceSubscribers({ events, enqueue }: InvoiceSubscriberDeps): void {
  events.on('orderPaid', ({ order }) => enqueue({ orderId: order.id, kind: 'factura' }));
  events.on('orderRefunded', ({ order }) => enqueue({ orderId: order.id, kind: 'nota_credito' }));
  events.on('orderCancelled', async ({ order }) => {
    // Only a paid order has an invoice to cancel; the job finds none otherwise and stops.
    if (order.paymentStatus === 'pagado' || order.paymentStatus === 'reembolsado')
      await enqueue({ orderId: order.id, kind: 'nota_credito' });
  });
}
