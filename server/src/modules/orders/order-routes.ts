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
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import { orderError } from './order-errors.ts';
import { newOrderCustomerMail, newOrderShopMail, type ShopFacts } from './order-mails.ts';
import { getOrders, placeOrder, type OrderRateLimit } from './order-service.ts';

export interface OrderRoutesOptions {
  db: Db;
  mailer: Mailer;
  shop: ShopFacts;
  /** Called after a new order is stored (best-selling depends on orders). */
  onOrderPlaced?: () => void;
  /** Orders per account and hour (RATE_LIMIT_ORDERS_PER_HOUR); past it POST /api/pedido answers 429. */
  rateLimit?: OrderRateLimit;
}

const idempotencyKeySchema = z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/).optional();
const uuidSchema = z.uuid();

export async function orderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  const { db } = opts;

  /** Sends in the background: the order is stored either way, and a mail failure is logged. */
  const sendMail = (message: MailMessage) => {
    opts.mailer.send(message).catch((err: unknown) => app.log.error({ err, to: message.to }, 'could not send an order mail'));
  };

  app.post('/api/pedido', { preHandler: app.requireUser }, async (request, reply) => {
    const lang = requestLang(request);
    const header = request.headers['idempotency-key'];
    const key = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
    if (!key.success) throw orderError('invalid_idempotency_key', lang);
    const body = parseBody(orderPayloadSchema, request.body, lang);
    const user = request.sessionUser!;
    const placed = await placeOrder(db, { userId: user.id, request: body, idempotencyKey: key.data, lang, paymentMethods: opts.shop.paymentMethods, rateLimit: opts.rateLimit });
    if ('rateLimited' in placed) {
      reply.header('retry-after', String(placed.retryAfterSeconds));
      throw orderError('rate_limited', lang);
    }
    if (placed.created) {
      opts.onOrderPlaced?.();
      sendMail(newOrderShopMail(placed.pedido, placed.order, opts.shop));
      sendMail(newOrderCustomerMail(placed.pedido, placed.order, opts.shop));
    }
    return reply.status(placed.created ? 201 : 200).send({ pedido: placed.pedido });
  });

  app.get('/api/pedidos', { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.sessionUser!;
    const asked = (request.query as { userId?: unknown }).userId;
    if (asked !== undefined && asked !== '' && asked !== user.id) throw orderError('forbidden', requestLang(request));
    reply.header('cache-control', 'no-store');
    return { pedidos: await getOrders(db, user.id, undefined, requestLang(request)) };
  });

  app.get('/api/pedidos/:pedidoId', { preHandler: app.requireUser }, async (request, reply) => {
    const { pedidoId } = request.params as { pedidoId: string };
    const lang = requestLang(request);
    if (!uuidSchema.safeParse(pedidoId).success) throw orderError('order_not_found', lang);
    const [pedido] = await getOrders(db, request.sessionUser!.id, pedidoId, lang);
    if (!pedido) throw orderError('order_not_found', lang);
    reply.header('cache-control', 'no-store');
    return pedido;
  });
}
