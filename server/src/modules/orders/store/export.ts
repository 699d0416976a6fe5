/** The SQL of the orders export: the orders placed in a time range with their lines. */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orderLines, orders } from '../../../db/schema.ts';

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
