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
import type { CancelMailFacts, ExpiryMailFacts } from './mails.ts';
import { cancelOrder, getOrders } from './service.ts';
import { expireUnpaidOrder } from './jobs.ts';

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

const Params = z.object({ pedidoId: z.uuid() });
const Body = z
  .object({ at: z.iso.datetime({ offset: true }).describe('The time the job runs "at", ISO 8601') })
  .strict();
const Reply = z.object({ outcome: z.enum(['expired', 'not_due', 'kept']) });

/**
 * Test-only (registered by index.ts with TEST_ROUTES only): POST /api/test/orders/:pedidoId/expire { at } runs one order's expiry job
 * as if the clock read `at`, so a browser test shows an unpaid order expiring without waiting a
 * day. Registered only when config.testRoutes is true: TEST_ROUTES=true, which loadConfig accepts
 * only on a server that listens and is addressed on loopback alone with no proxy trusted (never a
 * shop taking real orders). One order at a time, so
 * a test never releases the orders of the tests running beside it.
 */
export const orderExpiryTestRoutes: FastifyPluginAsyncZod<{
  db: Db;
  facts: ExpiryMailFacts;
  onExpired: (orderId: string) => void;
}> = async (app, opts) => {
  app.post(
    '/api/test/orders/:pedidoId/expire',
    {
      schema: {
        tags: ['test'],
        summary: "Test only: run an order's expiry job at a given time",
        params: Params,
        body: Body,
        response: { 200: Reply, ...errorResponses(400) },
      },
    },
    async (request) => {
      const outcome = await expireUnpaidOrder(
        opts.db,
        request.params.pedidoId,
        new Date(request.body.at),
        opts.facts,
      );
      if (outcome === 'expired') opts.onExpired(request.params.pedidoId);
      return { outcome };
    },
  );
};
