/**
 * The owner's order desk (issue 5), administrators only:
 * - GET  /api/admin/orders?status=&paymentStatus=&from=&to=&q=&userId=&limit=&offset= : newest first, with
 *   counts per status and per payment status (issue 12);
 * - GET  /api/admin/orders/:id : lines, totals, customer and delivery data, receipts, status history,
 *   payment method, status, Mercado Pago payments and payment history (admin-order-detail.ts);
 * - POST /api/admin/orders/:id/status { status, deliveryDate? } : one allowed transition
 *   (domain ORDER_TRANSITIONS), recorded (who, when, from, to) and mailed to the customer;
 * - GET  /api/admin/orders/:id/receipts/:receiptId : the receipt file (view or download).
 * Dates are ISO 8601; `from`/`to` filter the order date (inclusive, UTC instants).
 */
import { adminOrderDetailSchema, adminOrderListSchema, adminOrderStatusSchema, canTransition, deliveryDateAfter, isOrderStatus, isoInstant, isPaymentStatus, ORDER_STATUSES, orderStatusSchema, PAYMENT_STATUSES, paymentStatusSchema, type OrderStatus, type PaymentStatus } from '@shop/domain';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseCouponUse } from '../coupons/coupon-service.ts';
import { storedDelivery } from '../orders/order-service.ts';
import type { Db } from '../../db/client.ts';
import { orders, orderStatusChanges, receipts } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { ADMIN_ERRORS, errorResponses, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { adminOrderDetail } from './admin-order-detail.ts';
import { statusChangeMail } from './admin-order-mails.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';

const adminError = defineErrors({
  order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
  receipt_not_found: [404, 'El comprobante no existe.', 'The receipt does not exist.'],
  invalid_transition: [409, 'Ese cambio de estado no está permitido.', 'That status change is not allowed.'],
});

const listQuerySchema = z
  .object({
    status: orderStatusSchema.optional(),
    /** Payment status filter (issue 12). */
    paymentStatus: paymentStatusSchema.optional(),
    from: isoInstant().optional(),
    to: isoInstant().optional(),
    q: z.string().trim().max(100).optional(),
    /** One customer's orders (the customers list links here). */
    userId: z.string().trim().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

const statusBodySchema = z.object({
  status: orderStatusSchema,
  deliveryDate: isoInstant().nullable().optional(),
});

const uuid = z.uuid();
/** Any string: an id that is not a UUID is answered like an unknown order (404). */
const OrderParams = z.object({ id: z.string().describe('Order id (UUID)') });

export interface AdminOrderRoutesOptions {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  shopName: string;
}

export const adminOrderRoutes: FastifyPluginAsyncZod<AdminOrderRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  app.addHook('preValidation', app.requireAdmin);

  async function findOrder(id: string, lang: 'es' | 'en') {
    if (!uuid.safeParse(id).success) throw adminError('order_not_found', lang);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw adminError('order_not_found', lang);
    return order;
  }

  app.get('/api/admin/orders', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Orders, newest first, with counts per status', querystring: listQuerySchema, response: { 200: adminOrderListSchema, ...errorResponses(400, ...ADMIN_ERRORS) } } }, async (request, reply) => {
    const { status, paymentStatus, from, to, q, userId, limit, offset } = request.query;
    const filters: SQL[] = [];
    if (userId) filters.push(eq(orders.userId, userId));
    if (from) filters.push(gte(orders.createdAt, new Date(from)));
    if (to) filters.push(lte(orders.createdAt, new Date(to)));
    if (q) {
      const like = containsPattern(q);
      filters.push(
        or(
          ilike(orders.firstname, like),
          ilike(orders.lastname, like),
          ilike(orders.email, like),
          ilike(sql`${orders.firstname} || ' ' || ${orders.lastname}`, like),
          ilike(sql`${orders.id}::text`, `${escapeLike(q)}%`),
        )!,
      );
    }
    // Counts per status follow the date and search filters, not the status filter, so the tabs
    // at the top always show every status. Each facet's counts follow the other facet's filter
    // (counts per delivery status within the chosen payment status, and the other way round).
    const base = filters.length ? and(...filters) : undefined;
    const byStatus = status ? eq(orders.status, status) : undefined;
    const byPayment = paymentStatus ? eq(orders.paymentStatus, paymentStatus) : undefined;
    const where = and(base, byStatus, byPayment);
    const [rows, totals, perStatus, perPayment] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(orders).where(where),
      db.select({ status: orders.status, n: count() }).from(orders).where(and(base, byPayment)).groupBy(orders.status),
      db.select({ status: orders.paymentStatus, n: count() }).from(orders).where(and(base, byStatus)).groupBy(orders.paymentStatus),
    ]);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const r of perStatus) if (isOrderStatus(r.status)) counts[r.status] = Number(r.n);
    const paymentCounts = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<PaymentStatus, number>;
    for (const r of perPayment) if (isPaymentStatus(r.status)) paymentCounts[r.status] = Number(r.n);
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map((o) => ({
        id: o.id,
        createdAt: o.createdAt.toISOString(),
        deliveryDate: o.deliveryDate?.toISOString() ?? null,
        status: o.status,
        total: o.totalArs,
        coupon: o.couponCode,
        delivery: storedDelivery(o),
        paymentMethod: o.paymentMethod,
        paymentStatus: o.paymentStatus,
        customer: { name: `${o.firstname} ${o.lastname}`, email: o.email, phone: o.phone },
      })),
      total: Number(totals[0]?.n ?? 0),
      counts,
      paymentCounts,
    };
  });

  app.get('/api/admin/orders/:id', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'One order in full', params: OrderParams, response: { 200: adminOrderDetailSchema, ...errorResponses(...ADMIN_ERRORS, 404) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const order = await findOrder(request.params.id, lang);
    reply.header('cache-control', 'no-store');
    return adminOrderDetail(db, order, lang);
  });

  app.post('/api/admin/orders/:id/status', { schema: { tags: ['admin'], security: SESSION_SECURITY, summary: 'Move an order to its next status (mails the customer)', params: OrderParams, body: statusBodySchema, response: { 200: adminOrderStatusSchema, ...errorResponses(400, ...ADMIN_ERRORS, 404, 409) } } }, async (request) => {
    const lang = requestLang(request);
    const order = await findOrder(request.params.id, lang);
    const body = request.body;
    const given = body.deliveryDate ? new Date(body.deliveryDate) : body.deliveryDate === null ? null : undefined;
    const deliveryDate = deliveryDateAfter(body.status, given, order.deliveryDate, new Date());
    const updated = await db.transaction(async (tx) => {
      // Only from the status we read: a concurrent change makes this update match nothing.
      const from = order.status;
      if (!isOrderStatus(from) || !canTransition(from, body.status)) return undefined;
      const [row] = await tx
        .update(orders)
        .set({ status: body.status, deliveryDate, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.status, from)))
        .returning();
      if (!row) return undefined;
      await tx.insert(orderStatusChanges).values({ orderId: order.id, changedBy: request.sessionUser!.id, fromStatus: from, toStatus: body.status, deliveryDate });
      if (body.status === 'cancelado') await releaseCouponUse(tx, order.id);
      return row;
    });
    if (!updated) throw adminError('invalid_transition', lang, { status: `${order.status} -> ${body.status}` });
    opts.mailer
      .send(statusChangeMail(updated, body.status, deliveryDate, opts.shopName))
      .catch((err: unknown) => request.log.error({ err, order: updated.id }, 'could not send the status mail'));
    return { id: updated.id, status: updated.status, deliveryDate: updated.deliveryDate?.toISOString() ?? null };
  });

  app.get(
    '/api/admin/orders/:id/receipts/:receiptId',
    {
      schema: {
        tags: ['admin'], security: SESSION_SECURITY,
        summary: "An order's receipt file (image or PDF)",
        params: OrderParams.extend({ receiptId: z.string().describe('Receipt id (UUID)') }),
        querystring: z.object({ download: z.string().optional().describe('Any value: as an attachment'), lang: z.enum(['es', 'en']).optional() }),
        response: { 200: z.unknown().describe('The file, with its content type'), ...errorResponses(...ADMIN_ERRORS, 404) },
      },
    },
    async (request, reply) => {
    const lang = requestLang(request);
    const { id, receiptId } = request.params;
    const order = await findOrder(id, lang);
    if (!uuid.safeParse(receiptId).success) throw adminError('receipt_not_found', lang);
    const [row] = await db.select().from(receipts).where(and(eq(receipts.id, receiptId), eq(receipts.orderId, order.id)));
    const file = row ? await opts.storage.get(row.storageKey) : undefined;
    if (!row || !file) throw adminError('receipt_not_found', lang);
    const extension = row.storageKey.split('.').pop() ?? 'bin';
    return reply
      .type(row.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${request.query.download ? 'attachment' : 'inline'}; filename="comprobante-${order.id.slice(0, 8)}.${extension}"`)
      .send(file.stream);
  },
  );
};
