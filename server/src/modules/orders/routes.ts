/**
 * POST /api/pedido, GET /api/pedidos, GET /api/pedidos/:pedidoId (docs/orders-api.md). Signed-in
 * customers only; each sees only their own orders. (POST /api/pedidos/whatsapp is the
 * whatsapp-orders module's.)
 */
import { orderPayloadSchema, pedidoSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HolidayCalendar } from '../delivery/index.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses, langQuery, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import { orderError } from './errors.ts';
import type { ShopFacts } from './mails.ts';
import { getOrders } from './service/orders.ts';
import { placeOrder, type OrderRateLimit } from './service/place-order.ts';
import { cancelOrder } from './service/cancel.ts';
import type { PaymentDeadlines } from '@shop/domain';

export interface OrderRoutesOptions {
  db: Db;
  shop: ShopFacts;
  /** Told `orderPlaced` after a new order's transaction committed (its mails are queued in it). */
  events: ShopEvents;
  /** Orders per account and hour (RATE_LIMIT_ORDERS_PER_HOUR); past it POST /api/pedido answers 429. */
  rateLimit?: OrderRateLimit;
  /** The configuration's unpaid-order times, where the owner saved none. */
  paymentDeadlines: PaymentDeadlines;
  /** The national holidays the delivery days follow (DELIVERY_HOLIDAYS_COUNTRY). */
  holidays?: HolidayCalendar;
}

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/)
  .optional();
const uuidSchema = z.uuid();
/** Any string: an id that is not a UUID is answered like an unknown order (404), as before. */
const PedidoParams = z.object({ pedidoId: z.string().max(100).describe('The order id (UUID)') });

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, opts) => {
  const { db } = opts;

  app.post(
    '/api/pedido',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (prices, discount and delivery are recomputed by the server)',
        security: SESSION_SECURITY,
        headers: z.looseObject({
          'idempotency-key': z
            .string()
            .optional()
            .describe('Repeating a key answers the first order (200) instead of placing another'),
        }),
        body: orderPayloadSchema,
        response: {
          200: z.object({ pedido: pedidoSchema }),
          201: z.object({ pedido: pedidoSchema }),
          ...errorResponses(400, ...USER_ERRORS, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const header = request.headers['idempotency-key'];
      const key = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
      if (!key.success) throw orderError('invalid_idempotency_key');
      const body = request.body;
      const user = request.sessionUser!;
      const placed = await placeOrder(db, {
        userId: user.id,
        request: body,
        idempotencyKey: key.data,
        lang,
        paymentMethods: opts.shop.paymentMethods,
        paymentDeadlines: opts.paymentDeadlines,
        holidays: opts.holidays,
        rateLimit: opts.rateLimit,
        notify: { shop: opts.shop, events: opts.events },
      });
      return reply.status(placed.created ? 201 : 200).send({ pedido: placed.pedido });
    },
  );

  app.get(
    '/api/pedidos',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first",
        security: SESSION_SECURITY,
        querystring: langQuery.extend({
          userId: z.string().optional().describe('Only your own id is accepted'),
        }),
        response: { 200: z.object({ pedidos: z.array(pedidoSchema) }), ...errorResponses(...USER_ERRORS) },
      },
    },
    async (request, reply) => {
      const user = request.sessionUser!;
      const asked = request.query.userId;
      if (asked !== undefined && asked !== '' && asked !== user.id) throw orderError('forbidden');
      reply.header('cache-control', 'no-store');
      return { pedidos: await getOrders(db, user.id, undefined, requestLang(request)) };
    },
  );

  app.post(
    '/api/pedidos/:pedidoId/cancelar',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Cancel one of your orders while it is pending (decision 0027): its day and coupon are given back, a Mercado Pago payment refunded',
        security: SESSION_SECURITY,
        params: PedidoParams,
        response: { 200: pedidoSchema, ...errorResponses(...USER_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      const { pedidoId } = request.params;
      const lang = requestLang(request);
      if (!uuidSchema.safeParse(pedidoId).success) throw orderError('order_not_found');
      return cancelOrder(db, {
        userId: request.sessionUser!.id,
        orderId: pedidoId,
        lang,
        facts: {
          shopName: opts.shop.name,
          publicUrl: opts.shop.publicUrl,
          ordersEmail: opts.shop.ordersEmail,
        },
        events: opts.events,
      });
    },
  );

  app.get(
    '/api/pedidos/:pedidoId',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: "One of the signed-in customer's orders",
        security: SESSION_SECURITY,
        params: PedidoParams,
        response: { 200: pedidoSchema, ...errorResponses(...USER_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const { pedidoId } = request.params;
      const lang = requestLang(request);
      if (!uuidSchema.safeParse(pedidoId).success) throw orderError('order_not_found');
      const [pedido] = await getOrders(db, request.sessionUser!.id, pedidoId, lang);
      if (!pedido) throw orderError('order_not_found');
      reply.header('cache-control', 'no-store');
      return pedido;
    },
  );
};
