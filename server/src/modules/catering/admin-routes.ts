/**
 * The owner's queue of catering requests, administrators only (docs/decisions/0026-catering-requests.md):
 * - GET /api/admin/catering?status= : newest first (at most 200);
 * - POST /api/admin/catering/:id/quote { amount, note } : quotes it and mails the "Confirmar" link;
 * - POST /api/admin/catering/:id/decline { note } : declines it and tells the shopper.
 */
import {
  adminCateringSchema,
  CATERING_STATUSES,
  cateringDeclineSchema,
  cateringQuoteSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { CateringService } from './service.ts';

const listQuery = z
  .object({ status: z.enum(CATERING_STATUSES).optional(), lang: z.enum(['es', 'en']).optional() })
  .strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminCateringRoutes: FastifyPluginAsyncZod<{ catering: CateringService }> = async (
  app,
  { catering },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/catering',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Catering requests, newest first',
        querystring: listQuery,
        response: {
          200: z.object({ items: z.array(adminCateringSchema) }),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ items: await catering.list({ status: request.query.status }) }),
  );

  app.post(
    '/api/admin/catering/:id/quote',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Quote a catering request; mails the shopper a "Confirmar" link',
        params: idParams,
        body: cateringQuoteSchema,
        response: { 200: adminCateringSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => catering.quote(request.params.id, request.body),
  );

  app.post(
    '/api/admin/catering/:id/decline',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Decline a catering request; tells the shopper',
        params: idParams,
        body: cateringDeclineSchema,
        response: { 200: adminCateringSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request) => catering.decline(request.params.id, request.body.note),
  );
};
