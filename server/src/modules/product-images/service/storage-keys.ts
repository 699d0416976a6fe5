/**
 * Where uploaded product images live: storage keys `products/<productId>/<uuid>-<width>.<ext>`,
 * served at `/images/uploads/products/<productId>/<uuid>-<width>.<ext>`. The products table keeps
 * the base path `/images/uploads/products/<productId>/<uuid>` (see `imageSources` in @shop/domain).
 * Seed images (`/images/products/...`) ship with the web build and are never in the storage.
 *
 * Until the background job has made those variants (product-images/jobs.ts), two other files stand beside
 * them: the photo as uploaded (`<uuid>-original`, never served: it may carry the camera's metadata)
 * and a quick 800 px JPEG (`<uuid>-fallback.jpg`) served at the variants' URLs meanwhile.
 */
import { IMAGE_WIDTHS } from '@shop/domain';

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
