/**
 * Where uploaded product images live: storage keys `products/<productId>/<uuid>-<width>.<ext>`,
 * served at `/images/uploads/products/<productId>/<uuid>-<width>.<ext>`. The products table keeps
 * the base path `/images/uploads/products/<productId>/<uuid>` (see `imageSources` in @shop/domain).
 * Seed images (`/images/products/...`) ship with the web build and are never in the storage.
 */
import { IMAGE_WIDTHS } from '@shop/domain';

export const UPLOADS_URL_PREFIX = '/images/uploads/';
const EXTENSIONS = ['avif', 'webp'] as const;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED_BASE = new RegExp(`^/images/uploads/(products/\\d{1,10}/${UUID})$`);
/** A served file name: `<uuid>-<width>.<ext>` with one of the generated widths and formats. */
export const UPLOADED_FILE = new RegExp(`^${UUID}-(?:${IMAGE_WIDTHS.join('|')})\\.(?:${EXTENSIONS.join('|')})$`);

/** The base path stored in products.images for a new upload. */
export function uploadedBase(productId: number, uuid: string): string {
  return `${UPLOADS_URL_PREFIX}products/${productId}/${uuid}`;
}

/** The storage key of one variant of an uploaded image, e.g. `products/17/<uuid>-400.avif`. */
export function variantKey(productId: number, uuid: string, width: number, ext: string): string {
  return `products/${productId}/${uuid}-${width}.${ext}`;
}

/** Every storage key behind a base path; empty for seed images and anything not uploaded here. */
export function keysOfBase(base: string): string[] {
  const match = UPLOADED_BASE.exec(base);
  if (!match) return [];
  return IMAGE_WIDTHS.flatMap((w) => EXTENSIONS.map((ext) => `${match[1]}-${w}.${ext}`));
}
