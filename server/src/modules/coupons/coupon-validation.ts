/**
 * POST /api/coupons/validate's rule (issue 14): a code against a cart the server prices itself,
 * for a shopper who may be signed in and may have typed an e-mail and phone. Stores nothing.
 */
import { sumLines, type CouponValidation, type couponValidateSchema } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../lib/lang.ts';
import { priceLines } from '../orders/order-service.ts';
import { couponRejectionMessage } from './coupon-errors.ts';
import { evaluateCoupon, findCoupon } from './coupon-service.ts';

/**
 * Whether `input.code` applies to the cart of `input.items` for shopper `userId` (undefined when
 * not signed in): `{ valid: true, discount, ... }` or `{ valid: false, reason, message }` in `lang`.
 * @throws HttpError 400 unknown_product / too_many_units for a cart the shop cannot price (priceLines).
 */
export async function validateCoupon(db: Db, input: z.output<typeof couponValidateSchema>, userId: string | undefined, lang: Lang): Promise<CouponValidation> {
  const subtotal = sumLines(await priceLines(db, input, lang));
  const coupon = await findCoupon(db, input.code);
  const result = await evaluateCoupon(db, coupon, subtotal, { userId, email: input.email, phone: input.phone });
  if (!result.ok) return { valid: false, code: input.code, reason: result.reason, message: couponRejectionMessage(result.reason, lang, coupon) };
  return { valid: true, code: coupon!.code, kind: coupon!.kind, value: coupon!.value, subtotal, discount: result.discount };
}
