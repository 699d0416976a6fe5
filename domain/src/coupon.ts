import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { VALIDATION_KEYS } from './validation';

/*
 * Coupons and the subscribers' first-order 10 % (a confirmed subscriber's single-use code; other
 * coupons are the owner's to set). The rules here are pure: the server applies them inside the
 * order's transaction with the coupon row locked, and the web app never decides a discount on its
 * own.
 */

/** Codes are 3 to 32 upper-case letters, digits or inner dashes ("BIENVENIDA-7K2Q"); typed case does not matter. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;
/** Most ARS a fixed coupon or a minimum may name: far above any cart, so a typo (an extra zero or three) is caught. */
export const COUPON_MAX_ARS = 10_000_000;
/** Most total uses the owner may set on one code. */
export const COUPON_MAX_USES = 1_000_000;
/** Percent off of the code mailed to a confirmed subscriber (10 % off the first order). */
export const SUBSCRIBER_DISCOUNT_PERCENT = 10;

/** A coupon code as typed: trimmed and upper-cased, then checked against COUPON_CODE_PATTERN ('validation.couponCode'). */
export const couponCodeSchema = z
  .string({ error: VALIDATION_KEYS.couponCode })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, { error: VALIDATION_KEYS.couponCode });

/** Whether `text` (as typed) has the shape of a code, so the browser asks the server only then. */
export function looksLikeCouponCode(text: string): boolean {
  return COUPON_CODE_PATTERN.test(text.trim().toUpperCase());
}

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A calendar day 'YYYY-MM-DD' that exists (no 2025-02-30); 'validation.date' otherwise. */
export const couponDateSchema = z
  .string({ error: VALIDATION_KEYS.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION_KEYS.date })
  .refine(
    (value) => {
      const [y, m, d] = value.split('-').map(Number);
      const date = new Date(Date.UTC(y!, m! - 1, d!));
      return y! >= 2000 && y! <= 2100 && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
    },
    { error: VALIDATION_KEYS.date },
  );

const wholeArs = (key: string) =>
  z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(COUPON_MAX_ARS, { error: key });

/**
 * A coupon as the owner writes it in /admin/coupons (POST and PUT /api/admin/coupons): `value` is
 * the percent (1..100) or the ARS off (1..COUPON_MAX_ARS); `validFrom`/`validTo` are Argentina
 * calendar days, both included, null = open; `maxUses` null = unlimited. Messages are i18n keys.
 */
export const adminCouponSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: VALIDATION_KEYS.couponAmount }),
    value: wholeArs(VALIDATION_KEYS.couponAmount).min(1, { error: VALIDATION_KEYS.couponAmount }),
    minSubtotal: wholeArs(VALIDATION_KEYS.couponMinimum).default(0),
    validFrom: couponDateSchema.nullable().default(null),
    validTo: couponDateSchema.nullable().default(null),
    maxUses: z
      .number({ error: VALIDATION_KEYS.couponUses })
      .int({ error: VALIDATION_KEYS.couponUses })
      .min(1, { error: VALIDATION_KEYS.couponUses })
      .max(COUPON_MAX_USES, { error: VALIDATION_KEYS.couponUses })
      .nullable()
      .default(null),
    oncePerCustomer: z.boolean().default(true),
    firstOrderOnly: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: VALIDATION_KEYS.couponPercent });
    if (c.validFrom && c.validTo && c.validTo < c.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: VALIDATION_KEYS.dateRange });
  });
export type AdminCouponInput = z.input<typeof adminCouponSchema>;
export type AdminCoupon = z.output<typeof adminCouponSchema>;

/** A stored coupon as GET /api/admin/coupons lists it. */
export interface AdminCouponView extends AdminCoupon {
  id: string;
  /** Orders that used it (cancelled ones included: the use was counted when the order was placed). */
  uses: number;
  /** 'owner' for codes made in /admin/coupons, 'subscriber' for the single-use codes mailed to subscribers. */
  source: 'owner' | 'subscriber';
  createdAt: string;
}

/** What the rules need to know about a coupon. */
export type CouponRules = Pick<
  AdminCoupon,
  | 'kind'
  | 'value'
  | 'minSubtotal'
  | 'validFrom'
  | 'validTo'
  | 'maxUses'
  | 'oncePerCustomer'
  | 'firstOrderOnly'
  | 'active'
> & {
  uses: number;
};

/** Why a code does not apply, in the order the checks run. */
export const COUPON_REJECTIONS = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'used_up',
  'below_minimum',
  'not_first_order',
  'already_used',
] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** Facts about the shopper and the moment the rules look at. */
export interface CouponContext {
  /** Products' subtotal in whole ARS (delivery excluded). */
  subtotal: number;
  now: Date;
  /** False when the account, e-mail or phone has an earlier order that was not cancelled. */
  isFirstOrder: boolean;
  /** True when this customer (account, e-mail or phone) already used this code in an order not cancelled. */
  usedByCustomer: boolean;
}

export type CouponCheck = { ok: true; discount: number } | { ok: false; reason: CouponRejection };

const inArgentina = tz('America/Argentina/Buenos_Aires');

/** The calendar day 'YYYY-MM-DD' that `instant` falls on in Argentina: every business day is Argentina's. */
export function argentinaDate(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: inArgentina });
}

/**
 * The ARS a coupon takes off `subtotal`: a percent rounded to the nearest whole peso (half up), or
 * the fixed amount; never more than the subtotal nor less than 0.
 */
export function couponDiscount(coupon: Pick<CouponRules, 'kind' | 'value'>, subtotal: number): number {
  const base = Math.max(0, Math.floor(subtotal));
  const raw = coupon.kind === 'percent' ? Math.round((base * coupon.value) / 100) : coupon.value;
  return Math.min(Math.max(0, raw), base);
}

/**
 * Applies the coupon rules to a cart: active, within its Argentina days (validFrom's
 * 00:00 to validTo's 24:00, -03:00), uses left, the minimum subtotal, first order only, once per
 * customer. Returns the discount or the first reason it does not apply.
 */
export function checkCoupon(coupon: CouponRules | null | undefined, ctx: CouponContext): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  const today = argentinaDate(ctx.now);
  if (coupon.validFrom && today < coupon.validFrom) return { ok: false, reason: 'not_started' };
  if (coupon.validTo && today > coupon.validTo) return { ok: false, reason: 'expired' };
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return { ok: false, reason: 'used_up' };
  if (ctx.subtotal < coupon.minSubtotal) return { ok: false, reason: 'below_minimum' };
  if (coupon.firstOrderOnly && !ctx.isFirstOrder) return { ok: false, reason: 'not_first_order' };
  if (coupon.oncePerCustomer && ctx.usedByCustomer) return { ok: false, reason: 'already_used' };
  return { ok: true, discount: couponDiscount(coupon, ctx.subtotal) };
}

/** POST /api/coupons/validate body: the code and the cart (ids and quantities; prices come from the catalogue). `email` and `phone` are accepted for older clients but ignored: only the signed-in account counts there; the order checks them. */
export const couponValidateSchema = z.object({
  code: couponCodeSchema,
  items: z
    .array(
      z.object({
        id: z
          .union([
            z
              .string()
              .trim()
              .regex(/^\d{1,9}$/),
            z.number().int().min(0).max(999_999_999),
          ])
          .transform(String),
        quantity: z
          .number({ error: VALIDATION_KEYS.quantity })
          .int({ error: VALIDATION_KEYS.quantity })
          .min(1, { error: VALIDATION_KEYS.quantity })
          .max(99, { error: VALIDATION_KEYS.quantity }),
      }),
      { error: VALIDATION_KEYS.emptyCart },
    )
    .min(1, { error: VALIDATION_KEYS.emptyCart })
    .max(50, { error: VALIDATION_KEYS.tooManyLines }),
  email: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
});
export type CouponValidateRequest = z.input<typeof couponValidateSchema>;

/** POST /api/coupons/validate answer: the discount on this cart, or why the code does not apply (with a message in the request's language). */
export type CouponValidation =
  | { valid: true; code: string; kind: CouponKind; value: number; subtotal: number; discount: number }
  | { valid: false; code: string; reason: CouponRejection; message: string };

/** POST /api/subscribers body: the e-mail that receives the confirmation link. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(200, { error: VALIDATION_KEYS.tooLong })
    .pipe(z.email({ error: VALIDATION_KEYS.email })),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** A random subscriber token as it travels in a link (base64url, 32 bytes). */
export const subscriberTokenSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[\w-]{20,100}$/),
});

export const SUBSCRIBER_STATUSES = ['pendiente', 'confirmado', 'baja'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** One subscriber as /admin/subscribers lists it. */
export interface AdminSubscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  lang: 'es' | 'en';
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  /** The mailed code, once confirmed. */
  coupon: string | null;
  /** Whether the mailed code was used in an order. */
  couponUsed: boolean;
}
