/**
 * The back office's product images (issue 5, Catalogue: "up to four images uploaded from the
 * browser, checked from their bytes, resized and converted for the web"), administrators only:
 * - POST   /api/admin/products/:id/images          multipart field `image` → 201 product with it appended;
 * - DELETE /api/admin/products/:id/images/:index   → product without image `index` (0-based);
 * - PUT    /api/admin/products/:id/images { images } → product with its images in that order.
 * And, public: GET /images/uploads/products/:productId/:file, the converted files, cached for a
 * year (every upload has a new name).
 *
 * Errors: 400 `no_file` / `malformed_upload` / `images_mismatch`, 404 `product_not_found` / `image_not_found`,
 * 409 `too_many_images`, 413 `image_too_large`, 415 `unsupported_image`, 422 `image_too_small`.
 * A refused upload stores nothing. The shop lists a product only once it has an image.
 */
import { randomUUID } from 'node:crypto';
import { adminImageOrderSchema, adminProductViewSchema, GALLERY_IMAGES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIN_PX, VALIDATION_KEYS } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { HttpError, message } from '../../lib/http-errors.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { parseIntId } from '../../lib/int-id.ts';
import { requestLang } from '../../lib/lang.ts';
import { readSingleUpload, registerUploadParsers } from '../../lib/read-upload.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { toAdminProduct } from '../admin/admin-product-routes.ts';
import { ImageRejectedError, makeImageVariants } from './image-variants.ts';
import { keysOfBase, UPLOADED_FILE, uploadedBase, variantKey } from './image-storage.ts';

const maxMb = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

const imageError = defineErrors({
  no_file: [400, 'Elegí una imagen para subir.', 'Choose an image to upload.'],
  malformed_upload: [400, 'La imagen llegó incompleta o dañada. Probá subirla de nuevo.', 'The image arrived incomplete or damaged. Please upload it again.'],
  images_mismatch: [400, 'La lista no coincide con las imágenes actuales del producto. Recargá la página.', "The list does not match the product's current images. Reload the page."],
  product_not_found: [404, 'El producto no existe.', 'The product does not exist.'],
  image_not_found: [404, 'La imagen no existe.', 'The image does not exist.'],
  too_many_images: [409, `El producto ya tiene ${GALLERY_IMAGES} imágenes: quitá una antes de subir otra.`, `The product already has ${GALLERY_IMAGES} images: remove one before uploading another.`],
  image_too_large: [413, `La imagen supera los ${maxMb} MB.`, `The image is larger than ${maxMb} MB.`],
  unsupported_image: [415, 'El archivo debe ser una imagen JPG, PNG, WebP o AVIF.', 'The file must be a JPG, PNG, WebP or AVIF image.'],
  image_too_small: [422, `La imagen debe medir al menos ${PRODUCT_IMAGE_MIN_PX} × ${PRODUCT_IMAGE_MIN_PX} píxeles.`, `The image must be at least ${PRODUCT_IMAGE_MIN_PX} × ${PRODUCT_IMAGE_MIN_PX} pixels.`],
});

const FILE_FIELD = 'image';
const YEAR_S = 365 * 24 * 60 * 60;

export interface ProductImageRoutesOptions {
  db: Db;
  storage: FileStorage;
  /** Called after every change, so the shop's cached catalogue and pages show it. */
  onCatalogChange: () => void;
}

/** The product id of the path, or 404 when it cannot be one. */
function productId(raw: string, lang: 'es' | 'en'): number {
  const id = parseIntId(raw);
  if (id === undefined) throw imageError('product_not_found', lang);
  return id;
}

const ProductParams = z.object({ id: z.string().describe('Numeric product id') });

/** Registers the routes; use `app.register` so the multipart parser stays in this scope. */
export const productImageRoutes: FastifyPluginAsyncZod<ProductImageRoutesOptions> = async (app, opts) => {
  const { db, storage } = opts;

  /** Removes files no product row points at; a failure only leaves garbage, so it is logged. */
  const removeFiles = (request: FastifyRequest, keys: string[]) =>
    Promise.all(keys.map((key) => storage.delete(key))).catch((err: unknown) => request.log.warn({ err, keys }, 'could not remove product image files'));

  async function currentImages(id: number, lang: 'es' | 'en'): Promise<string[]> {
    const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, id));
    if (!row) throw imageError('product_not_found', lang);
    return row.images;
  }

  await app.register(async (admin) => {
    const routes = admin.withTypeProvider<ZodTypeProvider>();
    await registerUploadParsers(admin, { fileSize: PRODUCT_IMAGE_MAX_BYTES, fields: 5, parts: 10 });
    admin.addHook('preValidation', app.requireAdmin);

    routes.post(
      '/api/admin/products/:id/images',
      { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Upload a product image (multipart field "image"; JPG, PNG, WebP or AVIF)', consumes: ['multipart/form-data'], params: ProductParams, response: { 201: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409, 413, 415, 422) } } },
      async (request, reply) => {
      const lang = requestLang(request);
      const id = productId(request.params.id, lang);
      // Checked before the body is read, so a refused upload costs no decoding.
      if ((await currentImages(id, lang)).length >= GALLERY_IMAGES) throw imageError('too_many_images', lang);

      const upload = await readSingleUpload(request, FILE_FIELD);
      if (upload === 'no_file') throw imageError('no_file', lang);
      if (upload === 'malformed') throw imageError('malformed_upload', lang);
      if (upload === 'too_large') throw imageError('image_too_large', lang);

      let variants;
      try {
        variants = await makeImageVariants(upload.bytes);
      } catch (err) {
        if (err instanceof ImageRejectedError) throw imageError(err.reason, lang);
        throw err;
      }

      const uuid = randomUUID();
      const keys = variants.map((v) => variantKey(id, uuid, v.width, v.ext));
      await Promise.all(variants.map((v, i) => storage.put(keys[i], v.bytes, v.contentType)));
      const base = uploadedBase(id, uuid);
      // The count is checked again in the update: two uploads at once cannot make a fifth image.
      const [row] = await db
        .update(products)
        .set({ images: sql`${products.images} || ${JSON.stringify([base])}::jsonb`, updatedAt: new Date() })
        .where(and(eq(products.id, id), sql`jsonb_array_length(${products.images}) < ${GALLERY_IMAGES}`))
        .returning()
        .catch(async (err: unknown) => {
          await removeFiles(request, keys);
          throw err;
        });
      if (!row) {
        await removeFiles(request, keys);
        throw imageError('too_many_images', lang);
      }
      opts.onCatalogChange();
      return reply.status(201).send(toAdminProduct(row));
    });

    routes.delete(
      '/api/admin/products/:id/images/:index',
      { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Remove one product image', params: ProductParams.extend({ index: z.string().describe('Position, from 0') }), response: { 200: adminProductViewSchema, ...errorResponses(...ADMIN_ERRORS, 404) } } },
      async (request) => {
      const lang = requestLang(request);
      const id = productId(request.params.id, lang);
      const index = Number(request.params.index);
      const images = await currentImages(id, lang);
      if (!Number.isInteger(index) || index < 0 || index >= images.length) throw imageError('image_not_found', lang);
      const base = images[index];
      // Removes that path (not "whatever is at index now"), so a concurrent reorder cannot make it drop another.
      const [row] = await db
        .update(products)
        .set({
          images: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${products.images}) e where e <> to_jsonb(${base}::text))`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw imageError('product_not_found', lang);
      await removeFiles(request, keysOfBase(base));
      opts.onCatalogChange();
      return toAdminProduct(row);
    });

    routes.put(
      '/api/admin/products/:id/images',
      { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Reorder the product images (the first is the cover)', params: ProductParams, body: adminImageOrderSchema, response: { 200: adminProductViewSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404) } } },
      async (request) => {
      const lang = requestLang(request);
      const id = productId(request.params.id, lang);
      const body = request.body;
      const images = await currentImages(id, lang);
      const same = body.images.length === images.length && new Set(body.images).size === images.length && body.images.every((b) => images.includes(b));
      if (!same) throw imageError('images_mismatch', lang, { images: VALIDATION_KEYS.imagesMismatch });
      const [row] = await db
        .update(products)
        .set({ images: body.images, updatedAt: new Date() })
        // Only over the list that was checked: a change in between makes the admin reload.
        .where(and(eq(products.id, id), sql`${products.images} = ${JSON.stringify(images)}::jsonb`))
        .returning();
      if (!row) throw imageError('images_mismatch', lang, { images: VALIDATION_KEYS.imagesMismatch });
      opts.onCatalogChange();
      return toAdminProduct(row);
    });
  });

  app.get(
    '/images/uploads/products/:productId/:file',
    { schema: { tags: ['catalog'], summary: 'An uploaded product image file', params: z.object({ productId: z.string(), file: z.string() }), response: { 200: z.unknown().describe('The image'), ...errorResponses(404) } } },
    async (request, reply) => {
    const { productId: pid, file } = request.params;
    const stored = /^\d{1,10}$/.test(pid) && UPLOADED_FILE.test(file) ? await storage.get(`products/${pid}/${file}`) : undefined;
    if (!stored) throw new HttpError(404, 'not_found', message('notFound', requestLang(request)));
    return reply
      .type(stored.contentType)
      .header('content-length', stored.sizeBytes)
      .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
      .send(stored.stream);
  },
  );
};
