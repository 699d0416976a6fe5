/**
 * The catalogue (docs/decisions/0002-catalogue-cache.md): the listed products, their filters, deal
 * and statistics, served from a copy refreshed in the background. Decorates `app.catalog` for the
 * modules that read it (carts, feeds, reviews, seo, the pages); refreshes on `catalogChanged` and,
 * for best-selling and ratings, on `orderPlaced`. The owner's product editor is the catalog-admin module.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { catalogRoutes } from './routes.ts';
import { createCatalogService, type CatalogService } from './service.ts';

export type { CatalogService };
export {
  findListedProductId,
  loadProductRating,
  readDeal,
  readListedLeadTimes,
  readListedProductsByIds,
  readProductPrices,
  readProductTitles,
  visibleReview,
} from './store.ts';
// The owner's product editor (the catalog-admin module) writes products through these.
export {
  insertProduct,
  productExists,
  readAllProducts,
  readDealRow,
  saveDeal,
  updateProduct,
} from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's cached copy (the catalog module). */
    catalog: CatalogService;
  }
}

export const catalogModule = defineModule(
  'catalog',
  async (app, { config, db, events }) => {
    const catalog = createCatalogService(db, {
      cacheTtlMs: config.catalogCacheTtlMs,
      statsRefreshMs: config.catalogStatsRefreshMs,
    });
    app.decorate('catalog', catalog);
    // Pages are not dropped for an order, only the statistics follow it (docs/decisions/0002).
    events.on('orderPlaced', () => catalog.statsChanged());
    events.on('catalogChanged', () => catalog.invalidate());
    app.addHook('onClose', async () => catalog.close());
    await app.register(catalogRoutes, { catalog });
  },
  { config: ['catalogCacheTtlMs', 'catalogStatsRefreshMs'] },
);
