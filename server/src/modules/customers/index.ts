/**
 * The shopper's profile (cliente): the details checkout pre-fills, edited on the profile page or kept
 * from an order (`rememberCheckoutDetails`, in the order's transaction); the owner's customer list
 * (admin-routes.ts).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { adminCustomerRoutes } from './admin-routes.ts';
import { customerRoutes } from './routes.ts';

export { rememberCheckoutDetails, type CheckoutDetails } from './service.ts';

export const customersModule = defineModule('customers', async (app, { db }) => {
  await app.register(customerRoutes, { db });
  await app.register(adminCustomerRoutes, { db });
});
