/**
 * POST /api/pedido, GET /api/pedidos, GET /api/pedidos/:pedidoId (DESIGN.md HTTP contract,
 * docs/orders-api.md, issue 4). Signed-in customers only; each sees only their own orders.
 */
import { orderPayloadSchema } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { parseBody } from '../../lib/http-errors.ts';
import { requestLang } from '../../lib/lang.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import { orderError } from './order-errors.ts';
import type { ShopFacts } from './order-mails.ts';
import { getOrders, placeOrder, type OrderRateLimit } from './order-service.ts';

export interface OrderRoutesOptions {
  db: Db;
  shop: ShopFacts;
  /** Told `orderPlaced` after a new order's transaction committed (its mails are queued in it). */
  events: ShopEvents;
  /** Orders per account and hour (RATE_LIMIT_ORDERS_PER_HOUR); past it POST /api/pedido answers 429. */
  rateLimit?: OrderRateLimit;
}

const idempotencyKeySchema = z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/).optional();
const uuidSchema = z.uuid();

export async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const { db } = opts;

  app.post('/api/pedido', { preHandler: app.requireUser }, async (request, reply) => {
    const lang = requestLang(request);
    const header = request.headers['idempotency-key'];
    const key = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
    if (!key.success) throw orderError('invalid_idempotency_key', lang);
    const body = parseBody(orderPayloadSchema, request.body, lang);
    const user = request.sessionUser!;
    const placed = await placeOrder(db, { userId: user.id, request: body, idempotencyKey: key.data, lang, paymentMethods: opts.shop.paymentMethods, rateLimit: opts.rateLimit, notify: { shop: opts.shop, events: opts.events } });
    if ('rateLimited' in placed) {
      reply.header('retry-after', String(placed.retryAfterSeconds));
      throw orderError('rate_limited', lang);
    }
    return reply.status(placed.created ? 201 : 200).send({ pedido: placed.pedido });
  });

  app.get('/api/pedidos', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.sessionUser!;
    const asked = (request.query as { userId?: unknown }).userId;
    if (asked !== undefined && asked !== '' && asked !== user.id) throw orderError('forbidden', requestLang(request));
    reply.header('cache-control', 'no-store');
    return { pedidos: await getOrders(db, user.id) };
  });

  app.get('/api/pedidos/:pedidoId', { preHandler: app.requireUser }, async (request, reply) => {
    const { pedidoId } = request.params as { pedidoId: string };
    const lang = requestLang(request);
    if (!uuidSchema.safeParse(pedidoId).success) throw orderError('order_not_found', lang);
    const [pedido] = await getOrders(db, request.sessionUser!.id, pedidoId);
    if (!pedido) throw orderError('order_not_found', lang);
    reply.header('cache-control', 'no-store');
    return pedido;
  });
}
