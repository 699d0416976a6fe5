/**
 * The back office's order desk, customers, products, payments and delivery settings. These routes
 * are to move into the modules whose data they touch (docs/architecture.md); until then this module
 * registers them. A product change emits `catalogChanged`.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { adminCustomerRoutes } from './admin-customer-routes.ts';
import { adminDeliveryRoutes } from './admin-delivery-routes.ts';
import { adminOrderRoutes } from './admin-order-routes.ts';
import { adminPaymentRoutes } from './admin-payment-routes.ts';
import { adminProductRoutes } from './admin-product-routes.ts';

export { toAdminProduct } from './admin-product-service.ts';

export const adminModule = defineModule(
  'admin',
  async (app, { config, db, events, outbox, storage }) => {
    await app.register(adminOrderRoutes, {
      db,
      storage,
      mailer: outbox.mailer('order_status'),
      facts: liveShopFacts(app.shopFacts, { shopName: (f) => f.name }, {}),
      events,
    });
    await app.register(adminPaymentRoutes, { db, payments: app.payments });
    await app.register(adminCustomerRoutes, { db });
    await app.register(adminDeliveryRoutes, {
      db,
      paymentDeadlines: config.paymentDeadlines,
      holidays: app.holidays,
    });
    await app.register(adminProductRoutes, {
      db,
      onCatalogChange: () => events.emit('catalogChanged', { reason: 'product' }),
    });
  },
  { dependencies: ['payments', 'delivery', 'shop'] },
);
