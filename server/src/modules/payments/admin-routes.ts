/**
 * The owner's payment actions, administrators only; both answer the order detail
 * (as GET /api/admin/orders/:id):
 * - POST /api/admin/orders/:id/payment { status: 'pagado' }: a transferencia or efectivo order
 *   becomes paid (from pendiente or en_revision; else 409 invalid_payment_change);
 * - POST /api/admin/orders/:id/refund { amount? }: refunds its approved Mercado Pago payment
 *   through the API, `amount` (whole ARS) of it or all that is left (409 not_refundable,
 *   409 refund_too_large, 503 payment_unavailable); each refund gets its credit note (decision 0033).
 */
import { adminOrderDetailSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { PaymentService } from './index.ts';
import { createAdminPaymentService } from './service.ts';

const markPaidSchema = z.object({ status: z.literal('pagado') }).strict();
const refundSchema = z
  .object({
    amount: z
      .number()
      .int()
      .positive()
      .max(100_000_000)
      .optional()
      .describe('ARS, whole pesos; absent: all that is left of the payment'),
  })
  .strict()
  .optional();

const OrderParams = z.object({ id: z.string().describe('Order id (UUID)') });

export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentService }> = async (
  app,
  opts,
) => {
  const service = createAdminPaymentService(opts);
  app.addHook('preValidation', app.requireAdmin);

  app.post(
    '/api/admin/orders/:id/payment',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Mark an order paid (transfer or cash)',
        params: OrderParams,
        body: markPaidSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const detail = await service.markPaid(
        request.params.id,
        request.sessionUser!.username,
        requestLang(request),
      );
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );

  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags: ['admin'],
        security: SESSION_SECURITY,
        summary: 'Refund a Mercado Pago payment, in full or in part',
        params: OrderParams,
        body: refundSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const detail = await service.refund(
        request.params.id,
        request.sessionUser!.username,
        requestLang(request),
        request.body?.amount,
      );
      return reply.header('cache-control', 'no-store').send(detail);
    },
  );
};
