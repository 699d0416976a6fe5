/**
 * The SQL of payments on the order's side: the order a payment is for, its lines for the checkout,
 * its Mercado Pago preference, the orders the reconciliation re-checks, the owner marking one
 * paid, and the approved payment a refund is made from.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mercadoPagoPayments, orderLines, orders, paymentEvents, type OrderRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

/** Order `orderId` when it is `userId`'s, else undefined. */
export async function findOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** Order `orderId`, or undefined. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Order `orderId`, its row locked for the rest of `tx`, or undefined. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** The lines of order `orderId`, in the order's own order. */
export function readOrderLines(db: Db, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** Keeps the Mercado Pago preference made for order `orderId` and its checkout address. */
export async function savePreference(
  db: Db,
  orderId: string,
  preferenceId: string | null,
  initPoint: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ mpPreferenceId: preferenceId, mpInitPoint: initPoint })
    .where(eq(orders.id, orderId));
}

/**
 * The ids of the unpaid (pendiente or rechazado) Mercado Pago orders placed from `since` on that
 * have a preference, newest first.
 */
export function readUnpaidOnlineOrders(db: Db, since: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'mercadopago'),
        inArray(orders.paymentStatus, ['pendiente', 'rechazado']),
        isNotNull(orders.mpPreferenceId),
        gte(orders.createdAt, since),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/**
 * Sets order `orderId` paid (updated at `now`) and records the change in its payment history as
 * made by the owner `by`, from `fromStatus`. @returns the changed row.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  fromStatus: string,
  by: string,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus: 'pagado', updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(paymentEvents).values({
    orderId,
    source: 'admin',
    fromStatus,
    toStatus: 'pagado',
    by,
    detail: null,
  });
  return row!;
}

/** The order's approved Mercado Pago payment last updated most recently, or undefined. */
export async function findApprovedPayment(db: Db, orderId: string) {
  const [approved] = await db
    .select()
    .from(mercadoPagoPayments)
    .where(and(eq(mercadoPagoPayments.orderId, orderId), eq(mercadoPagoPayments.status, 'approved')))
    .orderBy(desc(mercadoPagoPayments.dateLastUpdated));
  return approved;
}
