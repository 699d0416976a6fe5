/** The shopper's profile (cliente): the details checkout pre-fills. */
import { defineModule } from '../../lib/shop-module.ts';
import { customerRoutes } from './customer-routes.ts';

export const customersModule = defineModule('customers', async (app, { db }) => {
  await app.register(customerRoutes, { db });
});
