/**
 * Whether a shopper received a product: a delivered order of theirs holds it ("Compra
 * verificada", docs/decisions/0034-whatsapp-orders-and-review-approval.md). Cancelled or still
 * pending orders do not count. Read by reviews through orders/index.ts.
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderLines, orders } from '../../../db/schema.ts';

/**
 * `exists` a delivered order of user `userId` holding product `productId`, as a column of another
 * module's select (reviews' lists: one query, the same as the join it replaces).
 */
export function receivedProductSql(userId: AnyColumn, productId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id} where ${orders.userId} = ${userId} and ${orderLines.productId} = ${productId} and ${orders.status} = 'entregado')`.mapWith(
    Boolean,
  );
}

/** Whether `userId` has a delivered order holding `productId`. */
export async function hasReceivedProduct(db: Db, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orders.status, 'entregado')),
    )
    .limit(1);
  return Boolean(row);
}
