/**
 * POST /api/coupons/validate's rule: a code against a cart the server prices itself,
 * for a shopper who may be signed in. Stores nothing.
 */
import { sumLines, type CouponValidation, type couponValidateSchema } from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Lang } from '../../../lib/lang.ts';
import { priceLines } from '../../orders/index.ts';
import { couponRejectionMessage } from '../errors.ts';
import { findCoupon } from '../store.ts';
import { evaluateCoupon } from './coupons.ts';

/**
 * Whether `input.code` applies to the cart of `input.items` for shopper `userId` (undefined when
 * not signed in): `{ valid: true, discount, ... }` or `{ valid: false, reason, message }` in `lang`.
 * The first-order and once-per-customer rules look at the signed-in account only: the endpoint is
 * open to anyone, so matching the body's e-mail or phone would tell a stranger whether that person
 * has ordered here. The order re-checks them with its e-mail and phone inside
 * its transaction (reserveCoupon), so such a code is still refused there.
 * @throws ShopError 400 unknown_product / too_many_units for a cart the shop cannot price (priceLines).
 */
export async function validateCoupon(
  db: Db,
  input: z.output<typeof couponValidateSchema>,
  userId: string | undefined,
  lang: Lang,
): Promise<CouponValidation> {
  const subtotal = sumLines(await priceLines(db, input, lang));
  const coupon = await findCoupon(db, input.code);
  const result = await evaluateCoupon(db, coupon, subtotal, { userId });
  if (!result.ok)
    return {
      valid: false,
      code: input.code,
      reason: result.reason,
      message: couponRejectionMessage(result.reason, lang, coupon),
    };
  return {
    valid: true,
    code: coupon!.code,
    kind: coupon!.kind,
    value: coupon!.value,
    subtotal,
    discount: result.discount,
  };
}
