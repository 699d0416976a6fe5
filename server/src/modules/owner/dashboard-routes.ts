/**
 * GET /api/admin/dashboard (issue 19): the figures of /admin (domain Dashboard), administrators only.
 */
import { dashboardQuerySchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requestLang } from '../../lib/lang.ts';
import { dashboard } from './dashboard-service.ts';
import { parseOwnerInput } from './owner-input.ts';

export async function dashboardRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.addHook('preHandler', app.requireAdmin);
  app.get('/api/admin/dashboard', async (request, reply) => {
    const lang = requestLang(request);
    parseOwnerInput(dashboardQuerySchema, request.query, lang);
    reply.header('cache-control', 'no-store');
    return dashboard(opts.db, new Date(), lang);
  });
}
