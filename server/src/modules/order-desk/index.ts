/**
 * The owner's order desk (GET/POST /api/admin/orders…): the filtered list with its counts, one
 * order in full (`adminOrderDetail`, also the payments module's), a status change with its history
 * row, coupon release and customer mail (undone within minutes), and an order's receipt file.
 * Reads orders' and payments' tables in its store (FOREIGN_READS in
 * server/test/module-shape.test.ts) and writes an order's status through orders' index.ts. Emits
 * `orderCancelled` when the owner cancels. Split from orders so each keeps one file per role
 * (docs/decisions/0038-module-role-folders.md).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminOrderRoutes } from './admin-routes.ts';

export { adminOrderDetail } from './service.ts';

export const orderDeskModule = defineModule(
  'order-desk',
  async (app, { db, events, outbox, storage }) => {
    await app.register(adminOrderRoutes, {
      db,
      storage,
      mailer: outbox.mailer('order_status'),
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, {}),
      events,
    });
  },
  { dependencies: ['shop'] },
);
