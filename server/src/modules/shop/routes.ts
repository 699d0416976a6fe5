/**
 * Public shop facts and health: GET /api/shop (the owner's "Datos de la tienda", the environment's
 * values until saved: docs/decisions/0028) and GET /api/health (200 when the database answers, else
 * 503 with Retry-After; within the pool's time limits, about a second, when the database is
 * unreachable).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopInfoSchema } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { databaseAnswers, type ShopFactsService } from './service.ts';
import { replyUnavailable } from '../../lib/unavailable.ts';
import { errorResponses } from '../../lib/route-schema.ts';

export const shopRoutes: FastifyPluginAsyncZod<{ shopFacts: ShopFactsService; db: Db }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/shop',
    {
      schema: {
        tags: ['shop'],
        summary: "The shop's public facts",
        response: { 200: shopInfoSchema, ...errorResponses() },
      },
    },
    // Revalidated on every use: the owner's change must show on the next page (docs/decisions/0028).
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(await opts.shopFacts.current()),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['shop'],
        summary: 'Health: 200 when the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses() },
      },
    },
    async (request, reply) => {
      try {
        await databaseAnswers(opts.db);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' });
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return replyUnavailable(request, reply);
      }
    },
  );
};
