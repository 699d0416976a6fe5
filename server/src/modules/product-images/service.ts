/**
 * A product's images in the back office (Catalogue: "up to four images uploaded from the
 * browser, checked from their bytes, resized and converted for the web"): add one, remove one,
 * reorder them, and read an uploaded file. Knows nothing of HTTP: the upload's bytes come through
 * a function the caller passes, and refusals are the errors of `imageError`. A refused upload
 * stores nothing; every change calls `onCatalogChange` so cached pages show it.
 *
 * An upload is checked and stored with a quick fallback picture inside the request; the AVIF and
 * WebP variants are made by a background job (product-images/jobs.ts) queued in the same transaction as the
 * new image. Until they exist their URLs serve the fallback, marked not to be cached (`file`).
 */
import { randomUUID } from 'node:crypto';
import {
  GALLERY_IMAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MIN_PX,
  VALIDATION_KEYS,
  IMAGE_WIDTHS,
} from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { parseIntId } from '../../lib/int-id.ts';
import type { Upload, UploadProblem } from '../../lib/read-upload.ts';
import { enqueueJob } from '../../plugins/job-queue.ts';
import { readStoredBytes, type FileStorage, type StoredFile } from '../../plugins/storage.ts';
import { toAdminProduct } from '../catalog-admin/index.ts';
import { checkUpload, ImageRejectedError } from '../../plugins/image-variants.ts';
import { IMAGE_VARIANTS_JOB, imageVariantsJobKey } from './jobs.ts';
import { appendImage, readImages, removeImage, replaceImages } from './store.ts';

const maxMb = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

export const imageError = defineErrors({
  no_file: [400, 'Elegí una imagen para subir.', 'Choose an image to upload.'],
  malformed_upload: [
    400,
    'La imagen llegó incompleta o dañada. Probá subirla de nuevo.',
    'The image arrived incomplete or damaged. Please upload it again.',
  ],
  images_mismatch: [
    400,
    'La lista no coincide con las imágenes actuales del producto. Recargá la página.',
    "The list does not match the product's current images. Reload the page.",
  ],
  product_not_found: [404, 'El producto no existe.', 'The product does not exist.'],
  image_not_found: [404, 'La imagen no existe.', 'The image does not exist.'],
  // A served file (an image variant) that is not stored.
  not_found: [404, 'No encontrado', 'Not found'],
  too_many_images: [
    409,
    `El producto ya tiene ${GALLERY_IMAGES} imágenes: quitá una antes de subir otra.`,
    `The product already has ${GALLERY_IMAGES} images: remove one before uploading another.`,
  ],
  image_too_large: [413, `La imagen supera los ${maxMb} MB.`, `The image is larger than ${maxMb} MB.`],
  unsupported_image: [
    415,
    'El archivo debe ser una imagen JPG, PNG, WebP o AVIF.',
    'The file must be a JPG, PNG, WebP or AVIF image.',
  ],
  image_too_small: [
    422,
    `La imagen debe medir al menos ${PRODUCT_IMAGE_MIN_PX} × ${PRODUCT_IMAGE_MIN_PX} píxeles.`,
    `The image must be at least ${PRODUCT_IMAGE_MIN_PX} × ${PRODUCT_IMAGE_MIN_PX} pixels.`,
  ],
});

const uploadProblems: Record<UploadProblem, 'no_file' | 'malformed_upload' | 'image_too_large'> = {
  no_file: 'no_file',
  malformed: 'malformed_upload',
  too_large: 'image_too_large',
};

export interface ProductImageServiceDeps {
  db: Db;
  storage: FileStorage;
  /** Called after every change, so the shop's cached catalogue and pages show it. */
  onCatalogChange: () => void;
  /** Where files left behind are logged (a failed removal only leaves garbage). */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Woken after an upload's job is committed, so this process starts on it at once. */
  jobs: { kick(): void };
}

/**
 * An uploaded file as served: a variant (`final`, for ever the same bytes), or while the variants
 * are being made the upload's fallback JPEG, which must not be cached.
 */
export type ServedImage =
  { final: true; file: StoredFile } | { final: false; bytes: Buffer; contentType: 'image/jpeg' };

/** An image base's 800 px picture (link previews start from it): the WebP variant, or the fallback JPEG. */
export interface ImagePicture {
  bytes: Buffer;
  final: boolean;
}

export type ProductImageService = ReturnType<typeof createProductImageService>;

/** Builds the service over `deps` (app.ts: one per app, shared by the routes and the link previews). */
export function createProductImageService(deps: ProductImageServiceDeps) {
  const { db, storage } = deps;

  /** Removes files no product row points at; a failure only leaves garbage, so it is logged. */
  const removeFiles = (keys: string[]) =>
    Promise.all(keys.map((key) => storage.delete(key))).catch((err: unknown) =>
      deps.log.warn({ err, keys }, 'could not remove product image files'),
    );

  /** The product id of a path, or 404 when it cannot be one. */
  function productId(raw: string): number {
    const id = parseIntId(raw);
    if (id === undefined) throw imageError('product_not_found');
    return id;
  }

  async function currentImages(id: number): Promise<string[]> {
    const images = await readImages(db, id);
    if (!images) throw imageError('product_not_found');
    return images;
  }

  /**
   * The uploaded file `file` of product `productIdText` as served: the variant once made, the
   * upload's fallback until then; undefined when the names cannot be one or nothing is stored.
   */
  async function servedFile(productIdText: string, file: string): Promise<ServedImage | undefined> {
    const uuid = UPLOADED_FILE.exec(file)?.[1];
    if (!/^\d{1,10}$/.test(productIdText) || !uuid) return undefined;
    const key = `products/${productIdText}/${file}`;
    const contentType = variantContentType(file);
    const variant = await storage.get(key);
    if (variant && contentType) return { final: true, file: { ...variant, contentType } };
    const fallback = await readStoredBytes(storage, fallbackKey(productIdText, uuid));
    if (fallback) return { final: false, bytes: fallback, contentType: 'image/jpeg' };
    // The job removes the fallback right after storing the variants: it may have done so since.
    const late = await storage.get(key);
    return late && contentType ? { final: true, file: { ...late, contentType } } : undefined;
  }

  return {
    /**
     * Appends an image to product `rawId`: `readUpload` is only called once the product is known
     * to have room (a refused upload costs no decoding); the bytes are checked and the original and
     * a fallback picture stored (plugins/image-variants.ts); the image is appended, while the count is still
     * below GALLERY_IMAGES, in one transaction with the job that makes its variants.
     * @returns the product's admin view with the new image last.
     * @throws product_not_found 404, too_many_images 409, no_file/malformed_upload 400,
     *   image_too_large 413, unsupported_image 415, image_too_small 422.
     */
    async add(rawId: string, readUpload: () => Promise<Upload | UploadProblem>) {
      const id = productId(rawId);
      if ((await currentImages(id)).length >= GALLERY_IMAGES) throw imageError('too_many_images');
      const upload = await readUpload();
      if (typeof upload === 'string') throw imageError(uploadProblems[upload]);
      let checked;
      try {
        checked = await checkUpload(upload.bytes);
      } catch (err) {
        if (err instanceof ImageRejectedError) throw imageError(err.reason);
        throw err;
      }
      const uuid = randomUUID();
      const keys = [originalKey(id, uuid), fallbackKey(id, uuid)];
      const undo = async (err: unknown): Promise<never> => {
        await removeFiles(keys);
        throw err;
      };
      await Promise.all([
        storage.put(keys[0]!, upload.bytes, checked.contentType),
        storage.put(keys[1]!, checked.fallback, 'image/jpeg'),
      ]).catch(undo);
      const base = uploadedBase(id, uuid);
      const row = await inTransaction(db, async (tx) => {
        // The count is checked again in the update: two uploads at once cannot make a fifth image.
        const updated = await appendImage(tx, id, base, GALLERY_IMAGES);
        if (updated)
          await enqueueJob(
            tx,
            IMAGE_VARIANTS_JOB,
            { productId: id, uuid },
            { key: imageVariantsJobKey({ productId: id, uuid }) },
          );
        return updated;
      }).catch(undo);
      if (!row) {
        await removeFiles(keys);
        throw imageError('too_many_images');
      }
      deps.jobs.kick();
      deps.onCatalogChange();
      return toAdminProduct(row);
    },

    /** Removes image `rawIndex` (0-based) of product `rawId` and its files. @throws product_not_found, image_not_found (404) */
    async remove(rawId: string, rawIndex: string) {
      const id = productId(rawId);
      const index = Number(rawIndex);
      const images = await currentImages(id);
      if (!Number.isInteger(index) || index < 0 || index >= images.length)
        throw imageError('image_not_found');
      const base = images[index];
      // Removes that path (not "whatever is at index now"), so a concurrent reorder cannot make it drop another.
      const row = await removeImage(db, id, base);
      if (!row) throw imageError('product_not_found');
      await removeFiles(keysOfBase(base));
      deps.onCatalogChange();
      return toAdminProduct(row);
    },

    /**
     * Puts product `rawId`'s images in the order `images` (the first is the cover); the list must be
     * exactly the current images, and the update only applies over the list checked.
     * @throws product_not_found (404), images_mismatch (400, fields.images)
     */
    async reorder(rawId: string, images: string[]) {
      const id = productId(rawId);
      const current = await currentImages(id);
      const same =
        images.length === current.length &&
        new Set(images).size === current.length &&
        images.every((b) => current.includes(b));
      if (!same) throw imageError('images_mismatch', { images: VALIDATION_KEYS.imagesMismatch });
      // Only over the list that was checked: a change in between makes the admin reload.
      const row = await replaceImages(db, id, current, images);
      if (!row) throw imageError('images_mismatch', { images: VALIDATION_KEYS.imagesMismatch });
      deps.onCatalogChange();
      return toAdminProduct(row);
    },

    /** The uploaded file `file` of product `productIdText` as served (see servedFile). */
    file: servedFile,

    /** The 800 px picture of uploaded image `base` (the WebP variant, else the fallback); undefined when it has none. */
    async picture(base: string): Promise<ImagePicture | undefined> {
      const parsed = parseUploadedBase(base);
      if (!parsed) return undefined;
      const served = await servedFile(String(parsed.productId), `${parsed.uuid}-800.webp`);
      if (!served) return undefined;
      if (!served.final) return { bytes: served.bytes, final: false };
      const chunks: Buffer[] = [];
      for await (const chunk of served.file.stream) chunks.push(chunk as Buffer);
      return { bytes: Buffer.concat(chunks), final: true };
    },
  };
}

/*
 * Where uploaded product images live: storage keys `products/<productId>/<uuid>-<width>.<ext>`,
 * served at `/images/uploads/products/<productId>/<uuid>-<width>.<ext>`. The products table keeps
 * the base path `/images/uploads/products/<productId>/<uuid>` (see `imageSources` in @shop/domain).
 * Seed images (`/images/products/...`) ship with the web build and are never in the storage.
 *
 * Until the background job has made those variants (product-images/jobs.ts), two other files stand beside
 * them: the photo as uploaded (`<uuid>-original`, never served: it may carry the camera's metadata)
 * and a quick 800 px JPEG (`<uuid>-fallback.jpg`) served at the variants' URLs meanwhile.
 */

export const UPLOADS_URL_PREFIX = '/images/uploads/';
const EXTENSIONS = ['avif', 'webp'] as const;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED_BASE = new RegExp(`^/images/uploads/products/(\\d{1,10})/(${UUID})$`);
/** A served file name: `<uuid>-<width>.<ext>` with one of the generated widths and formats; group 1 is the uuid. */
export const UPLOADED_FILE = new RegExp(
  `^(${UUID})-(?:${IMAGE_WIDTHS.join('|')})\\.(?:${EXTENSIONS.join('|')})$`,
);

/** The base path stored in products.images for a new upload. */
export function uploadedBase(productId: number, uuid: string): string {
  return `${UPLOADS_URL_PREFIX}products/${productId}/${uuid}`;
}

/** The product id and uuid of an uploaded base path; undefined for seed images and anything else. */
export function parseUploadedBase(base: string): { productId: number; uuid: string } | undefined {
  const match = UPLOADED_BASE.exec(base);
  return match ? { productId: Number(match[1]), uuid: match[2]! } : undefined;
}

/** The storage key of one variant of an uploaded image, e.g. `products/17/<uuid>-400.avif`. */
export function variantKey(productId: number | string, uuid: string, width: number, ext: string): string {
  return `products/${productId}/${uuid}-${width}.${ext}`;
}

/** The storage keys of every variant of an upload (IMAGE_WIDTHS × AVIF, WebP). */
export function variantKeys(productId: number, uuid: string): string[] {
  return IMAGE_WIDTHS.flatMap((w) => EXTENSIONS.map((ext) => variantKey(productId, uuid, w, ext)));
}

/** The storage key of the photo as uploaded, kept until its variants exist. */
export function originalKey(productId: number, uuid: string): string {
  return `products/${productId}/${uuid}-original`;
}

/** The storage key of the quick JPEG served in the variants' place until they exist. */
export function fallbackKey(productId: number | string, uuid: string): string {
  return `products/${productId}/${uuid}-fallback.jpg`;
}

/** Every storage key an upload may have (variants, original, fallback); empty for seed images and anything not uploaded here. */
export function keysOfBase(base: string): string[] {
  const parsed = parseUploadedBase(base);
  if (!parsed) return [];
  const { productId, uuid } = parsed;
  return [...variantKeys(productId, uuid), originalKey(productId, uuid), fallbackKey(productId, uuid)];
}

/**
 * The content type of a served variant, from its name's extension ('x-800.avif' → 'image/avif').
 * The name is the truth: a store's metadata may lag the object (a bucket that writes the object
 * before its metadata answered application/octet-stream for a moment, with a year's cache).
 */
export function variantContentType(file: string): 'image/avif' | 'image/webp' | undefined {
  if (file.endsWith('.avif')) return 'image/avif';
  if (file.endsWith('.webp')) return 'image/webp';
  return undefined;
}
