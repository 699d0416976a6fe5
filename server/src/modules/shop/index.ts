/** The shop's public facts (name, WhatsApp, address, payment methods) and its health check. */
import { defineModule } from '../../lib/shop-module.ts';
import { shopRoutes } from './shop-routes.ts';

export const shopModule = defineModule('shop', async (app, { config, db }) => {
  await app.register(shopRoutes, { shop: config.shop, db });
});
