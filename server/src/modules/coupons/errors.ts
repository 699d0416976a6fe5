/**
 * Why a coupon does not apply, in Spanish and English: the text POST /api/coupons/validate
 * answers and the 409 an order gets when its code stopped applying between typing and confirming.
 */
import { COUPON_REJECTIONS, formatArs, type CouponRejection } from '@shop/domain';
import type { CouponRow } from '../../db/schema.ts';
import { defineErrors, type ShopError } from '../../lib/error-table.ts';
import type { Lang } from '../../lib/lang.ts';

/** What a rejection's sentence names of the coupon: its first day or its minimum. */
type CouponFacts = Pick<CouponRow, 'validFrom' | 'minSubtotalArs'> | null | undefined;

/** `YYYY-MM-DD` as the shopper reads it: 05/03/2026 (both languages use day/month in Argentina). */
const showDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '');

/** The sentence for `reason`; `coupon` fills in its date or minimum. */
export function couponRejectionMessage(reason: CouponRejection, lang: Lang, coupon?: CouponFacts): string {
  const en = lang === 'en';
  switch (reason) {
    case 'unknown':
      return en
        ? 'That code does not exist. Check how it is written.'
        : 'Ese código no existe. Revisá que esté bien escrito.';
    case 'inactive':
      return en ? 'That code is no longer valid.' : 'Ese código ya no está vigente.';
    case 'not_started':
      return en
        ? `That code is valid from ${showDay(coupon?.validFrom)}.`
        : `Ese código vale desde el ${showDay(coupon?.validFrom)}.`;
    case 'expired':
      return en ? 'That code has expired.' : 'Ese código está vencido.';
    case 'used_up':
      return en
        ? 'That code has already been used as many times as allowed.'
        : 'Ese código ya se usó todas las veces permitidas.';
    case 'below_minimum': {
      const min = formatArs(coupon?.minSubtotalArs ?? 0, lang);
      return en
        ? `That code applies to purchases of ${min} or more.`
        : `Ese código vale para compras desde ${min}.`;
    }
    case 'not_first_order':
      return en
        ? 'That code is for a first order only, and there is already an order with this account, e-mail or phone.'
        : 'Ese código es solo para la primera compra, y ya hay un pedido con esta cuenta, e-mail o teléfono.';
    case 'already_used':
      return en
        ? 'You already used that code in an earlier order.'
        : 'Ya usaste ese código en un pedido anterior.';
  }
}

type RejectionEntry = readonly [409, (coupon: CouponFacts) => string, (coupon: CouponFacts) => string];

/** `coupon_<reason>` for every reason, worded by couponRejectionMessage. */
const rejectionError = defineErrors(
  Object.fromEntries(
    COUPON_REJECTIONS.map((reason): [string, RejectionEntry] => [
      `coupon_${reason}`,
      [
        409,
        (coupon) => couponRejectionMessage(reason, 'es', coupon),
        (coupon) => couponRejectionMessage(reason, 'en', coupon),
      ],
    ]),
  ) as Record<`coupon_${CouponRejection}`, RejectionEntry>,
);

/** 409 `coupon_<reason>` for an order whose code does not apply; `fields.coupon` names the reason. Nothing is stored. */
export function couponRejected(reason: CouponRejection, coupon?: CouponFacts): ShopError {
  const facts = coupon ? { validFrom: coupon.validFrom, minSubtotalArs: coupon.minSubtotalArs } : null;
  return rejectionError(`coupon_${reason}`, { coupon: reason }, facts);
}

/** Errors of /api/admin/coupons. */
export const adminCouponError = defineErrors({
  coupon_not_found: [404, 'El cupón no existe.', 'The coupon does not exist.'],
  uses_below_used: [
    400,
    'El cupón ya se usó más veces que ese total. Poné un total mayor o igual a los usos.',
    'The coupon has already been used more times than that. Set a total at least equal to its uses.',
  ],
  code_taken: [
    409,
    'Ya hay un cupón con ese código. Elegí otro.',
    'Another coupon already has that code. Choose another.',
  ],
});
