/**
 * Coupon rules against the database: who counts as the same customer, whether this is
 * their first order, and the use of a code inside the order's transaction. The rules themselves
 * are domain/src/coupon.ts (checkCoupon).
 */
import { checkCoupon, type CouponCheck, type CouponRules } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { couponRejected } from '../errors.ts';
import {
  deleteRedemption,
  findCoupon,
  insertRedemption,
  readCustomerHistory,
  type CustomerKeys,
} from '../store.ts';

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
