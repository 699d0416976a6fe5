/**
 * Checkout (docs/decisions/0007-orders.md): placing a web order, POST /api/pedido. Prices the
 * lines with orders' `priceLines`, books the day and the coupon, and stores the order, its lines,
 * its expiry job and its two mails in one transaction through orders' index.ts; emits
 * `orderPlaced` after the commit. Answers orders' error codes. Split from orders so each keeps one
 * file per role (docs/decisions/0038-module-role-folders.md).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { checkoutRoutes } from './routes.ts';

export { ORDER_RATE_WINDOW_SECONDS } from './service.ts';

export const checkoutModule = defineModule(
  'checkout',
  async (app, { config, db, events, limiter }) => {
    await app.register(checkoutRoutes, {
      db,
      shop: liveShopFacts(
        app.shopFacts,
        {
          name: (f) => f.name,
          bankAlias: (f) => f.bankAlias,
          ordersEmail: (f) => f.ordersEmail,
          bankCbu: (f) => f.bankCbu,
          bankHolder: (f) => f.bankHolder,
          bankCuit: (f) => f.bankCuit,
          bankName: (f) => f.bankName,
          hours: (f) => f.hours,
        },
        { paymentMethods: config.paymentMethods, publicUrl: config.publicUrl },
      ),
      events,
      rateLimit: { limiter, perHour: config.ordersPerHour },
      paymentDeadlines: config.paymentDeadlines,
      holidays: app.holidays,
    });
  },
  {
    config: ['paymentMethods', 'publicUrl', 'ordersPerHour', 'paymentDeadlines'],
    dependencies: ['delivery', 'shop'],
  },
);
