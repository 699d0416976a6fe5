/**
 * Carts that follow the shopper (docs/decisions/0023-saved-carts.md): a signed-in shopper's cart and
 * wishlist kept on the account. A Fastify plugin taking its slice of the configuration; other
 * modules use only what this file exports.
 */
import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './routes.ts';
import { createCartService, type CartServiceDeps } from './service.ts';

export type CartsModuleOptions = CartServiceDeps;

export const cartsModule: FastifyPluginAsync<CartsModuleOptions> = async (app, opts) => {
  await app.register(cartRoutes, { carts: createCartService(opts) });
};
