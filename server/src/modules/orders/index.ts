/**
 * Orders (docs/decisions/0007-orders.md): placing a web order (pedido), the shopper's orders, and
 * the expiry of unpaid ones (docs/decisions/0018-unpaid-order-expiry.md, a job queued with the
 * order). The owner's order desk is the order-desk module, WhatsApp orders the whatsapp-orders
 * module, the production list and the export the order-reports module. Emits `orderPlaced`
 * after the order's transaction and `orderCancelled` after the owner's or the shopper's cancel; their
 * mails are queued in it, and the outbox is woken here. Other modules use only what this file exports.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { ORDER_EXPIRY_JOB, ORDER_EXPIRY_JOB_OPTIONS, orderExpiryHandler } from './jobs.ts';
import { orderExpiryTestRoutes } from './test-routes.ts';
import { orderRoutes } from './routes.ts';

export { placeAgreedOrder, type AgreedOrderInput } from './service/agreed-order.ts';
export { getOrders, lineTitle, storedDelivery } from './service/orders.ts';
export { priceLines } from './service/price-lines.ts';
export { hasReceivedProduct, receivedProductSql } from './store/received.ts';
export { insertStatusChange, lockOrder, updateStatusFrom } from './store/orders.ts';
export { ORDER_RATE_WINDOW_SECONDS } from './service/place-order.ts';
export { orderError } from './errors.ts';
export { ORDER_EXPIRY_JOB_OPTIONS } from './jobs.ts';

export const ordersModule = defineModule(
  'orders',
  async (app, { config, db, events, jobs, limiter, outbox }) => {
    events.on('orderPlaced', () => outbox.kick());
    // A cancellation's mails (the owner's, the shopper's own, the expiry's) are queued in its transaction.
    events.on('orderCancelled', () => outbox.kick());
    await app.register(orderRoutes, {
      db,
      shop: liveShopFacts(
        app.shopFacts,
        {
          name: (f) => f.name,
          bankAlias: (f) => f.bankAlias,
          ordersEmail: (f) => f.ordersEmail,
          bankCbu: (f) => f.bankCbu,
          bankHolder: (f) => f.bankHolder,
          bankCuit: (f) => f.bankCuit,
          bankName: (f) => f.bankName,
          hours: (f) => f.hours,
        },
        { paymentMethods: config.paymentMethods, publicUrl: config.publicUrl },
      ),
      events,
      rateLimit: { limiter, perHour: config.ordersPerHour },
      paymentDeadlines: config.paymentDeadlines,
      holidays: app.holidays,
    });
    // Each unpaid transfer or Mercado Pago order has a job due at its payment time, queued with the
    // order; its mail goes out at once after the cancel commits.
    const facts = liveShopFacts(
      app.shopFacts,
      { shopName: (f) => f.name, ordersEmail: (f) => f.ordersEmail },
      { publicUrl: config.publicUrl },
    );
    const onExpired = () => outbox.kick();
    jobs.register(ORDER_EXPIRY_JOB, orderExpiryHandler({ db, facts, onExpired }), ORDER_EXPIRY_JOB_OPTIONS);
    if (config.testRoutes) await app.register(orderExpiryTestRoutes, { db, facts, onExpired });
  },
  {
    config: ['paymentMethods', 'publicUrl', 'ordersPerHour', 'paymentDeadlines', 'testRoutes'],
    dependencies: ['delivery', 'shop'],
  },
);
