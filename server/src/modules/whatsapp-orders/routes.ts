/**
 * POST /api/pedidos/whatsapp records an order about to be sent by WhatsApp, for anyone, with no
 * account (docs/decisions/0034-whatsapp-orders-and-review-approval.md): its reference for the
 * message and its total. Counted per IP like the other public forms (RATE_LIMIT_PER_IP).
 */
import { whatsappOrderRecordedSchema, whatsappOrderRequestSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses, idempotencyKeySchema } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { HolidayCalendar } from '../delivery/index.ts';
import { orderError } from '../orders/index.ts';
import { recordWhatsappOrder } from './service.ts';

export interface WhatsappOrderRoutesOptions {
  db: Db;
  /** The national holidays the delivery days follow (DELIVERY_HOLIDAYS_COUNTRY). */
  holidays?: HolidayCalendar;
  /** WhatsApp orders are recorded by anyone: counted per IP like the other public forms (RATE_LIMIT_PER_IP). */
  publicLimit: { limiter: RateLimiter; perIp: number; windowSeconds: number };
}

export const whatsappOrderRoutes: FastifyPluginAsyncZod<WhatsappOrderRoutesOptions> = async (app, opts) => {
  const { db } = opts;

  app.post(
    '/api/pedidos/whatsapp',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Record an order about to be sent by WhatsApp (no account): its reference for the message; prices and delivery recomputed by the server',
        headers: z.looseObject({
          'idempotency-key': z
            .string()
            .optional()
            .describe(
              'Required (400 invalid_idempotency_key without it): repeating a key answers the first record (200) instead of making another',
            ),
        }),
        body: whatsappOrderRequestSchema,
        response: {
          200: whatsappOrderRecordedSchema,
          201: whatsappOrderRecordedSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const header = request.headers['idempotency-key'];
      const key = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
      if (!key.success || !key.data) throw orderError('invalid_idempotency_key');
      const { limiter, perIp, windowSeconds } = opts.publicLimit;
      const recorded = await recordWhatsappOrder(db, {
        request: request.body,
        idempotencyKey: key.data,
        lang,
        ip: request.ip,
        limiter,
        rateLimit: { max: perIp, windowSeconds },
        holidays: opts.holidays,
      });
      return reply
        .status(recorded.created ? 201 : 200)
        .send({ reference: recorded.reference, total: recorded.total });
    },
  );
};
