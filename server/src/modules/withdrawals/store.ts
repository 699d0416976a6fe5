/**
 * The withdrawal module's SQL (the only file of the module that queries): matching a request to an
 * order, storing requests and the owner's queue.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { orders, withdrawalRequests, type WithdrawalRequestRow } from '../../db/schema.ts';
import type { Tx } from '../mail/index.ts';

/** What identifies the shopper's order: its number (a prefix of its id, hexadecimal) or the phone, always with the e-mail. */
export interface OrderReference {
  /** Normalised: lower-case hexadecimal, no dashes; '' when not given. */
  orderNumber: string;
  /** Lower-case e-mail address. */
  email: string;
  /** The phone's last 10 digits (Argentina's national number, without +54 or 9); '' when not given. */
  phoneDigits: string;
}

/**
 * The newest order placed with `ref.email` whose short number is `ref.orderNumber` or whose id starts with it (dashes left out)
 * or, without a number, whose phone ends in the same 10 digits (so "+54 9 387 555-1234" is "387 5551234").
 * @returns its id, or null.
 */
export async function findOrderId(db: Db | Tx, ref: OrderReference): Promise<string | null> {
  const sameEmail = sql`lower(${orders.email}) = ${ref.email}`;
  // Digits only may be the order's short number (formatOrderNumber) or the start of its old id.
  const byNumber = /^\d{1,9}$/.test(ref.orderNumber)
    ? sql`${orders.number} = ${Number(ref.orderNumber)} or `
    : sql``;
  const match = ref.orderNumber
    ? sql`(${byNumber}replace(${orders.id}::text, '-', '') like ${`${ref.orderNumber}%`})`
    : sql`right(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), 10) = ${ref.phoneDigits}`;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sameEmail, match))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Stores a request; @returns the row, or null when its code is already taken (the caller draws another). */
export async function insertRequest(
  db: Db | Tx,
  values: typeof withdrawalRequests.$inferInsert,
): Promise<WithdrawalRequestRow | null> {
  const [row] = await db
    .insert(withdrawalRequests)
    .values(values)
    .onConflictDoNothing({ target: withdrawalRequests.code })
    .returning();
  return row ?? null;
}

/** The owner's queue, newest first, optionally of one status (at most `limit` rows). */
export function listRequests(
  db: Db,
  filter: { status?: WithdrawalStatus; limit: number },
): Promise<WithdrawalRequestRow[]> {
  return db
    .select()
    .from(withdrawalRequests)
    .where(filter.status ? eq(withdrawalRequests.status, filter.status) : undefined)
    .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
    .limit(filter.limit);
}

/** Sets a request's status; @returns the updated row, or null when there is no such request. */
export async function updateStatus(
  db: Db,
  id: number,
  status: WithdrawalStatus,
): Promise<WithdrawalRequestRow | null> {
  const [row] = await db
    .update(withdrawalRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(withdrawalRequests.id, id))
    .returning();
  return row ?? null;
}

/** Ids of `orderIds` with a withdrawal request (for order lists that show "Arrepentimiento solicitado"). */
export async function ordersWithRequests(db: Db | Tx, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: withdrawalRequests.orderId })
    .from(withdrawalRequests)
    .where(inArray(withdrawalRequests.orderId, [...orderIds]));
  return new Set(rows.map((r) => r.orderId).filter((id): id is string => id !== null));
}

/** The short numbers (orders.number) of `orderIds`, by id. */
export async function orderNumbers(db: Db | Tx, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return new Map(rows.map((r) => [r.id, r.number]));
}
