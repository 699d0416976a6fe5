/**
 * POST /api/coupons/validate: anyone, rate limited per address.
 * Body: a code, the cart's ids and quantities and, when typed, the checkout's e-mail and phone.
 * Answers 200 `{ valid: true, discount, ... }` or `{ valid: false, reason, message }` in the request's
 * language; a malformed code or cart is a 400. Never stores anything but the rate-limit count.
 */
import { couponValidateSchema, couponValidationSchema, type CouponValidation } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import { validateCoupon } from './service.ts';

export interface CouponRoutesOptions {
  db: Db;
  limiter: RateLimiter;
  /** Checks per address and window; a shopper typing a code makes a few, so this is a multiple of the forms' limit. */
  rateLimit: { perIp: number; windowSeconds: number };
}

export const couponRoutes: FastifyPluginAsyncZod<CouponRoutesOptions> = async (app, opts) => {
  const { db } = opts;
  app.post(
    '/api/coupons/validate',
    {
      // Counted before the body is validated: malformed tries count too.
      preValidation: async (request) =>
        enforceRateLimits(opts.limiter, [
          {
            key: `coupon-validate:ip:${request.ip}`,
            rule: { max: opts.rateLimit.perIp, windowSeconds: opts.rateLimit.windowSeconds },
          },
        ]),
      // A signed-in shopper's earlier orders decide "first order" coupons.
      preHandler: app.loadUser,
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon code against a cart',
        body: couponValidateSchema,
        response: { 200: couponValidationSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply): Promise<CouponValidation> => {
      reply.header('cache-control', 'no-store');
      return validateCoupon(db, request.body, request.sessionUser?.id, requestLang(request));
    },
  );
};
