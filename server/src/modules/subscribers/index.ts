/**
 * The newsletter's subscribers: subscribe with a confirmed address for the first order's 10 %,
 * unsubscribe by the mailed link, and the owner's list.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminSubscriberRoutes } from './admin-routes.ts';
import { subscriberRoutes } from './routes.ts';

export const subscribersModule = defineModule(
  'subscribers',
  async (app, { config, db, outbox, limiter }) => {
    await app.register(subscriberRoutes, {
      db,
      mailer: outbox.mailer('subscriber'),
      limiter,
      rateLimit: config.rateLimit,
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, { publicUrl: config.publicUrl }),
    });
    await app.register(adminSubscriberRoutes, { db });
  },
  { config: ['rateLimit', 'publicUrl'] },
);
