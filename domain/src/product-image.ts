import { IMAGE_WIDTHS } from './constants';

// Kept apart from product.ts (zod schemas) so pages that only draw pictures don't load zod.

/** Attributes for a responsive <picture> of one product image. */
export interface ImageSources {
  src: string;
  srcSetAvif: string;
  srcSetWebp: string;
  width: 800;
  height: 800;
}

/**
 * Builds the <picture> sources for an image base path: AVIF and WebP at each of IMAGE_WIDTHS,
 * with the 800 px WebP as fallback `src`. Width and height are given so the browser reserves
 * the square box before the image arrives.
 * @param base e.g. "/images/products/0-1" (no extension, no width suffix).
 */
export function imageSources(base: string): ImageSources {
  const srcSet = (ext: string): string => IMAGE_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `${base}-800.webp`,
    srcSetAvif: srcSet('avif'),
    srcSetWebp: srcSet('webp'),
    width: 800,
    height: 800,
  };
}

/** Size of a product's link-preview image (Open Graph / Twitter card): 1200 × 630 JPEG. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Where the link-preview images are served; the rest of the path is the image base without "/images/". */
export const PREVIEW_URL_PREFIX = '/images/previews/';

/**
 * The link-preview image of a product image base: "/images/products/0-1" →
 * "/images/previews/products/0-1.jpg". The server makes it once from the base's 800 px picture
 * (server/src/modules/seo/service/preview-image.ts). Undefined for a base outside "/images/".
 */
export function previewImagePath(base: string): string | undefined {
  if (!base.startsWith('/images/')) return undefined;
  return `${PREVIEW_URL_PREFIX}${base.slice('/images/'.length)}.jpg`;
}
