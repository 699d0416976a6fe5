/**
 * The owner's order desk (issue 5), administrators only:
 * - GET  /api/admin/orders?status=&from=&to=&q=&userId=&limit=&offset= : newest first, with counts per status;
 * - GET  /api/admin/orders/:id : lines, totals, customer and delivery data, receipts, status history;
 * - POST /api/admin/orders/:id/status { status, deliveryDate? } : one allowed transition
 *   (domain ORDER_TRANSITIONS), recorded (who, when, from, to) and mailed to the customer;
 * - GET  /api/admin/orders/:id/receipts/:receiptId : the receipt file (view or download).
 * Dates are ISO 8601; `from`/`to` filter the order date (inclusive, UTC instants).
 */
import { canTransition, isOrderStatus, isoInstant, ORDER_STATUSES, orderStatusSchema, type OrderStatus } from '@shop/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, orderStatusChanges, receipts, users } from '../../db/schema.ts';
import { defineErrors } from '../../lib/error-table.ts';
import { parseBody, validationError } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage } from '../../plugins/storage.ts';
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

export interface AdminOrderRoutesOptions {
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  shopName: string;
}

export async function adminOrderRoutes(app: FastifyInstance, opts: AdminOrderRoutesOptions) {
  const { db } = opts;
  app.addHook('preHandler', app.requireAdmin);

  async function findOrder(id: string, lang: 'es' | 'en') {
    if (!uuid.safeParse(id).success) throw adminError('order_not_found', lang);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw adminError('order_not_found', lang);
    return order;
  }

  app.get('/api/admin/orders', async (request, reply) => {
    const lang = requestLang(request);
    const parsed = listQuerySchema.safeParse(request.query);
    if (!parsed.success) throw validationError(parsed.error, lang);
    const { status, from, to, q, userId, limit, offset } = parsed.data;
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
    // at the top always show every status.
    const base = filters.length ? and(...filters) : undefined;
    const where = status ? and(base, eq(orders.status, status)) : base;
    const [rows, totals, perStatus] = await Promise.all([
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(orders).where(where),
      db.select({ status: orders.status, n: count() }).from(orders).where(base).groupBy(orders.status),
    ]);
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const r of perStatus) if (isOrderStatus(r.status)) counts[r.status] = Number(r.n);
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map((o) => ({
        id: o.id,
        createdAt: o.createdAt.toISOString(),
        deliveryDate: o.deliveryDate?.toISOString() ?? null,
        status: o.status,
        total: o.totalArs,
        customer: { name: `${o.firstname} ${o.lastname}`, email: o.email, phone: o.phone },
      })),
      total: Number(totals[0]?.n ?? 0),
      counts,
    };
  });

  app.get('/api/admin/orders/:id', async (request, reply) => {
    const lang = requestLang(request);
    const order = await findOrder((request.params as { id: string }).id, lang);
    const [lines, files, history] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
      db.select().from(receipts).where(eq(receipts.orderId, order.id)).orderBy(asc(receipts.createdAt)),
      db
        .select({ from: orderStatusChanges.fromStatus, to: orderStatusChanges.toStatus, at: orderStatusChanges.changedAt, by: users.username, byName: users.name })
        .from(orderStatusChanges)
        .innerJoin(users, eq(users.id, orderStatusChanges.changedBy))
        .where(eq(orderStatusChanges.orderId, order.id))
        .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id)),
    ]);
    reply.header('cache-control', 'no-store');
    return {
      id: order.id,
      userId: order.userId,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      deliveryDate: order.deliveryDate?.toISOString() ?? null,
      total: order.totalArs,
      lang: order.lang,
      customer: {
        firstname: order.firstname,
        lastname: order.lastname,
        email: order.email,
        phone: order.phone,
        address: order.address,
        addressNotes: order.addressNotes,
      },
      items: lines.map((l) => ({ productId: String(l.productId), title: l.title, quantity: l.quantity, unitPrice: l.unitPriceArs, lineTotal: l.lineTotalArs })),
      receipts: files.map((f) => ({ id: f.id, contentType: f.contentType, sizeBytes: f.sizeBytes, originalName: f.originalName, createdAt: f.createdAt.toISOString() })),
      history: history.map((h) => ({ from: h.from, to: h.to, at: h.at.toISOString(), by: h.by ?? h.byName })),
      allowedNext: isOrderStatus(order.status) ? ORDER_STATUSES.filter((s) => canTransition(order.status as OrderStatus, s)) : [],
    };
  });

  app.post('/api/admin/orders/:id/status', async (request) => {
    const lang = requestLang(request);
    const order = await findOrder((request.params as { id: string }).id, lang);
    const body = parseBody(statusBodySchema, request.body, lang);
    const deliveryDate = body.deliveryDate ? new Date(body.deliveryDate) : body.deliveryDate === null ? null : order.deliveryDate;
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
      return row;
    });
    if (!updated) throw adminError('invalid_transition', lang, { status: `${order.status} -> ${body.status}` });
    opts.mailer
      .send(statusChangeMail(updated, body.status, deliveryDate, opts.shopName))
      .catch((err: unknown) => request.log.error({ err, order: updated.id }, 'could not send the status mail'));
    return { id: updated.id, status: updated.status, deliveryDate: updated.deliveryDate?.toISOString() ?? null };
  });

  app.get('/api/admin/orders/:id/receipts/:receiptId', async (request, reply) => {
    const lang = requestLang(request);
    const { id, receiptId } = request.params as { id: string; receiptId: string };
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
      .header('content-disposition', `${(request.query as { download?: string }).download ? 'attachment' : 'inline'}; filename="comprobante-${order.id.slice(0, 8)}.${extension}"`)
      .send(file.stream);
  });
}
