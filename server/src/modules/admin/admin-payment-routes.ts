/**
 * The owner's payment actions (issue 12), administrators only; both answer the order detail
 * (as GET /api/admin/orders/:id):
 * - POST /api/admin/orders/:id/payment { status: 'pagado' }: a transferencia or efectivo order
 *   becomes paid (from pendiente or en_revision; else 409 invalid_payment_change);
 * - POST /api/admin/orders/:id/refund: refunds its approved Mercado Pago payment through the API
 *   (409 not_refundable, 503 payment_unavailable).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { parseBody } from '../../lib/http-errors.ts';
import { requestLang, type Lang } from '../../lib/lang.ts';
import { paymentError } from '../payments/payment-errors.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { adminOrderDetail } from './admin-order-detail.ts';

const markPaidSchema = z.object({ status: z.literal('pagado') }).strict();
const uuid = z.uuid();

export async function adminPaymentRoutes(app: FastifyInstance, opts: { db: Db; payments: PaymentService }) {
  const { db, payments } = opts;
  app.addHook('preHandler', app.requireAdmin);

  const orderId = (request: FastifyRequest, lang: Lang) => {
    const { id } = request.params as { id: string };
    if (!uuid.safeParse(id).success) throw paymentError('order_not_found', lang);
    return id;
  };
  const adminName = (request: FastifyRequest) => request.sessionUser!.username;

  async function detail(id: string, lang: Lang) {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw paymentError('order_not_found', lang);
    return adminOrderDetail(db, order, lang);
  }

  app.post('/api/admin/orders/:id/payment', async (request, reply) => {
    const lang = requestLang(request);
    const id = orderId(request, lang);
    parseBody(markPaidSchema, request.body, lang);
    await payments.markPaid(id, adminName(request), lang);
    return reply.header('cache-control', 'no-store').send(await detail(id, lang));
  });

  app.post('/api/admin/orders/:id/refund', async (request, reply) => {
    const lang = requestLang(request);
    const id = orderId(request, lang);
    await payments.refund(id, adminName(request), lang);
    return reply.header('cache-control', 'no-store').send(await detail(id, lang));
  });
}
