/**
 * The SQL of web orders as the shopper meets them: finding one by its idempotency key, reading
 * the shopper's orders with their lines, storing a new order with its lines, and the writes of a
 * cancellation or an expiry (the order's row locked, its status changed, its history row), and the
 * owner's status change made only from the status read (the order-desk module's); whether a
 * shopper received a product (reviews').
 */
import type { OrderStatus } from '@shop/domain';
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, orderStatusChanges, type OrderRow } from '../../db/schema.ts';
import { hasReceiptSql } from '../receipts/index.ts';
import type { Tx } from '../../db/transaction.ts';

export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type NewStatusChange = typeof orderStatusChanges.$inferInsert;

/** The order `userId` stored with idempotency key `key`, or undefined. */
export async function findOrderByIdempotencyKey(
  db: Db | Tx,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * The orders of `userId` (only `orderId` when given), newest first, with the columns a Pedido
 * shows and whether a receipt was uploaded. Never another customer's order.
 */
export function readShopperOrders(db: Db | Tx, userId: string, orderId: string | undefined) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      number: orders.number,
      deliveryDate: orders.deliveryDate,
      totalArs: orders.totalArs,
      subtotalArs: orders.subtotalArs,
      discountArs: orders.discountArs,
      couponCode: orders.couponCode,
      deliveryKind: orders.deliveryKind,
      deliveryName: orders.deliveryName,
      deliveryPriceArs: orders.deliveryPriceArs,
      deliveryAddress: orders.deliveryAddress,
      deliveryDay: orders.deliveryDay,
      deliveryWindow: orders.deliveryWindow,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentDueAt: orders.paymentDueAt,
      expiredAt: orders.expiredAt,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and inside the
      // subquery an unqualified "id" would mean the receipt's own column.
      hasReceipt: hasReceiptSql(),
    })
    .from(orders)
    .where(orderId ? and(eq(orders.userId, userId), eq(orders.id, orderId)) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The lines of the orders `orderIds`, by order and then in the order's own order. */
export function readOrderLines(db: Db | Tx, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(orderLines.orderId, orderLines.position);
}

/** Inserts an order row. @returns it. @throws the database's unique violation when the user's idempotency key is taken. */
export async function insertOrder(tx: Db | Tx, values: NewOrder): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order!;
}

/** Inserts an order row. @returns it, or undefined when the same user's idempotency key is already taken. */
export async function insertOrderUnlessKeyTaken(
  tx: Db | Tx,
  values: NewOrder,
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning();
  return order;
}

/**
 * Inserts an order's lines and, when `alongside` is given (a statement such as the mail outbox's
 * insert), runs it in the same statement: one round trip while the transaction is open (under
 * load each round trip waits behind the other requests).
 */
export async function insertOrderLines(
  tx: Db | Tx,
  lines: readonly NewOrderLine[],
  alongside?: { getSQL(): SQLWrapper },
): Promise<void> {
  const insertLines = tx.insert(orderLines).values([...lines]);
  if (!alongside) {
    await insertLines;
    return;
  }
  // getSQL(): embedded as they are (a builder put into sql`` is wrapped in parentheses as a subquery).
  await tx.execute(sql`with "new_order_lines" as (${insertLines.getSQL()}) ${alongside.getSQL()}`);
}

/** Order `orderId`, its row locked for the rest of `tx`; only when it is `userId`'s when given. */
export async function lockOrder(tx: Tx, orderId: string, userId?: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * Sets order `orderId` cancelado (updated now, by the database's clock); with `expiredAt`, marks
 * it expired at that instant too. @returns the changed row.
 */
export async function cancelOrderRow(
  tx: Db | Tx,
  orderId: string,
  expiredAt?: Date,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelado', ...(expiredAt ? { expiredAt } : {}), updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/** Records one status change in the order's history. */
export async function insertStatusChange(tx: Db | Tx, change: NewStatusChange): Promise<void> {
  await tx.insert(orderStatusChanges).values(change);
}

/**
 * Sets order `id`'s status (with `deliveryDate` and `updatedAt`) only while it is still `from`
 * (a concurrent change makes it match nothing). @returns the changed row, or undefined.
 */
export async function updateStatusFrom(
  tx: Db | Tx,
  id: string,
  from: OrderStatus,
  set: { status: OrderStatus; deliveryDate: Date | null; updatedAt: Date },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row;
}

/*
 * Whether a shopper received a product: a delivered order of theirs holds it ("Compra
 * verificada", docs/decisions/0034-whatsapp-orders-and-review-approval.md). Cancelled or still
 * pending orders do not count. Read by reviews through orders/index.ts.
 */
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
