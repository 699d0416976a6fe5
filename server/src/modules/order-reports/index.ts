/**
 * The owner's order reports: the production list of a day (web and confirmed WhatsApp orders, as
 * JSON or CSV) and the orders' export (CSV). Read-only: its store reads the orders module's tables
 * in one query per report (FOREIGN_READS in server/test/module-shape.test.ts). Split from orders
 * so each keeps one file per role (docs/decisions/0038-module-role-folders.md).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { orderExportRoutes, productionRoutes } from './admin-routes.ts';

export const orderReportsModule = defineModule('order-reports', async (app, { db }) => {
  await app.register(productionRoutes, { db });
  await app.register(orderExportRoutes, { db });
});
