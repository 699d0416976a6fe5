/**
 * GET /api/pedidos, GET /api/pedidos/:pedidoId and POST /api/pedidos/:pedidoId/cancelar
 * (docs/orders-api.md). Signed-in customers only; each sees only their own orders. (POST /api/pedido
 * is the checkout module's, POST /api/pedidos/whatsapp the whatsapp-orders module's.)
 */
import { pedidoSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses, langQuery, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import { orderError } from './errors.ts';
import type { CancelMailFacts } from './mails.ts';
import { cancelOrder, getOrders } from './service.ts';

export interface OrderRoutesOptions {
  db: Db;
  /** What a cancel's mails state about the shop, read when a shopper cancels. */
  facts: CancelMailFacts;
  /** Told `orderCancelled` after a shopper's cancel committed (its mails are queued in it). */
  events: ShopEvents;
}
const uuidSchema = z.uuid();
/** Any string: an id that is not a UUID is answered like an unknown order (404), as before. */
const PedidoParams = z.object({ pedidoId: z.string().max(100).describe('The order id (UUID)') });

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, opts) => {
  const { db } = opts;

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
          shopName: opts.facts.shopName,
          publicUrl: opts.facts.publicUrl,
          ordersEmail: opts.facts.ordersEmail,
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
