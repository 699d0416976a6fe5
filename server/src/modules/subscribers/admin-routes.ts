/**
 * The owner's list of subscribers, administrators only:
 * - GET /api/admin/subscribers?q=&status= : newest first, with their code and whether it was used;
 * - GET /api/admin/subscribers.csv?q=&status= : the same list as a CSV download.
 */
import { adminSubscriberSchema, SUBSCRIBER_STATUSES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { listSubscribers, subscribersCsv } from './service.ts';

const listQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(SUBSCRIBER_STATUSES).optional(),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

export const adminSubscriberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/subscribers',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Newsletter subscribers, newest first',
        querystring: listQuerySchema,
        response: {
          200: z.object({ items: z.array(adminSubscriberSchema) }),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const items = await listSubscribers(db, request.query);
      return reply.header('cache-control', 'no-store').send({ items });
    },
  );

  app.get(
    '/api/admin/subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'The same list as a CSV file',
        querystring: listQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8'), ...errorResponses(400, ...ADMIN_ERRORS) },
      },
    },
    async (request, reply) => {
      const csv = await subscribersCsv(db, request.query);
      reply.header('cache-control', 'no-store');
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="suscriptores.csv"');
      return reply.send(csv);
    },
  );
};
