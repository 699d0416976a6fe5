/**
 * The SQL of payment receipts: the order a receipt is for, the receipts already counted against
 * the caps, the customer's lock that makes uploads wait for each other, and the receipt's row.
 */
import { and, eq, sql } from 'drizzle-orm';
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
