/**
 * Reviews of products: a shopper's review, the public lists and the owner's moderation
 * (admin-routes.ts); a change of what shoppers see emits `catalogChanged`.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { reviewAdminRoutes } from './admin-routes.ts';
import { reviewListRoutes, reviewRoutes } from './routes.ts';

export { reviewAuthor } from './service.ts';

export const reviewsModule = defineModule(
  'reviews',
  async (app, { db, events }) => {
    await app.register(reviewRoutes, { db, catalog: app.catalog });
    await app.register(reviewListRoutes, { db });
    await app.register(reviewAdminRoutes, {
      db,
      onReviewsChanged: () => events.emit('catalogChanged', { reason: 'reviews' }),
    });
  },
  { dependencies: ['catalog'] },
);
