/**
 * Payment endpoints (docs/orders-api.md "Payments"):
 * - POST /api/pedidos/:pedidoId/pago (signed in, own order): { checkoutUrl } of Mercado Pago's Checkout Pro;
 * - POST /api/pedidos/:pedidoId/pago/sync (signed in, own order): { pedido } after asking Mercado Pago;
 *   at most once per PAYMENT_SYNC_INTERVAL_SECONDS for an order and account, else 429 with Retry-After;
 * - POST /api/payments/mercadopago/webhook (Mercado Pago): { received: true }; 401 when the
 *   x-signature does not verify, with no change.
 */
import { pedidoSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLang } from '../../lib/lang.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { errorResponses, SESSION_SECURITY, USER_ERRORS } from '../../lib/route-schema.ts';
import { MercadoPagoError, checkWebhookSignature } from '../../plugins/mercadopago.ts';
import { paymentError } from './errors.ts';
import type { PaymentService } from './service.ts';

/**
 * Seconds between two syncs of one order by one account: each sync searches
 * Mercado Pago with the shop's token, so a loop must not spend the shop's API quota. The payment
 * page syncs once on arrival and then only reads the stored order, which the webhook keeps current.
 */
export const PAYMENT_SYNC_INTERVAL_SECONDS = 10;

export interface PaymentRoutesOptions {
  payments: PaymentService;
  /** Counts syncs per order and account (PAYMENT_SYNC_INTERVAL_SECONDS). */
  limiter: RateLimiter;
  /** Undefined when Mercado Pago is not configured: every notification is refused. */
  webhookSecret: string | undefined;
}

const uuid = z.uuid();
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const PedidoParams = z.object({ pedidoId: z.string().describe('The order id (UUID)') });
/*
 * Mercado Pago's notification: `data.id` and `type` in the query (or `type` in the body). Never a
 * 400: whatever arrives is read as "nothing to do" unless it is signed and names a payment.
 */
const WebhookQuery = z
  .looseObject({ 'data.id': z.string().optional(), type: z.string().optional() })
  .catch({});
const WebhookBody = z.looseObject({ type: z.string().optional() }).nullable().catch(null);

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, opts) => {
  const { payments } = opts;

  app.post(
    '/api/pedidos/:pedidoId/pago',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying an order with Mercado Pago: answers the Checkout Pro address',
        security: SESSION_SECURITY,
        params: PedidoParams,
        response: { 200: z.object({ checkoutUrl: z.string() }), ...errorResponses(...USER_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pedidoId } = request.params;
      if (!uuid.safeParse(pedidoId).success) throw paymentError('order_not_found');
      const checkoutUrl = await payments.startCheckout(request.sessionUser!.id, pedidoId);
      return reply.header('cache-control', 'no-store').send({ checkoutUrl });
    },
  );

  app.post(
    '/api/pedidos/:pedidoId/pago/sync',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "Ask Mercado Pago for the order's payment now (on return from Checkout Pro)",
        security: SESSION_SECURITY,
        params: PedidoParams,
        response: { 200: z.object({ pedido: pedidoSchema }), ...errorResponses(...USER_ERRORS, 404, 429) },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { pedidoId } = request.params;
      if (!uuid.safeParse(pedidoId).success) throw paymentError('order_not_found');
      const userId = request.sessionUser!.id;
      await enforceRateLimits(opts.limiter, [
        {
          key: `payment-sync:${userId}:${pedidoId}`,
          rule: { max: 1, windowSeconds: PAYMENT_SYNC_INTERVAL_SECONDS },
        },
      ]);
      const pedido = await payments.syncOrder(userId, pedidoId, lang);
      return reply.header('cache-control', 'no-store').send({ pedido });
    },
  );

  app.post(
    '/api/payments/mercadopago/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Mercado Pago notifications (x-signature checked)',
        querystring: WebhookQuery,
        body: WebhookBody,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const query = request.query;
      const dataId = typeof query['data.id'] === 'string' ? query['data.id'] : undefined;
      const requestId = header(request.headers['x-request-id']);
      const check = opts.webhookSecret
        ? checkWebhookSignature(
            { signature: header(request.headers['x-signature']), requestId, dataId },
            opts.webhookSecret,
          )
        : ({ ok: false, reason: 'Mercado Pago is not configured' } as const);
      if (!check.ok) {
        request.log.warn({ reason: check.reason, requestId, dataId }, 'Mercado Pago notification refused');
        throw paymentError('invalid_signature');
      }
      const body = request.body ?? {};
      const type =
        typeof query.type === 'string' ? query.type : typeof body.type === 'string' ? body.type : '';
      // Signed, but about something else (merchant orders, chargebacks...) or not a payment id: nothing to do.
      if (type !== 'payment' || !/^\d{1,20}$/.test(dataId!)) return { received: true as const };
      try {
        await payments.handleNotification(dataId!, requestId!);
      } catch (err) {
        if (!(err instanceof MercadoPagoError)) throw err;
        // Mercado Pago retries a notification that was not answered with 2xx; the reconciliation also catches up.
        request.log.warn({ err, payment: dataId }, 'could not fetch the notified payment');
        throw paymentError('payment_unavailable');
      }
      return { received: true as const };
    },
  );
};
