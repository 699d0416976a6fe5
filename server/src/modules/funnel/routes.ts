/**
 * POST /api/funnel { event } (anyone): one step of the first-party funnel, counted on today's
 * Argentina day; 204. Rate limited per client address (429).
 */
import { funnelBeaconSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schema.ts';
import type { FunnelService } from './service.ts';

export const funnelRoutes: FastifyPluginAsyncZod<{ funnel: FunnelService }> = async (app, { funnel }) => {
  app.post(
    '/api/funnel',
    {
      schema: {
        tags: ['funnel'],
        summary: 'Count one step of the shop’s own funnel (product view, cart started, checkout begun)',
        body: funnelBeaconSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await funnel.count(request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};
