/**
 * Rules of the back office's product screens that need no server: whether a product is
 * on the shop's shelves, its title and image description in a language, which picked image files
 * can be sent, and the image order when one becomes the main one.
 */
import { GALLERY_IMAGES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES, type Lang } from '@shop/domain';
import type { AdminProduct } from './api/product-cache.ts';

/** Most images a product can have (the server refuses a fifth with 409 too_many_images). */
export const MAX_PRODUCT_IMAGES = GALLERY_IMAGES;

/** A product is on the shop's shelves only when it is not hidden and has at least one image. */
export function isVisibleInShop(product: Pick<AdminProduct, 'hidden' | 'images'>): boolean {
  return !product.hidden && product.images.length > 0;
}

/** The product's title in `lang`. */
export function productTitle(product: Pick<AdminProduct, 'titleEs' | 'titleEn'>, lang: Lang): string {
  return lang === 'en' ? product.titleEn : product.titleEs;
}

/** The product's image description in `lang`. */
export function productImageAlt(
  product: Pick<AdminProduct, 'imageAltEs' | 'imageAltEn'>,
  lang: Lang,
): string {
  return lang === 'en' ? product.imageAltEn : product.imageAltEs;
}

/** Why a picked image cannot be sent, or null when it can (the server checks the bytes and the size in pixels). */
export type ImageFileProblem = 'missing' | 'tooLarge' | 'wrongType';

/** The `accept` of the image picker: the types the server converts (it reads the type from the bytes, not from this). */
export const PRODUCT_IMAGE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

/** What is wrong with `file` for an upload (none picked, over PRODUCT_IMAGE_MAX_BYTES, a type the server does not take), or null. */
export function imageFileProblem(
  file: Pick<File, 'size' | 'type'> | null | undefined,
): ImageFileProblem | null {
  if (!file) return 'missing';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'tooLarge';
  if (file.type && !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}

/** `images` with the one at `index` moved first. */
export function withMainImage(images: readonly string[], index: number): string[] {
  const chosen = images[index];
  if (chosen === undefined) return [...images];
  return [chosen, ...images.filter((_, i) => i !== index)];
}
