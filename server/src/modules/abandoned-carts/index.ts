/**
 * Abandoned-cart reminders (docs/decisions/0024-abandoned-carts.md): a sweep job mails one reminder
 * per quiet saved cart (and guest's cart kept from checkout's box, decision 0031) with a link that restores it; the owner's switch, delay, list and WhatsApp
 * reminder; the restore and unsubscribe links.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminAbandonedCartRoutes } from './admin-routes.ts';
import { startAbandonedCartSweeps } from './jobs.ts';
import { abandonedCartTestRoutes, cartReminderRoutes } from './routes.ts';
import { createAbandonedCartService } from './service.ts';

export { ABANDONED_CART_SWEEP } from './jobs.ts';

export const abandonedCartsModule = defineModule(
  'abandoned-carts',
  async (app, { config, db, jobs, outbox, limiter }) => {
    const reminders = createAbandonedCartService({
      db,
      carts: app.carts,
      limiter,
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, { publicUrl: config.publicUrl }),
      defaults: config.abandonedCarts,
      mailQueued: () => outbox.kick(),
    });
    let stopSweeps = () => {};
    app.addHook('onReady', async () => {
      stopSweeps = startAbandonedCartSweeps(jobs, reminders, app.log);
    });
    app.addHook('onClose', async () => stopSweeps());
    await app.register(cartReminderRoutes, { reminders });
    await app.register(adminAbandonedCartRoutes, { reminders });
    // TEST_ROUTES: the test-only route that mails one reminder "at" a given time.
    if (config.testRoutes) await app.register(abandonedCartTestRoutes, { db, reminders });
  },
  { config: ['publicUrl', 'abandonedCarts', 'testRoutes'], dependencies: ['carts', 'shop'] },
);
