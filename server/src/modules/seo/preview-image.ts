/**
 * Link-preview images (issue 16: "a preview image of at least 1200×630 made from the product's
 * first image by sharp, cached"): the 800 px square of a product image centred on a blurred,
 * darkened copy of itself, 1200 × 630 JPEG (PREVIEW_IMAGE in @shop/domain).
 *
 * Made once per image version: the result is stored through the file storage (DATA_DIR/files or
 * the S3 bucket, so every process shares it) under a key derived from the source picture's bytes,
 * so a replaced picture gets a new preview and an unchanged one is never made again. Concurrent
 * requests for the same preview in one process share one conversion.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PREVIEW_IMAGE, PREVIEW_URL_PREFIX } from '@shop/domain';
import sharp from 'sharp';
import type { FileStorage } from '../../plugins/storage.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED = new RegExp(`^uploads/(products/\\d{1,10}/${UUID})\\.jpg$`);
const SEED = /^products\/([a-z0-9][a-z0-9-]{0,80})\.jpg$/;

export interface PreviewSources {
  storage: FileStorage;
  /** The web build (seed images under images/products/); undefined = API only. */
  distDir: string | undefined;
}

/**
 * The source picture of a preview path (the part after PREVIEW_URL_PREFIX, e.g.
 * "products/0-1.jpg" or "uploads/products/17/<uuid>.jpg"): the 800 px WebP of that image base,
 * from the web build or the storage; undefined when the path names no product image.
 */
export async function previewSource(rest: string, sources: PreviewSources): Promise<Buffer | undefined> {
  const uploaded = UPLOADED.exec(rest);
  if (uploaded) {
    const stored = await sources.storage.get(`${uploaded[1]}-800.webp`);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const seed = SEED.exec(rest);
  if (seed && sources.distDir) {
    try {
      return await readFile(path.join(sources.distDir, 'images', 'products', `${seed[1]}-800.webp`));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Makes the 1200 × 630 JPEG from a square (or any) product picture. */
export async function makePreview(source: Buffer): Promise<Buffer> {
  const { width, height } = PREVIEW_IMAGE;
  const backdrop = await sharp(source).resize(width, height, { fit: 'cover' }).blur(30).modulate({ brightness: 0.8 }).toBuffer();
  const square = await sharp(source).resize(height, height, { fit: 'cover' }).toBuffer();
  return sharp(backdrop)
    .composite([{ input: square, left: Math.round((width - height) / 2), top: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Serves previews from the storage, making each one once; see the top of this file. */
export function createPreviewStore(sources: PreviewSources) {
  const making = new Map<string, Promise<Buffer>>();
  return {
    /**
     * The preview JPEG for a path under PREVIEW_URL_PREFIX; undefined when it names no product image.
     * Storage failures propagate (the error handler answers 5xx/503 as for any storage read).
     */
    async get(rest: string): Promise<Buffer | undefined> {
      const source = await previewSource(rest, sources);
      if (!source) return undefined;
      const key = `previews/${createHash('sha256').update(source).digest('hex').slice(0, 32)}.jpg`;
      const stored = await sources.storage.get(key);
      if (stored) {
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      }
      let pending = making.get(key);
      if (!pending) {
        pending = makePreview(source).then(async (jpeg) => {
          await sources.storage.put(key, jpeg, PREVIEW_IMAGE.type);
          return jpeg;
        });
        making.set(key, pending);
        void pending.finally(() => making.delete(key)).catch(() => {});
      }
      return pending;
    },
  };
}

export { PREVIEW_URL_PREFIX };
