/**
 * Orders (docs/decisions/0007-orders.md): owns the web orders' rows, lines and status history; the
 * shopper's orders and their cancel, orders at an agreed amount (catering), pricing an order's
 * lines, and the expiry of unpaid ones (docs/decisions/0018-unpaid-order-expiry.md, a job queued
 * with the order). Placing a web order is the checkout module, the owner's order desk the
 * order-desk module, WhatsApp orders the whatsapp-orders module, the production list and the
 * export the order-reports module; they write these tables through this file's store exports.
 * Emits `orderCancelled` after the shopper's cancel; the mails of a new order or a cancel are
 * queued in its transaction, and the outbox is woken here on `orderPlaced` and `orderCancelled`.
 * Other modules use only what this file exports.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { ORDER_EXPIRY_JOB, ORDER_EXPIRY_JOB_OPTIONS, orderExpiryHandler } from './jobs.ts';
import { orderExpiryTestRoutes, orderRoutes } from './routes.ts';

export {
  getOrders,
  lineTitle,
  placeAgreedOrder,
  priceLines,
  storedDelivery,
  toPedido,
  type AgreedOrderInput,
  type PricedLine,
} from './service.ts';
export {
  findOrderByIdempotencyKey,
  hasReceivedProduct,
  insertOrderLines,
  insertOrderUnlessKeyTaken,
  insertStatusChange,
  lockOrder,
  receivedProductSql,
  updateStatusFrom,
  type NewOrderLine,
} from './store.ts';
export { orderError } from './errors.ts';
export { ORDER_EXPIRY_JOB_OPTIONS, queueOrderExpiry } from './jobs.ts';
export { newOrderCustomerMail, newOrderShopMail, type ShopFacts } from './mails.ts';

export const ordersModule = defineModule(
  'orders',
  async (app, { config, db, events, jobs, outbox }) => {
    events.on('orderPlaced', () => outbox.kick());
    // A cancellation's mails (the owner's, the shopper's own, the expiry's) are queued in its transaction.
    events.on('orderCancelled', () => outbox.kick());
    // What the cancel's and the expiry's mails state about the shop, read when they are sent.
    const facts = liveShopFacts(
      app.shopFacts,
      { shopName: (f) => f.name, ordersEmail: (f) => f.ordersEmail },
      { publicUrl: config.publicUrl },
    );
    // Each unpaid transfer or Mercado Pago order has a job due at its payment time, queued with the
    // order; its mail goes out at once after the cancel commits.
    const onExpired = () => outbox.kick();
    jobs.register(ORDER_EXPIRY_JOB, orderExpiryHandler({ db, facts, onExpired }), ORDER_EXPIRY_JOB_OPTIONS);
    if (config.testRoutes) await app.register(orderExpiryTestRoutes, { db, facts, onExpired });
    await app.register(orderRoutes, { db, facts, events });
  },
  {
    config: ['publicUrl', 'testRoutes'],
    dependencies: ['shop'],
  },
);
