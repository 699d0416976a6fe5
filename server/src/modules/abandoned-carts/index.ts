/**
 * Abandoned-cart recovery (docs/decisions/0024-abandoned-carts.md): reminders of saved carts left
 * without an order, their restore and unsubscribe links, and the owner's list and settings. A
 * Fastify plugin taking its slice of the configuration; it registers its routes and its sweep job.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { JobRunner } from '../../plugins/job-runner.ts';
import { adminAbandonedCartRoutes } from './admin-routes.ts';
import { startAbandonedCartSweeps } from './jobs.ts';
import { cartReminderRoutes } from './routes.ts';
import { abandonedCartTestRoutes } from './test-routes.ts';
import { createAbandonedCartService, type AbandonedCartDeps } from './service.ts';

export { ABANDONED_CART_SWEEP } from './jobs.ts';

export interface AbandonedCartsModuleOptions extends AbandonedCartDeps {
  jobs: JobRunner;
  /** TEST_ROUTES: also the test-only route that mails one reminder "at" a given time. */
  testRoutes: boolean;
}

export const abandonedCartsModule: FastifyPluginAsync<AbandonedCartsModuleOptions> = async (app, opts) => {
  const reminders = createAbandonedCartService(opts);
  let stopSweeps = () => {};
  app.addHook('onReady', async () => {
    stopSweeps = startAbandonedCartSweeps(opts.jobs, reminders, app.log);
  });
  app.addHook('onClose', async () => stopSweeps());
  await app.register(cartReminderRoutes, { reminders });
  await app.register(adminAbandonedCartRoutes, { reminders });
  if (opts.testRoutes) await app.register(abandonedCartTestRoutes, { db: opts.db, reminders });
};
