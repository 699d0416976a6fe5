/**
 * WhatsApp orders (docs/decisions/0034-whatsapp-orders-and-review-approval.md): the cart a shopper
 * sends by WhatsApp, recorded with a short reference (POST /api/pedidos/whatsapp, no account),
 * confirmed or discarded by the owner (admin-routes.ts), and deleted by its expiry job when left
 * undecided. Owns whatsapp_orders and whatsapp_order_lines. Prices the lines with orders'
 * `priceLines` and answers orders' error codes. Split from orders so each keeps one file per role
 * (docs/decisions/0038-module-role-folders.md).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { ORDER_EXPIRY_JOB_OPTIONS } from '../orders/index.ts';
import { whatsappOrderAdminRoutes } from './admin-routes.ts';
import { WHATSAPP_ORDER_EXPIRY_JOB, whatsappOrderExpiryHandler } from './jobs.ts';
import { whatsappOrderRoutes } from './routes.ts';

export const whatsappOrdersModule = defineModule(
  'whatsapp-orders',
  async (app, { config, db, jobs, limiter }) => {
    await app.register(whatsappOrderRoutes, {
      db,
      holidays: app.holidays,
      publicLimit: {
        limiter,
        perIp: config.rateLimit.perIp,
        windowSeconds: config.rateLimit.windowSeconds,
      },
    });
    // Each WhatsApp order has a job due at its expiry, queued with it (decision 0034).
    jobs.register(WHATSAPP_ORDER_EXPIRY_JOB, whatsappOrderExpiryHandler({ db }), ORDER_EXPIRY_JOB_OPTIONS);
    await app.register(whatsappOrderAdminRoutes, { db });
  },
  { config: ['rateLimit'], dependencies: ['delivery'] },
);
