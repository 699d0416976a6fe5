/**
 * The job that makes a link preview (seo/service.ts) in the background: queued when a product's
 * cover image has its variants, or when a preview is asked for and missing. Idempotent: a preview
 * already stored is not made again, and an image gone meanwhile leaves nothing to do.
 */
import { PREVIEW_IMAGE } from '@shop/domain';
import { jobKind, type JobKind } from '../../plugins/job-queue.ts';
import type { JobHandler, JobKindOptions } from '../../plugins/job-runner.ts';
import { readStoredBytes } from '../../plugins/storage.ts';
import { makePreview, previewKey, previewSource, type PreviewSources } from './service.ts';

/** Which preview: the path after PREVIEW_URL_PREFIX, e.g. "uploads/products/17/<uuid>.jpg". */
export interface LinkPreviewPayload {
  path: string;
}

/** Makes and stores the link preview of one preview path. */
export const LINK_PREVIEW_JOB: JobKind<LinkPreviewPayload> = jobKind<LinkPreviewPayload>('seo.link-preview');

/** One queued job per preview path. */
export const linkPreviewJobKey = (path: string) => `link-preview:${path}`;

/**
 * Retries and lease; `lane` is the image lane of the caller (app.ts passes product-images'), so
 * previews and photo conversions never run at once in one process.
 */
export function linkPreviewJobOptions(lane: string): JobKindOptions {
  return { lane, maxAttempts: 5, retryBaseMs: 30_000, leaseMs: 2 * 60_000 };
}

/** The handler of LINK_PREVIEW_JOB. @throws when the storage cannot be read or written (the runner retries). */
export function linkPreviewHandler(sources: PreviewSources): JobHandler<LinkPreviewPayload> {
  return async ({ path }) => {
    const source = await previewSource(path, sources);
    // Gone, or still the upload's fallback: the variants job queues this again once they exist.
    if (!source?.final) return;
    const key = previewKey(source.bytes);
    if (await readStoredBytes(sources.storage, key)) return;
    await sources.storage.put(key, await makePreview(source.bytes), PREVIEW_IMAGE.type);
  };
}
