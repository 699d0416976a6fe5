/**
 * Getting paid (docs/decisions/0010-payments.md): Mercado Pago Checkout Pro, its notifications and a
 * reconciliation every 10 minutes, transfer and cash marked paid by the owner, refunds. Decorates
 * `app.payments`; the owner marks paid and refunds through admin-routes.ts. Emits `orderPaid` and
 * `orderRefunded`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { createMercadoPagoClient } from '../../plugins/mercadopago.ts';
import { adminPaymentRoutes } from './admin-routes.ts';
import { paymentRoutes } from './routes.ts';
import { createPaymentService, type PaymentService } from './service.ts';
import { registerPaymentSubscribers } from './subscribers.ts';

export { paymentError } from './errors.ts';
export { howToPay, paymentMethodName } from './mails.ts';
export type { PaymentService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments (the payments module). */
    payments: PaymentService;
  }
}

export const paymentsModule = defineModule(
  'payments',
  async (app, { config, db, events, limiter, outbox }) => {
    const payments = createPaymentService({
      db,
      client: config.mercadoPago ? createMercadoPagoClient(config.mercadoPago) : undefined,
      kickMail: () => outbox.kick(),
      facts: liveShopFacts(
        app.shopFacts,
        {
          shopName: (f) => f.name,
          ordersEmail: (f) => f.ordersEmail,
          bankAlias: (f) => f.bankAlias,
          bankCbu: (f) => f.bankCbu,
        },
        { publicUrl: config.publicUrl, invoicing: Boolean(config.arca) },
      ),
      log: app.log,
      events,
    });
    app.decorate('payments', payments);
    // A paid Mercado Pago order its shopper cancels is refunded; the owner is alerted when that fails.
    registerPaymentSubscribers({
      events,
      payments,
      log: app.log,
      onRefundFailed: (order) => void app.push.orderCancelledByCustomer(order, true),
    });
    await app.register(paymentRoutes, {
      payments,
      limiter,
      webhookSecret: config.mercadoPago?.webhookSecret,
    });
    await app.register(adminPaymentRoutes, { db, payments });
    if (config.mercadoPago) {
      const timer = startReconciliation(payments, app.log);
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { config: ['mercadoPago', 'publicUrl', 'arca'], dependencies: ['push', 'shop'] },
);

/**
 * Re-checks unpaid Mercado Pago orders every 10 minutes in case a notification was lost; a run
 * still going when the next is due is not doubled. The timer does not keep the process alive.
 */
function startReconciliation(payments: PaymentService, log: FastifyBaseLogger): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .reconcile()
      .then((summary) => {
        if (summary.changed > 0 || summary.failed > 0) log.info(summary, 'payments reconciled');
      })
      .catch((err: unknown) => log.warn({ err }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, 600_000);
  timer.unref();
  return timer;
}
