/**
 * Carts that follow the shopper (docs/decisions/0023-saved-carts.md): a signed-in shopper's cart and
 * wishlist kept on the account. A Fastify plugin taking its slice of the configuration; other
 * modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes.ts';
import type { CartService } from './service.ts';

export { createCartService, type CartService } from './service.ts';

export interface CartsModuleOptions {
  /** Made by createCartService; shared with the abandoned-cart reminders, which read saved carts. */
  carts: CartService;
}

export const cartsModule: FastifyPluginAsync<CartsModuleOptions> = async (app, { carts }) => {
  await app.register(cartRoutes, { carts });
};
