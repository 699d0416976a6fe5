/**
 * The shop's facts (name, WhatsApp, e-mails, address, hours, transfer account; docs/decisions/
 * 0028-shop-facts-in-the-database.md): the owner edits them in /admin, the environment gives the
 * first values. Decorates `app.shopFacts` for every module that states a fact (mails, pages,
 * WhatsApp text); also the health check.
 */
import type { ShopInfo } from '@shop/domain';
import { defineModule } from '../../lib/shop-module.ts';
import { adminShopFactsRoutes } from './admin-routes.ts';
import { createShopFactsService, type ShopFactsService } from './service.ts';
import { shopRoutes } from './routes.ts';

export type { ShopFactsService };

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's facts as the owner saved them, else the environment's (the shop module). */
    shopFacts: ShopFactsService;
  }
}

export const shopModule = defineModule(
  'shop',
  async (app, { config, db }) => {
    const shopFacts = createShopFactsService(db, {
      defaults: config.shop,
      paymentMethods: config.paymentMethods,
      analytics: config.analytics,
      cacheTtlMs: config.catalogCacheTtlMs,
      // Mails of every process follow a change within this bound (the catalogue's, at least a second).
      refreshMs: Math.max(config.catalogCacheTtlMs, 1000),
      onError: (err) => app.log.warn({ err }, 'could not reload the shop facts; the last copy stays'),
    });
    // A database that cannot be read at start fails the start, as the migrations would.
    await shopFacts.load();
    app.decorate('shopFacts', shopFacts);
    app.addHook('onClose', async () => shopFacts.close());
    await app.register(shopRoutes, { shopFacts, db });
    await app.register(adminShopFactsRoutes, { shopFacts });
  },
  { config: ['shop', 'paymentMethods', 'analytics', 'catalogCacheTtlMs'] },
);

/**
 * An object whose `live` fields read the shop's facts each time they are read, plus `fixed`
 * fields: what a module keeps for its mails, so a mail states the facts in use when it is written,
 * never those of the start (docs/decisions/0028). Do not spread it at start: that takes a copy.
 */
export function liveShopFacts<L extends Record<string, (facts: ShopInfo) => unknown>, F extends object>(
  shopFacts: Pick<ShopFactsService, 'get'>,
  live: L,
  fixed: F,
): { readonly [K in keyof L]: ReturnType<L[K]> } & F {
  const target = { ...fixed } as Record<string, unknown>;
  for (const [key, read] of Object.entries(live))
    Object.defineProperty(target, key, { enumerable: true, get: () => read(shopFacts.get()) });
  return target as { readonly [K in keyof L]: ReturnType<L[K]> } & F;
}
