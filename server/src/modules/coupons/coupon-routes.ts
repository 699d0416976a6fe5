/**
 * POST /api/coupons/validate (DESIGN.md HTTP contract, issue 14): anyone, rate limited per address.
 * Body: a code, the cart's ids and quantities and, when typed, the checkout's e-mail and phone.
 * Answers 200 `{ valid: true, discount, ... }` or `{ valid: false, reason, message }` in the request's
 * language; a malformed code or cart is a 400. Never stores anything but the rate-limit count.
 */
import { couponValidateSchema, couponValidationSchema, sumLines, type CouponValidation } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { getSessionUser } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import { priceLines } from '../orders/order-service.ts';
import { couponRejectionMessage } from './coupon-errors.ts';
import { evaluateCoupon, findCoupon } from './coupon-service.ts';

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
      preValidation: async (request, reply) =>
        enforceRateLimits(opts.limiter, reply, requestLang(request), [
          { key: `coupon-validate:ip:${request.ip}`, rule: { max: opts.rateLimit.perIp, windowSeconds: opts.rateLimit.windowSeconds } },
        ]),
      schema: { tags: ['coupons'], summary: 'Check a coupon code against a cart', body: couponValidateSchema, response: { 200: couponValidationSchema, ...errorResponses(400, 429) } },
    },
    async (request, reply): Promise<CouponValidation> => {
    const lang = requestLang(request);
    const body = request.body;
    const subtotal = sumLines(await priceLines(db, body, lang));
    const user = await getSessionUser(app.auth, request);
    const coupon = await findCoupon(db, body.code);
    const result = await evaluateCoupon(db, coupon, subtotal, { userId: user?.id, email: body.email, phone: body.phone });
    reply.header('cache-control', 'no-store');
    if (!result.ok) return { valid: false, code: body.code, reason: result.reason, message: couponRejectionMessage(result.reason, lang, coupon) };
    return { valid: true, code: coupon!.code, kind: coupon!.kind, value: coupon!.value, subtotal, discount: result.discount };
  },
  );
};
