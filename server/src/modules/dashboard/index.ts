/**
 * The owner's dashboard (GET /api/admin/dashboard): today's and this week's orders and revenue,
 * statuses, the last 30 days and the best sellers, read in one aggregate (service.ts).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { dashboardRoutes } from './admin-routes.ts';

export const dashboardModule = defineModule('dashboard', async (app, { db }) => {
  await app.register(dashboardRoutes, { db });
});
