/**
 * The back office's product images (Catalogue: "up to four images uploaded from the
 * browser, checked from their bytes, resized and converted for the web"), administrators only:
 * - POST   /api/admin/products/:id/images          multipart field `image` → 201 product with it appended;
 * - DELETE /api/admin/products/:id/images/:index   → product without image `index` (0-based);
 * - PUT    /api/admin/products/:id/images { images } → product with its images in that order.
 * And, public: GET /images/uploads/products/:productId/:file, the converted files, cached for a
 * year (every upload has a new name); until the background job has made them (a few seconds after
 * the upload), the upload's fallback JPEG at the same URLs, `no-store` so that nothing keeps it.
 *
 * Errors: 400 `no_file` / `malformed_upload` / `images_mismatch`, 404 `product_not_found` / `image_not_found`,
 * 409 `too_many_images`, 413 `image_too_large`, 415 `unsupported_image`, 422 `image_too_small`.
 * A refused upload stores nothing. The shop lists a product only once it has an image.
 * The rules and queries are product-images/service.ts.
 */
import { adminImageOrderSchema, adminProductViewSchema, PRODUCT_IMAGE_MAX_BYTES } from '@shop/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { readSingleUpload, registerUploadParsers } from '../../lib/read-upload.ts';
import { imageError, type ProductImageService } from './service.ts';

const FILE_FIELD = 'image';
const YEAR_S = 365 * 24 * 60 * 60;

export interface ProductImageRoutesOptions {
  /** The rules and queries (built in app.ts, which also registers the upload's background job). */
  images: ProductImageService;
}

const ProductParams = z.object({ id: z.string().describe('Numeric product id') });

/** Registers the routes; use `app.register` so the multipart parser stays in this scope. */
export const productImageRoutes: FastifyPluginAsyncZod<ProductImageRoutesOptions> = async (app, opts) => {
  const { images } = opts;

  await app.register(async (admin) => {
    const routes = admin.withTypeProvider<ZodTypeProvider>();
    await registerUploadParsers(admin, { fileSize: PRODUCT_IMAGE_MAX_BYTES, fields: 5, parts: 10 });
    admin.addHook('preValidation', app.requireAdmin);

    routes.post(
      '/api/admin/products/:id/images',
      {
        schema: {
          tags: ['admin'],
          security: SESSION_SECURITY,
          summary: 'Upload a product image (multipart field "image"; JPG, PNG, WebP or AVIF)',
          consumes: ['multipart/form-data'],
          params: ProductParams,
          response: {
            201: adminProductViewSchema,
            ...errorResponses(400, ...ADMIN_ERRORS, 404, 409, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const product = await images.add(request.params.id, () => readSingleUpload(request, FILE_FIELD));
        return reply.status(201).send(product);
      },
    );

    routes.delete(
      '/api/admin/products/:id/images/:index',
      {
        schema: {
          tags: ['admin'],
          security: SESSION_SECURITY,
          summary: 'Remove one product image',
          params: ProductParams.extend({ index: z.string().describe('Position, from 0') }),
          response: { 200: adminProductViewSchema, ...errorResponses(...ADMIN_ERRORS, 404) },
        },
      },
      async (request) => images.remove(request.params.id, request.params.index),
    );

    routes.put(
      '/api/admin/products/:id/images',
      {
        schema: {
          tags: ['admin'],
          security: SESSION_SECURITY,
          summary: 'Reorder the product images (the first is the cover)',
          params: ProductParams,
          body: adminImageOrderSchema,
          response: { 200: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) },
        },
      },
      async (request) => images.reorder(request.params.id, request.body.images),
    );
  });

  app.get(
    '/images/uploads/products/:productId/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'An uploaded product image file',
        params: z.object({ productId: z.string(), file: z.string() }),
        response: { 200: z.unknown().describe('The image'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const served = await images.file(request.params.productId, request.params.file);
      if (!served) throw imageError('not_found');
      // Browsers decode what they get whatever the URL's extension or the <source> type said.
      if (!served.final)
        return reply.type(served.contentType).header('cache-control', 'no-store').send(served.bytes);
      return reply
        .type(served.file.contentType)
        .header('content-length', served.file.sizeBytes)
        .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
        .send(served.file.stream);
    },
  );
};
