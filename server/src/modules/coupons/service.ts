/**
 * The coupons module's rules: checking a code against a cart, using and releasing a coupon, and the owner's coupons.
 *
 * POST /api/coupons/validate's rule: a code against a cart the server prices itself,
 * for a shopper who may be signed in. Stores nothing.
 */
import {
  sumLines,
  type CouponValidation,
  type couponValidateSchema,
  checkCoupon,
  type CouponCheck,
  type CouponRules,
  VALIDATION_KEYS,
  type AdminCoupon,
  type AdminCouponView,
} from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Lang } from '../../lib/lang.ts';
import { priceLines } from '../orders/index.ts';
import { couponRejectionMessage, couponRejected, adminCouponError } from './errors.ts';
import {
  findCoupon,
  deleteRedemption,
  insertRedemption,
  readCustomerHistory,
  type CustomerKeys,
  insertCoupon,
  listCouponRows,
  updateCoupon,
} from './store.ts';
import type { CouponRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { CHECK_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';

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

/*
 * Coupon rules against the database: who counts as the same customer, whether this is
 * their first order, and the use of a code inside the order's transaction. The rules themselves
 * are domain/src/coupon.ts (checkCoupon).
 */

/** A database or an open transaction. */
export type DbOrTx = Db | Tx;

/** Who is ordering: any of the three that is known identifies the customer ("first order"). */
export interface CustomerIdentity {
  userId?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The last 10 digits of a phone (area code and number in Argentina), so "+54 9 387 …" and "387 …" match; '' when too short to tell. */
export function phoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits.slice(-10) : '';
}

/** The keys orders are matched to `who` by: the account, the e-mail ignoring case, the phone's last digits. */
function customerKeys(who: CustomerIdentity): CustomerKeys {
  const email = who.email?.trim().toLowerCase();
  const phone = phoneKey(who.phone);
  return { userId: who.userId, ...(email ? { email } : {}), ...(phone ? { phoneDigits: phone } : {}) };
}

/** The stored coupon as the domain rules read it. */
export function toRules(row: CouponRow): CouponRules {
  return {
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotalArs,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    uses: row.uses,
    oncePerCustomer: row.oncePerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
  };
}

/**
 * Checks `row` for a cart of `subtotal` ARS and customer `who` now: first-order and once-per-customer
 * look at orders not cancelled. With no identity at all (an anonymous shopper who typed nothing yet)
 * both count as satisfied: the order re-checks with the account and the form's e-mail and phone.
 */
export async function evaluateCoupon(
  db: DbOrTx,
  row: CouponRow | undefined,
  subtotal: number,
  who: CustomerIdentity,
  now = new Date(),
): Promise<CouponCheck> {
  if (!row) return checkCoupon(null, { subtotal, now, isFirstOrder: true, usedByCustomer: false });
  const history = await readCustomerHistory(db, row.id, customerKeys(who));
  const isFirstOrder = !history?.hasOrder;
  const usedByCustomer = history?.usedCoupon ?? false;
  return checkCoupon(toRules(row), { subtotal, now, isFirstOrder, usedByCustomer });
}

/** A code accepted for an order, before its use is recorded. */
export interface ReservedCoupon {
  coupon: CouponRow;
  discount: number;
}

/**
 * Inside the order's transaction: locks the coupon row (FOR UPDATE, so two orders for its last use
 * wait for each other and the second sees the count the first left) and applies the rules.
 * @throws ShopError 409 `coupon_<reason>` when it does not apply; the caller's transaction rolls back.
 */
export async function reserveCoupon(
  tx: DbOrTx,
  code: string,
  subtotal: number,
  who: CustomerIdentity,
): Promise<ReservedCoupon> {
  const row = await findCoupon(tx, code, true);
  const result = await evaluateCoupon(tx, row, subtotal, who);
  if (!result.ok) throw couponRejected(result.reason, row);
  return { coupon: row!, discount: result.discount };
}

/** Counts the use of a reserved coupon by `orderId`, in the same transaction. */
export async function recordCouponUse(
  tx: DbOrTx,
  reserved: ReservedCoupon,
  orderId: string,
  userId: string,
): Promise<void> {
  await insertRedemption(tx, reserved.coupon.id, orderId, userId);
}

/**
 * Gives back the coupon use of `orderId` when the order is cancelled, in the cancelling
 * transaction: its redemption is removed and the coupon's count goes down by one, so a code with
 * limited uses can be used again (a cancelled order never counted as a first order or as this
 * customer's use either). Does nothing for an order without a coupon.
 */
export async function releaseCouponUse(tx: DbOrTx, orderId: string): Promise<void> {
  await deleteRedemption(tx, orderId);
}

/*
 * The owner's coupons: list by source, add, replace the settings of, and switch on or
 * off. Coupons are never deleted: past orders keep the code they used. Knows nothing of HTTP: it
 * throws the errors of `adminCouponError` (coupons/errors.ts).
 */

/** The admin view of a stored coupon. */
export function toAdminCoupon(row: CouponRow): AdminCouponView {
  return {
    id: String(row.id),
    code: row.code,
    ...toRules(row),
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

const toColumns = (c: AdminCoupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minSubtotalArs: c.minSubtotal,
  validFrom: c.validFrom,
  validTo: c.validTo,
  maxUses: c.maxUses,
  oncePerCustomer: c.oncePerCustomer,
  firstOrderOnly: c.firstOrderOnly,
  active: c.active,
});

/** The coupon id of a path: a positive int4, else the coupon cannot exist. @throws coupon_not_found (404) */
export function couponId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw adminCouponError('coupon_not_found');
  return id;
}

/** Coupons of `source`, newest first (at most 1000). */
export async function listCoupons(
  db: Db,
  source: 'owner' | 'subscriber',
): Promise<{ items: AdminCouponView[] }> {
  const rows = await listCouponRows(db, source, 1000);
  return { items: rows.map(toAdminCoupon) };
}

/** Adds an owner's coupon. @throws code_taken (409, fields.code) */
export async function createCoupon(db: Db, coupon: AdminCoupon): Promise<AdminCouponView> {
  try {
    const row = await insertCoupon(db, { ...toColumns(coupon), source: 'owner' });
    return toAdminCoupon(row);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw adminCouponError('code_taken', { code: VALIDATION_KEYS.couponCodeTaken });
    throw err;
  }
}

/**
 * Replaces the settings of coupon `rawId`; its uses so far are kept.
 * @throws coupon_not_found (404), code_taken (409, fields.code), uses_below_used (409, fields.maxUses)
 */
export async function replaceCoupon(db: Db, rawId: string, coupon: AdminCoupon): Promise<AdminCouponView> {
  const id = couponId(rawId);
  try {
    const row = await updateCoupon(db, id, toColumns(coupon));
    if (!row) throw adminCouponError('coupon_not_found');
    return toAdminCoupon(row);
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION)
      throw adminCouponError('code_taken', { code: VALIDATION_KEYS.couponCodeTaken });
    // The table's check: total uses never below the uses so far.
    if (pgErrorCode(err) === CHECK_VIOLATION)
      throw adminCouponError('uses_below_used', { maxUses: VALIDATION_KEYS.couponUses });
    throw err;
  }
}

/** Switches coupon `rawId` on or off. @throws coupon_not_found (404) */
export async function setCouponActive(db: Db, rawId: string, active: boolean): Promise<AdminCouponView> {
  const id = couponId(rawId);
  const row = await updateCoupon(db, id, { active });
  if (!row) throw adminCouponError('coupon_not_found');
  return toAdminCoupon(row);
}
