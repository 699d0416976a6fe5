/**
 * The owner's coupons: list by source, add, replace the settings of, and switch on or
 * off. Coupons are never deleted: past orders keep the code they used. Knows nothing of HTTP: it
 * throws the errors of `adminCouponError` (coupons/errors.ts).
 */
import { VALIDATION_KEYS, type AdminCoupon, type AdminCouponView } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../../db/schema.ts';
import { CHECK_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../../lib/pg-error.ts';
import { adminCouponError } from '../errors.ts';
import { insertCoupon, listCouponRows, updateCoupon } from '../store.ts';
import { toRules } from './coupons.ts';

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
