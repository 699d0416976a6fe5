/**
 * The facts a day's capacity is counted from: the products' lead times, the orders booked per day,
 * and the day's lock row that makes orders booking the same day wait for each other.
 */
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deliveryDays, orders, productIsListed, products } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

/** The lead time (hours) of each of the products `ids` that is in the shop (listed). */
export function readListedLeadTimes(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; leadTimeHours: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, leadTimeHours: products.leadTimeHours })
    .from(products)
    .where(and(inArray(products.id, [...ids]), productIsListed));
}

/**
 * The orders not cancelled with a delivery day from `from` to `to` ("YYYY-MM-DD", inclusive):
 * their day, status, payment status and due time, whether a receipt was uploaded, and their units.
 */
export function readBookedOrders(db: Db | Tx, from: string, to: string) {
  return db
    .select({
      day: orders.deliveryDay,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentDueAt: orders.paymentDueAt,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and inside a
      // subquery an unqualified "id" would mean the subquery's own table's column.
      hasReceipt: sql<boolean>`exists (select 1 from "receipts" where "receipts"."order_id" = "orders"."id")`,
      units: sql<number>`(select coalesce(sum("order_lines"."quantity"), 0) from "order_lines" where "order_lines"."order_id" = "orders"."id")::int`,
    })
    .from(orders)
    .where(and(gte(orders.deliveryDay, from), lte(orders.deliveryDay, to), ne(orders.status, 'cancelado')));
}

/**
 * Locks day `date`'s row (made on first use) for the rest of `tx`: orders booking the same day
 * wait for each other here.
 */
export async function lockDeliveryDay(tx: Tx, date: string): Promise<void> {
  await tx.insert(deliveryDays).values({ day: date }).onConflictDoNothing();
  await tx.select().from(deliveryDays).where(eq(deliveryDays.day, date)).for('update');
}
