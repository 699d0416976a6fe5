/**
 * The dashboard's own first-party funnel: beacons from the shop's pages counted per Argentina day
 * (no cookies, no third party, nothing about the shopper kept), and the owner's per-day figures.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { adminFunnelRoutes } from './admin-routes.ts';
import { funnelRoutes } from './routes.ts';
import { createFunnelService } from './service.ts';

export const funnelModule = defineModule(
  'funnel',
  async (app, { config, db, limiter }) => {
    const funnel = createFunnelService({ db, limiter, rateLimit: config.rateLimit });
    await app.register(funnelRoutes, { funnel });
    await app.register(adminFunnelRoutes, { funnel });
  },
  { config: ['rateLimit'] },
);
