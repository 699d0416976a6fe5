/**
 * The owner's queue of withdrawal requests, administrators only:
 * - GET /api/admin/withdrawals?status= : newest first (at most 200);
 * - PATCH /api/admin/withdrawals/:id { status } : moves one along (nuevo, en_proceso, respondido).
 */
import { adminWithdrawalSchema, WITHDRAWAL_STATUSES, withdrawalStatusChangeSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import type { WithdrawalService } from './service.ts';

const listQuery = z
  .object({ status: z.enum(WITHDRAWAL_STATUSES).optional(), lang: z.enum(['es', 'en']).optional() })
  .strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const adminWithdrawalRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalService }> = async (
  app,
  { withdrawals },
) => {
  app.addHook('preValidation', app.requireAdmin);

  app.get(
    '/api/admin/withdrawals',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Withdrawal requests, newest first',
        querystring: listQuery,
        response: {
          200: z.object({ items: z.array(adminWithdrawalSchema) }),
          ...errorResponses(400, ...ADMIN_ERRORS),
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ items: await withdrawals.list({ status: request.query.status }) }),
  );

  app.patch(
    '/api/admin/withdrawals/:id',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Move a withdrawal request along the queue',
        params: idParams,
        body: withdrawalStatusChangeSchema,
        response: { 200: adminWithdrawalSchema, ...errorResponses(400, 404, ...ADMIN_ERRORS) },
      },
    },
    async (request) => withdrawals.setStatus(request.params.id, request.body.status),
  );
};
