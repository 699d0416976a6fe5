/**
 * The SQL of the production list: the lines booked for one delivery day, from web orders not
 * cancelled and from WhatsApp orders the owner confirmed (decision 0034). The products' titles are
 * catalog's (readProductTitles).
 */
import { and, asc, eq, ne, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, whatsappOrderLines, whatsappOrders } from '../../db/schema.ts';

/**
 * The lines of web orders booked for `day` ("YYYY-MM-DD", an Argentina date) that are not
 * cancelled, by window, then order time, then line position.
 */
export function readWebProductionLines(db: Db, day: string) {
  return db
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      orderId: orders.id,
      orderNumber: orders.number,
      firstname: orders.firstname,
      lastname: orders.lastname,
      kind: orders.deliveryKind,
      place: orders.deliveryName,
      window: orders.deliveryWindow,
      status: orders.status,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.deliveryDay, day), ne(orders.status, 'cancelado')))
    .orderBy(asc(orders.deliveryWindow), asc(orders.createdAt), asc(orderLines.position));
}

/**
 * The lines of WhatsApp orders confirmed for `day` ("YYYY-MM-DD"); started or discarded ones are
 * left out. Same order as readWebProductionLines.
 */
export function readWhatsappProductionLines(db: Db, day: string) {
  return db
    .select({
      productId: whatsappOrderLines.productId,
      quantity: whatsappOrderLines.quantity,
      orderId: whatsappOrders.id,
      reference: whatsappOrders.reference,
      firstname: whatsappOrders.firstname,
      lastname: whatsappOrders.lastname,
      kind: whatsappOrders.deliveryKind,
      place: whatsappOrders.deliveryName,
      window: whatsappOrders.deliveryWindow,
      status: whatsappOrders.status,
    })
    .from(whatsappOrderLines)
    .innerJoin(whatsappOrders, eq(whatsappOrders.id, whatsappOrderLines.whatsappOrderId))
    .where(and(eq(whatsappOrders.deliveryDay, day), eq(whatsappOrders.status, 'confirmado')))
    .orderBy(
      asc(whatsappOrders.deliveryWindow),
      asc(whatsappOrders.createdAt),
      asc(whatsappOrderLines.position),
    );
}

/* The SQL of the orders export: the orders placed in a time range with their lines. */

/**
 * Every line of the orders placed from `start` (inclusive) to `end` (exclusive), joined to its
 * order (`o`, `l`), oldest order first and then in the order's own line order. One query.
 */
export function readOrdersWithLines(db: Db, start: Date, end: Date) {
  return db
    .select({ o: orders, l: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(orderLines.position));
}
