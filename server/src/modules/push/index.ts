/**
 * Push alerts to the administrators' browsers: the owner's subscriptions (admin-routes.ts) and the
 * alerts. Decorates `app.push` for the modules that alert the owner (payments, withdrawals,
 * catering); alerts of new, paid and cancelled orders are subscribers of the orders' events.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { pushRoutes } from './admin-routes.ts';
import { resolveVapidKeys, createPushService, type PushService } from './service.ts';

export type { PushService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Push alerts to the administrators' browsers (the push module). */
    push: PushService;
  }
}

export const pushModule = defineModule(
  'push',
  async (app, { config, db, events, pushAgent }) => {
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
    await app.register(pushRoutes, { push });
  },
  { config: ['push', 'databaseUrl', 'dataDir'] },
);
