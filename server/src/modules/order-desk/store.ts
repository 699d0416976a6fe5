/**
 * The SQL of the owner's order desk, reads only: the filtered list with its counts per status and
 * per payment status, one order by id, the last changes of its history, and one order as the back
 * office shows it (lines, receipts, status history with who changed it, the Mercado Pago payments
 * seen and the payment history, each oldest first). The tables are orders' and payments'
 * (FOREIGN_READS in server/test/module-shape.test.ts); a status change is written by orders' store.
 */
import type { OrderStatus, PaymentStatus } from '@shop/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  mercadoPagoPayments,
  orderLines,
  orders,
  orderStatusChanges,
  paymentEvents,
  users,
  type OrderRow,
} from '../../db/schema.ts';
import { hasReceiptSql, listOrderReceipts } from '../receipts/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';

// The order desk's reading of the domain's receiptAwaitsCheck, in SQL (columns qualified: they sit in a subquery).
const HAS_RECEIPT = hasReceiptSql();
const RECEIPT_TO_CHECK = sql`(${HAS_RECEIPT} and "orders"."status" <> 'cancelado' and "orders"."payment_status" in ('pendiente', 'rechazado'))`;
/** The payment status the desk shows and filters by: en_revision while a receipt awaits the owner's check. */
const DESK_PAYMENT_STATUS = sql<string>`(case when ${RECEIPT_TO_CHECK} then 'en_revision' else "orders"."payment_status" end)`;

/** The desk's filters, already read: instants on the order date inclusive; `number` the order's short number when the search is one. */
export interface DeskQuery {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  from?: Date;
  to?: Date;
  /** Searched in the first and last name, "first last", the e-mail and the start of the id. */
  q?: string;
  number?: number;
  userId?: string;
  limit: number;
  offset: number;
}

/**
 * One page of orders newest first (each with whether a receipt was uploaded), the number of orders
 * the filters match, and the counts per status and per desk payment status (with how many
 * receipts await a check). Counts follow the date and search filters, not their own facet; each
 * facet's counts follow the other facet's filter.
 */
export async function readDeskOrders(db: Db, query: DeskQuery) {
  const { status, paymentStatus, from, to, q, number, userId, limit, offset } = query;
  const filters: SQL[] = [];
  if (userId) filters.push(eq(orders.userId, userId));
  if (from) filters.push(gte(orders.createdAt, from));
  if (to) filters.push(lte(orders.createdAt, to));
  if (q) {
    const like = containsPattern(q);
    filters.push(
      or(
        ...(number !== undefined ? [eq(orders.number, number)] : []),
        ilike(orders.firstname, like),
        ilike(orders.lastname, like),
        ilike(orders.email, like),
        ilike(sql`${orders.firstname} || ' ' || ${orders.lastname}`, like),
        ilike(sql`${orders.id}::text`, `${escapeLike(q)}%`),
      )!,
    );
  }
  const base = filters.length ? and(...filters) : undefined;
  const byStatus = status ? eq(orders.status, status) : undefined;
  // The payment facet reads the desk's payment status: a receipt to check is "en revisión".
  const byPayment = paymentStatus ? eq(DESK_PAYMENT_STATUS, paymentStatus) : undefined;
  const where = and(base, byStatus, byPayment);
  const [rows, totals, perStatus, perPayment] = await Promise.all([
    db
      .select({ order: orders, hasReceipt: HAS_RECEIPT })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(base, byPayment))
      .groupBy(orders.status),
    db
      .select({
        status: DESK_PAYMENT_STATUS,
        toCheck: sql<number>`count(*) filter (where ${RECEIPT_TO_CHECK})`,
        n: count(),
      })
      .from(orders)
      .where(and(base, byStatus))
      .groupBy(DESK_PAYMENT_STATUS),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0), perStatus, perPayment };
}

/** Order `id`, or undefined. */
export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** The last `n` status changes of order `orderId`, newest first. */
export function readLastStatusChanges(tx: Db | Tx, orderId: string, n: number) {
  return tx
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(desc(orderStatusChanges.changedAt), desc(orderStatusChanges.id))
    .limit(n);
}

/** Everything stored about order `orderId` besides its own row, read in parallel. */
export async function readOrderDetail(db: Db, orderId: string) {
  const [lines, files, history, mpPayments, events] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position)),
    listOrderReceipts(db, orderId),
    db
      .select({
        from: orderStatusChanges.fromStatus,
        to: orderStatusChanges.toStatus,
        at: orderStatusChanges.changedAt,
        undoOf: orderStatusChanges.undoOf,
        by: users.username,
        byName: users.name,
      })
      .from(orderStatusChanges)
      .innerJoin(users, eq(users.id, orderStatusChanges.changedBy))
      .where(eq(orderStatusChanges.orderId, orderId))
      .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id)),
    db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.orderId, orderId))
      .orderBy(asc(mercadoPagoPayments.createdAt), asc(mercadoPagoPayments.id)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.at), asc(paymentEvents.id)),
  ]);
  return { lines, files, history, mpPayments, events };
}
