/**
 * Turns an uploaded product photo into the files the shop serves (Catalogue: "checked from
 * their bytes, resized and converted for the web by a well-kept image library"): a centred square
 * crop at each of IMAGE_WIDTHS (400 and 800 px) in AVIF and WebP, the pair `imageSources` in
 * @shop/domain builds the <picture> from. Uses sharp (libvips). Slow (AVIF): run by the background
 * job (product-images/jobs.ts), never inside a request; the request's checks are product-images/service/check.ts.
 */
import { IMAGE_WIDTHS } from '@shop/domain';
import sharp from 'sharp';
import { ImageRejectedError, openImage } from './check.ts';

/** One file to store: `<base>-<width>.<ext>`. */
export interface ImageVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  ext: 'avif' | 'webp';
  contentType: 'image/avif' | 'image/webp';
  bytes: Buffer;
}

const LARGEST = Math.max(...IMAGE_WIDTHS);

/**
 * @param bytes a photo that passed `checkUpload`.
 * @returns the AVIF and WebP squares at every width of IMAGE_WIDTHS, largest first.
 * @throws ImageRejectedError `unsupported_image` when libvips cannot decode the bytes (they were
 *   checked on upload, so only a damaged stored copy gets here).
 */
export async function makeImageVariants(bytes: Uint8Array): Promise<ImageVariant[]> {
  let square: Buffer;
  try {
    // One decode and crop; the smaller sizes are made from this square, not from the original.
    // 'attention' keeps the most salient part (the product) when a wide photo is cropped.
    square = await openImage(bytes)
      .resize(LARGEST, LARGEST, { fit: 'cover', position: 'attention' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw new ImageRejectedError('unsupported_image');
  }

  const variants: ImageVariant[] = [];
  for (const width of [...IMAGE_WIDTHS].sort((a, b) => b - a)) {
    const sized = () => (width === LARGEST ? sharp(square) : sharp(square).resize(width, width));
    // Same settings as scripts/draw-products.mjs, which made the seed images.
    variants.push({
      width,
      ext: 'avif',
      contentType: 'image/avif',
      bytes: await sized().avif({ quality: 55, effort: 4 }).toBuffer(),
    });
    variants.push({
      width,
      ext: 'webp',
      contentType: 'image/webp',
      bytes: await sized().webp({ quality: 78, effort: 5 }).toBuffer(),
    });
  }
  return variants;
}
