/**
 * The owner's payment actions (issue 12), administrators only; both answer the order detail
 * (as GET /api/admin/orders/:id):
 * - POST /api/admin/orders/:id/payment { status: 'pagado' }: a transferencia or efectivo order
 *   becomes paid (from pendiente or en_revision; else 409 invalid_payment_change);
 * - POST /api/admin/orders/:id/refund: refunds its approved Mercado Pago payment through the API
 *   (409 not_refundable, 503 payment_unavailable).
 */
import { adminOrderDetailSchema } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang, type Lang } from '../../lib/lang.ts';
import { paymentError } from '../payments/payment-errors.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { adminOrderDetail } from './admin-order-detail.ts';

const markPaidSchema = z.object({ status: z.literal('pagado') }).strict();
const uuid = z.uuid();

const OrderParams = z.object({ id: z.string().describe('Order id (UUID)') });

export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentService }> = async (app, opts) => {
  const { db, payments } = opts;
  app.addHook('preValidation', app.requireAdmin);

  const orderId = (id: string, lang: Lang) => {
    if (!uuid.safeParse(id).success) throw paymentError('order_not_found', lang);
    return id;
  };
  const adminName = (request: FastifyRequest) => request.sessionUser!.username;

  async function detail(id: string, lang: Lang) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw paymentError('order_not_found', lang);
    return adminOrderDetail(db, order, lang);
  }

  app.post('/api/admin/orders/:id/payment', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Mark an order paid (transfer or cash)', params: OrderParams, body: markPaidSchema, response: { 200: adminOrderDetailSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const id = orderId(request.params.id, lang);
    await payments.markPaid(id, adminName(request), lang);
    return reply.header('cache-control', 'no-store').send(await detail(id, lang));
  });

  app.post('/api/admin/orders/:id/refund', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Refund a Mercado Pago payment in full', params: OrderParams, response: { 200: adminOrderDetailSchema, ...errorResponses(...ADMIN_ERRORS, 404, 409) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const id = orderId(request.params.id, lang);
    await payments.refund(id, adminName(request), lang);
    return reply.header('cache-control', 'no-store').send(await detail(id, lang));
  });
};
