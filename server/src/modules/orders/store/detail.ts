/**
 * The SQL of one order as the back office shows it: its lines, receipts, status history (with who
 * changed it), the Mercado Pago payments seen and the payment history, each oldest first.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  mercadoPagoPayments,
  orderLines,
  orderStatusChanges,
  paymentEvents,
  users,
} from '../../../db/schema.ts';
import { listOrderReceipts } from '../../receipts/index.ts';

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
