/**
 * GET /feeds/google.xml and GET /feeds/meta.csv (`?lang=en` for English): the catalogue for
 * Google Merchant Center and Meta Commerce Manager (service.ts). Public, cacheable for a quarter
 * of an hour by the channels' fetchers; hidden from the API reference like the sitemap.
 */
import { feedQuerySchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schema.ts';
import type { FeedService } from './service.ts';

const CACHE_CONTROL = 'public, max-age=900';

export const feedRoutes: FastifyPluginAsyncZod<{ feeds: FeedService }> = async (app, { feeds }) => {
  app.get(
    '/feeds/google.xml',
    {
      schema: {
        hide: true,
        querystring: feedQuerySchema,
        response: { 200: z.string().describe('RSS 2.0 product data'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(await feeds.googleFeed(request.query.lang)),
  );

  app.get(
    '/feeds/meta.csv',
    {
      schema: {
        hide: true,
        querystring: feedQuerySchema,
        response: { 200: z.string().describe('Meta catalogue CSV'), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(await feeds.metaFeed(request.query.lang)),
  );
};
