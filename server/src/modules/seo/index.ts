/**
 * What search engines and link previews read: robots.txt, the sitemap, and the 1200 x 630 link
 * previews of pages and products, made by a background job on the pictures' lane.
 */
import type { JobRunner } from '../../plugins/job-runner.ts';
import { defineModule } from '../../lib/shop-module.ts';
import { IMAGE_LANE } from '../product-images/index.ts';
import { createPreviewStore, type PreviewSources } from './service.ts';
import { LINK_PREVIEW_JOB, linkPreviewHandler, linkPreviewJobKey, linkPreviewJobOptions } from './jobs.ts';
import { seoRoutes } from './routes.ts';

/** Queues the making of the link preview at `rest` (the path after the previews' prefix); once per path. */
export async function requestLinkPreview(jobs: Pick<JobRunner, 'enqueue'>, rest: string): Promise<void> {
  await jobs.enqueue(LINK_PREVIEW_JOB, { path: rest }, { key: linkPreviewJobKey(rest) });
}

export const seoModule = defineModule(
  'seo',
  async (app, { config, jobs, storage }) => {
    const sources: PreviewSources = {
      storage,
      distDir: config.webDistDir,
      uploadedPicture: (base) => app.images.picture(base),
    };
    jobs.register(LINK_PREVIEW_JOB, linkPreviewHandler(sources), linkPreviewJobOptions(IMAGE_LANE));
    const previews = createPreviewStore({
      ...sources,
      requestPreview: (rest) => requestLinkPreview(jobs, rest),
      log: app.log,
    });
    await app.register(seoRoutes, {
      catalog: app.catalog,
      previews,
      publicUrl: config.publicUrl,
      distDir: config.webDistDir,
    });
  },
  { config: ['webDistDir', 'publicUrl'], dependencies: ['catalog', 'product-images'] },
);
