/**
 * The shopper's profile (cliente): the details checkout pre-fills, edited on the profile page or kept
 * from an order (`rememberCheckoutDetails`, in the order's transaction).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { customerRoutes } from './customer-routes.ts';

export { rememberCheckoutDetails, type CheckoutDetails } from './customer-service.ts';

export const customersModule = defineModule('customers', async (app, { db }) => {
  await app.register(customerRoutes, { db });
});
