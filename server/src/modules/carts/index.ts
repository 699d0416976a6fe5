/**
 * Carts that follow the shopper (docs/decisions/0023-saved-carts.md): a signed-in shopper's cart and
 * wishlist kept on the account. Decorates `app.carts` (the abandoned-cart reminders read saved carts).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { cartRoutes } from './routes.ts';
import { createCartService, type CartService } from './service.ts';

export type { CartService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved carts and wishlists (the carts module). */
    carts: CartService;
  }
}

export const cartsModule = defineModule(
  'carts',
  async (app, { db }) => {
    const carts = createCartService({ db, catalog: app.catalog });
    app.decorate('carts', carts);
    await app.register(cartRoutes, { carts });
  },
  { dependencies: ['catalog'] },
);
