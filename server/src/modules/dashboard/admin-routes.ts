/**
 * GET /api/admin/dashboard: the figures of /admin (domain Dashboard), administrators only.
 */
import { dashboardQuerySchema, dashboardSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLang } from '../../lib/lang.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { dashboard } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  app.addHook('preValidation', app.requireAdmin);
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary:
          "The dashboard's figures: today, this week, orders per status, 30 days of revenue and best sellers (Argentina days)",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard(opts.db, new Date(), requestLang(request));
    },
  );
};
