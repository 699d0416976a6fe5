/**
 * Product pictures: the owner's upload is checked and stored in the request; its WebP/AVIF variants
 * are made by a background job, one at a time (docs/decisions/0017-background-jobs.md), and a cover
 * picture's link preview after them. Decorates `app.images` (the link previews read the pictures).
 */
import { defineModule } from '../../lib/shop-module.ts';
import { requestLinkPreview } from '../seo/index.ts';
import { IMAGE_VARIANTS_JOB, IMAGE_VARIANTS_JOB_OPTIONS, imageVariantsHandler } from './jobs.ts';
import { productImageRoutes } from './admin-routes.ts';
import { createProductImageService, type ProductImageService } from './service.ts';
import { PREVIEW_URL_PREFIX, previewImagePath } from '@shop/domain';

export { IMAGE_LANE } from './jobs.ts';
export type { ProductImageService };

declare module 'fastify' {
  interface FastifyInstance {
    /** Product pictures (the product-images module). */
    images: ProductImageService;
  }
}

export const productImagesModule = defineModule(
  'product-images',
  async (app, { db, events, jobs, storage }) => {
    const images = createProductImageService({
      db,
      storage,
      onCatalogChange: () => events.emit('catalogChanged', { reason: 'images' }),
      log: app.log,
      jobs,
    });
    app.decorate('images', images);
    // Inside the job, so a preview that could not be queued makes the job retry.
    const onVariantsReady = async (base: string, cover: boolean) => {
      const preview = previewImagePath(base);
      if (cover && preview) await requestLinkPreview(jobs, preview.slice(PREVIEW_URL_PREFIX.length));
    };
    jobs.register(
      IMAGE_VARIANTS_JOB,
      imageVariantsHandler({ db, storage, onVariantsReady }),
      IMAGE_VARIANTS_JOB_OPTIONS,
    );
    await app.register(productImageRoutes, { images });
  },
);
