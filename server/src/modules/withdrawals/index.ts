/**
 * The withdrawal button (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md): the public
 * form's endpoint, the owner's queue and what follows a request (mails, push alert). Other modules
 * use only what this file exports.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminWithdrawalRoutes } from './admin-routes.ts';
import { withdrawalRoutes } from './routes.ts';
import { createWithdrawalService } from './service.ts';
import { registerWithdrawalSubscribers } from './subscribers.ts';

export { ordersWithRequests } from './store.ts';

export const withdrawalsModule = defineModule(
  'withdrawals',
  async (app, { config, db, events, limiter, outbox }) => {
    const withdrawals = createWithdrawalService({
      db,
      events,
      limiter,
      rateLimit: config.rateLimit,
      facts: liveShopFacts(
        app.shopFacts,
        { shopName: (f) => f.name, ordersEmail: (f) => f.ordersEmail },
        { publicUrl: config.publicUrl },
      ),
    });
    registerWithdrawalSubscribers({
      events,
      kickMail: () => outbox.kick(),
      alertOwner: (message) =>
        app.push
          .notifyAdmins(message)
          .catch((err: unknown) => app.log.error({ err }, 'could not send the withdrawal push')),
    });
    await app.register(withdrawalRoutes, { withdrawals });
    await app.register(adminWithdrawalRoutes, { withdrawals });
  },
  { config: ['rateLimit', 'publicUrl'], dependencies: ['push', 'shop'] },
);
