/**
 * Catalogue feeds for shopping channels (docs/decisions/0022-catalogue-feeds.md): Google Merchant
 * Center and Meta Commerce Manager (which also fills the WhatsApp Business catalogue) read the
 * listed products from /feeds/google.xml and /feeds/meta.csv, built from the catalogue's copy.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { liveShopFacts } from '../shop/index.ts';
import { feedRoutes } from './routes.ts';
import { createFeedService } from './service.ts';

export const feedsModule = defineModule(
  'feeds',
  async (app, { config }) => {
    const feeds = createFeedService({
      catalog: app.catalog,
      publicUrl: config.publicUrl,
      shop: liveShopFacts(app.shopFacts, { name: (f) => f.name, nameEn: (f) => f.nameEn }, {}),
    });
    await app.register(feedRoutes, { feeds });
  },
  { config: ['publicUrl'], dependencies: ['catalog', 'shop'] },
);
