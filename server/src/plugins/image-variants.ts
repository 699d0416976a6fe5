/**
 * Image processing of a product upload (libvips through sharp): its checks inside the request and its AVIF/WebP variants in the background job.
 *
 * The part of an upload's conversion done inside the request (Catalogue: "checked from
 * their bytes"; "tests in ten minutes": the upload answers in well under a second on a busy host):
 * the bytes are sniffed, read by libvips and measured, and one quick 800 px JPEG is made for the
 * shop to show until the background job has made the real variants (makeImageVariants, below).
 */
import { PRODUCT_IMAGE_MIN_PX, PRODUCT_IMAGE_TYPES, IMAGE_WIDTHS } from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Why an upload cannot become a product image; the service maps each to an HTTP error. */
export class ImageRejectedError extends Error {
  constructor(public readonly reason: 'unsupported_image' | 'image_too_small') {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

const accepted: ReadonlySet<string> = new Set(PRODUCT_IMAGE_TYPES);
// A 10 MB file can still declare a gigantic canvas (a "decompression bomb"); phone cameras stay under 100 MP.
const MAX_INPUT_PIXELS = 100_000_000;
/** Side of the fallback square: the larger of the shop's widths, so it looks right at both. */
export const FALLBACK_PX = 800;

/** A sharp pipeline over an uploaded photo with the limits every conversion of it uses. */
export function openImage(bytes: Uint8Array) {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
}

/** An upload that passed the checks. */
export interface CheckedUpload {
  /** The sniffed type (not the browser's word): image/jpeg, image/png, image/webp or image/avif. */
  contentType: string;
  /** FALLBACK_PX square JPEG, same crop as the variants, no metadata; shown until the variants exist. */
  fallback: Buffer;
}

/**
 * @param bytes the uploaded file as received.
 * @returns its sniffed type and the fallback JPEG.
 * @throws ImageRejectedError `unsupported_image` when the bytes are not a JPEG, PNG, WebP or AVIF
 *   picture libvips can decode whole (a truncated file fails here), `image_too_small` when its
 *   shorter side (after EXIF rotation) is under PRODUCT_IMAGE_MIN_PX.
 */
export async function checkUpload(bytes: Uint8Array): Promise<CheckedUpload> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accepted.has(detected.mime)) throw new ImageRejectedError('unsupported_image');
  try {
    const meta = await openImage(bytes).metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (Math.min(width, height) < PRODUCT_IMAGE_MIN_PX) throw new ImageRejectedError('image_too_small');
    // The same 'attention' crop as the variants, so the picture does not jump when they replace it.
    // A plain baseline JPEG is the quickest to make and every browser shows it; sharp drops the
    // camera's metadata (location, serial numbers) unless asked to keep it.
    const fallback = await openImage(bytes)
      .resize(FALLBACK_PX, FALLBACK_PX, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { contentType: detected.mime, fallback };
  } catch (err) {
    if (err instanceof ImageRejectedError) throw err;
    // libvips could not read it: truncated, corrupt, or beyond the pixel limit.
    throw new ImageRejectedError('unsupported_image');
  }
}

/*
 * Turns an uploaded product photo into the files the shop serves (Catalogue: "checked from
 * their bytes, resized and converted for the web by a well-kept image library"): a centred square
 * crop at each of IMAGE_WIDTHS (400 and 800 px) in AVIF and WebP, the pair `imageSources` in
 * @shop/domain builds the <picture> from. Uses sharp (libvips). Slow (AVIF): run by the background
 * job (product-images/jobs.ts), never inside a request; the request's checks are plugins/image-variants.ts.
 */

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
