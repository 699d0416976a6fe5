/**
 * The owner's day (issue 19): every back-office route of the production list, dashboard, orders
 * export, reviews and push alerts, registered from app.ts in one place.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { orderExportRoutes } from './order-export-routes.ts';
import { productionRoutes } from './production-routes.ts';
import { pushRoutes } from './push-routes.ts';
import type { PushService } from './push-service.ts';
import { reviewAdminRoutes } from './review-admin-routes.ts';

export interface OwnerRoutesOptions {
  db: Db;
  /** Called after the owner hides or shows a review, so ratings are recomputed. */
  onReviewsChanged: () => void;
  push: PushService;
}

export const ownerRoutes: FastifyPluginAsyncZod<OwnerRoutesOptions> = async (app, opts) => {
  await app.register(productionRoutes, { db: opts.db });
  await app.register(dashboardRoutes, { db: opts.db });
  await app.register(orderExportRoutes, { db: opts.db });
  await app.register(reviewAdminRoutes, { db: opts.db, onReviewsChanged: opts.onReviewsChanged });
  await app.register(pushRoutes, { push: opts.push });
};
