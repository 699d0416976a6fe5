/**
 * POST /api/pedido (docs/orders-api.md): a signed-in customer places a web order; prices, discount
 * and delivery are recomputed by the server. Repeating an Idempotency-Key answers the first order
 * (200) instead of placing another (201).
 */
import { orderPayloadSchema, pedidoSchema, type PaymentDeadlines } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  errorResponses,
  SESSION_SECURITY,
  USER_ERRORS,
  idempotencyKeySchema,
} from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { HolidayCalendar } from '../delivery/index.ts';
import { orderError, type ShopFacts } from '../orders/index.ts';
import { placeOrder, type OrderRateLimit } from './service.ts';

export interface CheckoutRoutesOptions {
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

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (app, opts) => {
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
};
