/**
 * Routes for search engines and link previews:
 * - GET /sitemap.xml: every visible product and public page in both languages, with lastmod;
 * - GET /robots.txt: names the sitemap, keeps /admin, /account, /orders and /api out;
 * - GET /images/previews/<image base>.jpg: a product image's 1200 × 630 preview (seo/service.ts),
 *   or until a background job has made it, the image's 800 px square as JPEG, not to be cached.
 * All absolute URLs start with the configured PUBLIC_URL. HEAD works on each (Fastify's own HEAD routes).
 * Their schemas are hidden from the API reference; a string answer with its own content
 * type is sent as it is (Fastify skips the serializer for it), and the JPEG is a Buffer.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seoError } from './errors.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import type { CatalogService } from '../catalog/index.ts';
import { PREVIEW_URL_PREFIX, type PreviewStore, robotsTxt, sitemapPages, sitemapXml } from './service.ts';

export interface SeoRoutesOptions {
  catalog: Pick<CatalogService, 'listedProducts'>;
  /** The link previews (built in app.ts, which also registers their background job). */
  previews: PreviewStore;
  publicUrl: string;
  /** The web build: seed images, and its index.html's date as the static pages' lastmod. */
  distDir: string | undefined;
}

const DAY_S = 24 * 60 * 60;

export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, opts) => {
  const index = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  // The static pages' texts ship with the web build: they last changed when it was made.
  const releasedAt = index && existsSync(index) ? statSync(index).mtime : new Date();
  const { previews } = opts;

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, response: { 200: z.string().describe('Sitemap XML') } } },
    async (_request, reply) => {
      const pages = sitemapPages(await opts.catalog.listedProducts(), releasedAt);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(opts.publicUrl, pages));
    },
  );

  app.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: z.string().describe('robots.txt') } } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', `public, max-age=${DAY_S}`)
        .send(robotsTxt(opts.publicUrl)),
  );

  app.get(
    `${PREVIEW_URL_PREFIX}*`,
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        response: { 200: z.unknown().describe('The JPEG'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const preview = await previews.get(request.params['*']);
      if (!preview) throw seoError('not_found');
      // The path names one image version (uploads get a new name); a week lets link fetchers re-check rarely.
      // A fallback is not kept anywhere: the next fetch gets the real preview once it is made.
      const cache = preview.final ? `public, max-age=${7 * DAY_S}` : 'no-store';
      return reply.type('image/jpeg').header('cache-control', cache).send(preview.jpeg);
    },
  );
};
