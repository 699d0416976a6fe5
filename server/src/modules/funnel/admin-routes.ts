/** GET /api/admin/funnel (administrators): the funnel of the last 30 Argentina days, per day. */
import { funnelSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { FunnelService } from './service.ts';

export const adminFunnelRoutes: FastifyPluginAsyncZod<{ funnel: FunnelService }> = async (
  app,
  { funnel },
) => {
  app.addHook('preValidation', app.requireAdmin);
  app.get(
    '/api/admin/funnel',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Product views, carts started, checkouts begun and orders per Argentina day (30 days)',
        response: { 200: funnelSchema, ...errorResponses(...ADMIN_ERRORS) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await funnel.days()),
  );
};
