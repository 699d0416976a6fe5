/**
 * The background half of a product image upload ("tests in ten minutes": the request only checks
 * and stores; docs/decisions/0017-background-jobs.md): the job that makes the AVIF and WebP
 * variants from the stored original, then removes the original and the fallback.
 *
 * Safe against the image or its product going away at any point: it looks at the product row
 * before converting and again after storing, and removes what it stored when the image is no
 * longer there (a removal's own clean-up may have run before its files existed). Idempotent, as
 * the runner needs: a retry after a crash finds the variants made and only finishes the clean-up.
 */
import type { Db } from '../../db/client.ts';
import { jobKind, type JobKind } from '../../plugins/job-queue.ts';
import type { JobHandler, JobKindOptions } from '../../plugins/job-runner.ts';
import { readStoredBytes, type FileStorage } from '../../plugins/storage.ts';
import { fallbackKey, keysOfBase, originalKey, uploadedBase, variantKey, variantKeys } from './service.ts';
import { makeImageVariants } from '../../plugins/image-variants.ts';
import { readImages } from './store.ts';

/** The lane of every sharp conversion: one at a time per process, so requests keep a core. */
export const IMAGE_LANE = 'images';

/** Which upload to convert: its product and the uuid of its base path. */
export interface ImageVariantsPayload {
  productId: number;
  uuid: string;
}

/** Makes the variants of one upload; queued by the upload in the transaction that appends the image. */
export const IMAGE_VARIANTS_JOB: JobKind<ImageVariantsPayload> =
  jobKind<ImageVariantsPayload>('product-image.variants');

/** One queued job per upload. */
export const imageVariantsJobKey = (p: ImageVariantsPayload) => `product-image:${p.productId}/${p.uuid}`;

/**
 * Lane, retries and lease: a conversion takes seconds on a busy host, so a 5-minute lease only
 * expires for a dead process; five tries over about 8 minutes ride out a storage outage. Until the
 * last one the shop shows the fallback, and it still does if the job gives up.
 */
export const IMAGE_VARIANTS_JOB_OPTIONS: JobKindOptions = {
  lane: IMAGE_LANE,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  leaseMs: 5 * 60_000,
};

export interface ImageVariantsJobDeps {
  db: Db;
  storage: FileStorage;
  /**
   * Told once the variants of `base` exist, `cover` when it is the product's first image (whose
   * link preview is worth making now). Awaited: a failure retries the job, which only calls it again.
   */
  onVariantsReady: (base: string, cover: boolean) => Promise<void>;
}

/** The handler of IMAGE_VARIANTS_JOB. @throws when the original cannot be read or a file cannot be stored (the runner retries). */
export function imageVariantsHandler(deps: ImageVariantsJobDeps): JobHandler<ImageVariantsPayload> {
  const { db, storage } = deps;

  /** The product's images now; undefined when the product is gone. */
  async function imagesOf(productId: number): Promise<string[] | undefined> {
    return readImages(db, productId);
  }

  const removeAll = (keys: string[]) => Promise.all(keys.map((key) => storage.delete(key)));

  async function allExist(keys: string[]): Promise<boolean> {
    for (const key of keys) {
      const stored = await storage.get(key);
      if (!stored) return false;
      stored.stream.destroy();
    }
    return true;
  }

  return async ({ productId, uuid }) => {
    const base = uploadedBase(productId, uuid);
    if (!(await imagesOf(productId))?.includes(base)) {
      // Removed while queued (or the product deleted): leave nothing of it behind.
      await removeAll(keysOfBase(base));
      return;
    }
    const original = await readStoredBytes(storage, originalKey(productId, uuid));
    if (original) {
      const variants = await makeImageVariants(original);
      await Promise.all(
        variants.map((v) => storage.put(variantKey(productId, uuid, v.width, v.ext), v.bytes, v.contentType)),
      );
    } else if (!(await allExist(variantKeys(productId, uuid)))) {
      // Neither the original nor the variants: a store that does not show a new file yet, or a
      // removal in progress (the next attempt sees it gone). The fallback is served meanwhile.
      throw new Error(`the original of ${base} is not in the storage`);
    }
    const after = await imagesOf(productId);
    if (!after?.includes(base)) {
      await removeAll(keysOfBase(base));
      return;
    }
    // The original last: a retry that still finds it makes the variants again (harmless), one that
    // finds neither finds the variants made.
    await storage.delete(fallbackKey(productId, uuid));
    await storage.delete(originalKey(productId, uuid));
    await deps.onVariantsReady(base, after[0] === base);
  };
}
