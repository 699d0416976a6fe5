/**
 * The SQL of payment receipts: the order a receipt is for, the receipts already counted against
 * the caps, the customer's lock that makes uploads wait for each other, and the receipt's row; and
 * what other modules read of an order's receipts (exported from receipts/index.ts).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, receipts, users } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

/** The status, payment status and names of order `orderId` when it is `userId`'s, else undefined. */
export async function findCustomerOrder(db: Db | Tx, userId: string, orderId: string) {
  const [order] = await db
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      number: orders.number,
      firstname: orders.firstname,
      lastname: orders.lastname,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/**
 * Over `userId`'s orders: how many receipts order `orderId` has, and the bytes of the receipts
 * uploaded from `since` on.
 */
export async function readReceiptUsage(
  db: Db | Tx,
  userId: string,
  orderId: string,
  since: Date,
): Promise<{ orderCount: number; dayBytes: number }> {
  const from = since.toISOString();
  const [row] = await db
    .select({
      orderCount: sql<number>`count(*) filter (where ${receipts.orderId} = ${orderId})`.mapWith(Number),
      dayBytes:
        sql<number>`coalesce(sum(${receipts.sizeBytes}) filter (where ${receipts.createdAt} >= ${from}::timestamptz), 0)`.mapWith(
          Number,
        ),
    })
    .from(receipts)
    .innerJoin(orders, eq(orders.id, receipts.orderId))
    .where(eq(orders.userId, userId));
  return row ?? { orderCount: 0, dayBytes: 0 };
}

/** Locks user `userId`'s row for the rest of `tx`: the customer's uploads are counted one after another. */
export async function lockCustomer(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Records a receipt. @returns its row. */
export async function insertReceipt(tx: Db | Tx, receipt: NewReceipt): Promise<ReceiptRow> {
  const [row] = await tx.insert(receipts).values(receipt).returning();
  return row!;
}

/**
 * `exists` a receipt of the order row being selected, as a column of a select from "orders" (the
 * order desk, My orders, a day's bookings). A fragment, not a second query, so those lists keep
 * their one round trip. Spelled out: in a one-table select drizzle leaves columns unqualified, and
 * inside a subquery an unqualified "id" would mean the subquery's own table's column.
 */
export function hasReceiptSql(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from "receipts" where "receipts"."order_id" = "orders"."id")`;
}

/** Whether a receipt was uploaded for order `orderId`. */
export async function orderHasReceipt(db: Db | Tx, orderId: string): Promise<boolean> {
  const [receipt] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .where(eq(receipts.orderId, orderId))
    .limit(1);
  return Boolean(receipt);
}

/** Receipt `receiptId` when it belongs to order `orderId`, else undefined. */
export async function findOrderReceipt(
  db: Db,
  orderId: string,
  receiptId: string,
): Promise<ReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.orderId, orderId)));
  return row;
}

/** The receipts of order `orderId`, oldest first. */
export function listOrderReceipts(db: Db, orderId: string): Promise<ReceiptRow[]> {
  return db.select().from(receipts).where(eq(receipts.orderId, orderId)).orderBy(asc(receipts.createdAt));
}
