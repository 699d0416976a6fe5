/**
 * Reviews of products: a shopper's review and the public lists. The owner's moderation is in the
 * owner module; a change of what shoppers see emits `catalogChanged` there.
 */
import { defineModule } from '../../lib/shop-module.ts';
import { reviewListRoutes } from './review-list-routes.ts';
import { reviewRoutes } from './review-routes.ts';

export { reviewAuthor } from './review-list-service.ts';

export const reviewsModule = defineModule(
  'reviews',
  async (app, { db }) => {
    await app.register(reviewRoutes, { db, catalog: app.catalog });
    await app.register(reviewListRoutes, { db });
  },
  { dependencies: ['catalog'] },
);
