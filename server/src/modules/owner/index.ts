/**
 * The owner's day: the production list, the dashboard, the orders export, reviews' moderation and
 * push alerts to the administrators' browsers. Decorates `app.push` for the modules that alert the
 * owner (withdrawals); alerts of new and paid orders are subscribers of `orderPlaced`/`orderPaid`.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { ownerRoutes } from './owner-routes.ts';
import { resolveVapidKeys } from './push-keys.ts';
import { createPushService, type PushService } from './push-service.ts';

export type { PushService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Push alerts to the administrators' browsers (the owner module). */
    push: PushService;
  }
}

export const ownerModule = defineModule('owner', async (app, { config, db, events, pushAgent }) => {
  const push = createPushService({
    db,
    keys: () =>
      resolveVapidKeys({
        configured: config.push.vapidKeys,
        store: config.databaseUrl ? { db } : { dataDir: config.dataDir },
      }),
    subject: config.push.subject,
    log: app.log,
    agent: pushAgent,
    allowedHosts: config.push.allowedHosts,
  });
  app.decorate('push', push);
  events.on('orderPlaced', ({ order }) => void push.orderPlaced(order));
  // A shopper's own cancellation (docs/decisions/0027): the owner's phone is told.
  events.on('orderCancelled', ({ order, by }) => {
    if (by === 'customer') void push.orderCancelledByCustomer(order);
  });
  // The owner is alerted of payments Mercado Pago approves; one the owner marks paid is their own act.
  events.on('orderPaid', ({ order, source }) => {
    if (source === 'mercadopago') void push.orderPaid(order);
  });
  await app.register(ownerRoutes, {
    db,
    onReviewsChanged: () => events.emit('catalogChanged', { reason: 'reviews' }),
    push,
  });
});
