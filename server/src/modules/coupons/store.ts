/**
 * The SQL of coupons: the coupon rows (the owner's list, adding, changing, one by code, locked
 * while an order uses it), a customer's earlier orders and uses of a code, and the use recorded
 * or given back with an order; and the newsletter's coupons (made, and their codes and uses read,
 * by subscribers through coupons/index.ts).
 */
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, orders, type CouponRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

export type NewCoupon = typeof coupons.$inferInsert;

/** A customer as orders are matched to them: any key given identifies them (already normalised). */
export interface CustomerKeys {
  userId?: string | null;
  /** Lower-case, trimmed. */
  email?: string;
  /** The last 10 digits of the phone. */
  phoneDigits?: string;
}

/** SQL: the order belongs to `who` (same account, same e-mail ignoring case, or same phone digits); undefined when nothing is known. */
function sameCustomer(who: CustomerKeys): SQL | undefined {
  const conditions: SQL[] = [];
  if (who.userId) conditions.push(eq(orders.userId, who.userId));
  if (who.email) conditions.push(sql`lower(${orders.email}) = ${who.email}`);
  if (who.phoneDigits)
    conditions.push(sql`right(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), 10) = ${who.phoneDigits}`);
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** The coupon with `code` (already upper-cased), or undefined; with `lock`, its row locked for the rest of the transaction. */
export async function findCoupon(db: Db | Tx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Whether customer `who` has an order not cancelled, and whether one of those used coupon
 * `couponId`. @returns undefined when `who` has no key at all (nothing can be told).
 */
export async function readCustomerHistory(
  db: Db | Tx,
  couponId: number,
  who: CustomerKeys,
): Promise<{ hasOrder: boolean; usedCoupon: boolean } | undefined> {
  const match = sameCustomer(who);
  if (!match) return undefined;
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ne(orders.status, 'cancelado'), match))
    .limit(1);
  const [used] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(and(eq(couponRedemptions.couponId, couponId), ne(orders.status, 'cancelado'), match))
    .limit(1);
  return { hasOrder: Boolean(earlier), usedCoupon: Boolean(used) };
}

/** Counts one use of coupon `couponId` and records its redemption by `orderId` of `userId`. */
export async function insertRedemption(
  tx: Db | Tx,
  couponId: number,
  orderId: string,
  userId: string,
): Promise<void> {
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, couponId));
  await tx.insert(couponRedemptions).values({ couponId, orderId, userId });
}

/**
 * Removes the redemption of `orderId`, if any, and counts one use fewer on its coupon (never
 * below 0). Does nothing for an order without one.
 */
export async function deleteRedemption(tx: Db | Tx, orderId: string): Promise<void> {
  const [released] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
}

/** Coupons of `source`, newest first, at most `limit`. */
export function listCouponRows(db: Db, source: 'owner' | 'subscriber', limit: number): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.source, source))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit);
}

/** Adds a coupon. @returns its row. @throws the database's unique violation when the code is taken. */
export async function insertCoupon(db: Db, coupon: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(coupon).returning();
  return row!;
}

/**
 * Changes the given fields of coupon `id` (updated now). @returns its row, or undefined when
 * unknown. @throws the database's unique violation (code taken) or check violation (uses).
 */
export async function updateCoupon(
  db: Db,
  id: number,
  patch: Partial<NewCoupon>,
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

/** The code of coupon `couponId`, or undefined. */
export async function readCouponCode(db: Db | Tx, couponId: number): Promise<string | undefined> {
  const [coupon] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
  return coupon?.code;
}

/** The code and uses of each of the coupons `ids` that exists. */
export function readCouponUses(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; code: string; uses: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: coupons.id, code: coupons.code, uses: coupons.uses })
    .from(coupons)
    .where(inArray(coupons.id, [...ids]));
}

/**
 * Adds a subscriber's coupon `code`: `percent` % off, one use, first order only, once per
 * customer, active. @returns its id.
 */
export async function insertSubscriberCoupon(tx: Db | Tx, code: string, percent: number): Promise<number> {
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code,
      kind: 'percent',
      value: percent,
      maxUses: 1,
      oncePerCustomer: true,
      firstOrderOnly: true,
      active: true,
      source: 'subscriber',
    })
    .returning();
  return coupon!.id;
}
