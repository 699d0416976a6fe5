/**
 * Turns an uploaded product photo into the files the shop serves (issue 5, Catalogue: "checked from
 * their bytes, resized and converted for the web by a well-kept image library"): a centred square
 * crop at each of IMAGE_WIDTHS (400 and 800 px) in AVIF and WebP, the pair `imageSources` in
 * @shop/domain builds the <picture> from. Uses sharp (libvips).
 */
import { IMAGE_WIDTHS, PRODUCT_IMAGE_MIN_PX, PRODUCT_IMAGE_TYPES } from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** One file to store: `<base>-<width>.<ext>`. */
export interface ImageVariant {
  width: (typeof IMAGE_WIDTHS)[number];
  ext: 'avif' | 'webp';
  contentType: 'image/avif' | 'image/webp';
  bytes: Buffer;
}

/** Why an upload cannot become a product image; the routes map each to an HTTP error. */
export class ImageRejectedError extends Error {
  constructor(public readonly reason: 'unsupported_image' | 'image_too_small') {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

const accepted: ReadonlySet<string> = new Set(PRODUCT_IMAGE_TYPES);
// A 10 MB file can still declare a gigantic canvas (a "decompression bomb"); phone cameras stay under 100 MP.
const MAX_INPUT_PIXELS = 100_000_000;
const LARGEST = Math.max(...IMAGE_WIDTHS);

/**
 * @param bytes the uploaded file as received.
 * @returns the AVIF and WebP squares at every width of IMAGE_WIDTHS, largest first.
 * @throws ImageRejectedError `unsupported_image` when the bytes are not a JPEG, PNG, WebP or AVIF
 *   picture libvips can decode, `image_too_small` when its shorter side (after EXIF rotation) is
 *   under PRODUCT_IMAGE_MIN_PX.
 */
export async function makeImageVariants(bytes: Uint8Array): Promise<ImageVariant[]> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accepted.has(detected.mime)) throw new ImageRejectedError('unsupported_image');

  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  let square: Buffer;
  try {
    const meta = await input().metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (Math.min(width, height) < PRODUCT_IMAGE_MIN_PX) throw new ImageRejectedError('image_too_small');
    // One decode and crop; the smaller sizes are made from this square, not from the original.
    // 'attention' keeps the most salient part (the product) when a wide photo is cropped.
    square = await input().resize(LARGEST, LARGEST, { fit: 'cover', position: 'attention' }).png({ compressionLevel: 1 }).toBuffer();
  } catch (err) {
    if (err instanceof ImageRejectedError) throw err;
    // libvips could not read it: truncated, corrupt, or beyond the pixel limit.
    throw new ImageRejectedError('unsupported_image');
  }

  const variants: ImageVariant[] = [];
  for (const width of [...IMAGE_WIDTHS].sort((a, b) => b - a)) {
    const sized = () => (width === LARGEST ? sharp(square) : sharp(square).resize(width, width));
    // Same settings as scripts/draw-products.mjs, which made the seed images.
    variants.push({ width, ext: 'avif', contentType: 'image/avif', bytes: await sized().avif({ quality: 55, effort: 4 }).toBuffer() });
    variants.push({ width, ext: 'webp', contentType: 'image/webp', bytes: await sized().webp({ quality: 78, effort: 5 }).toBuffer() });
  }
  return variants;
}
