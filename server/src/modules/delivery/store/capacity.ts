/**
 * The facts a day's capacity is counted from: the orders booked per day, and the day's lock row
 * that makes orders booking the same day wait for each other. (The products' lead times are
 * catalog's, read through catalog/index.ts.)
 */
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deliveryDays, orders } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { hasReceiptSql } from '../../receipts/index.ts';

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
      hasReceipt: hasReceiptSql(),
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
