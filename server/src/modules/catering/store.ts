/**
 * The catering module's SQL (the only file of the module that queries): storing requests, the
 * owner's queue, quotes and their tokens, and the confirmation.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CateringStatus } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { cateringRequests, type CateringItem, type CateringRequestRow } from '../../db/schema.ts';
import type { Tx } from '../mail/index.ts';

/** Stores a request; @returns the row, or null when its number is already taken (the caller draws another). */
export async function insertRequest(
  db: Db | Tx,
  values: typeof cateringRequests.$inferInsert & { items: CateringItem[] },
): Promise<CateringRequestRow | null> {
  const [row] = await db
    .insert(cateringRequests)
    .values(values)
    .onConflictDoNothing({ target: cateringRequests.number })
    .returning();
  return row ?? null;
}

/** The owner's queue, newest first, optionally of one status (at most `limit` rows). */
export function listRequests(
  db: Db,
  filter: { status?: CateringStatus; limit: number },
): Promise<CateringRequestRow[]> {
  return db
    .select()
    .from(cateringRequests)
    .where(filter.status ? eq(cateringRequests.status, filter.status) : undefined)
    .orderBy(desc(cateringRequests.createdAt), desc(cateringRequests.id))
    .limit(filter.limit);
}

/** One request by id, or null. */
export async function findRequest(db: Db | Tx, id: number): Promise<CateringRequestRow | null> {
  const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.id, id));
  return row ?? null;
}

/** The request whose mailed token hashes to `tokenHash`, or null. */
export async function findByTokenHash(db: Db | Tx, tokenHash: string): Promise<CateringRequestRow | null> {
  const [row] = await db.select().from(cateringRequests).where(eq(cateringRequests.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Records a quote on a request not yet confirmed (a new quote replaces the former and its token).
 * @returns the updated row, or null when there is no such request or it is already confirmed.
 */
export async function saveQuote(
  db: Db | Tx,
  id: number,
  quote: { quoteArs: number; note: string; tokenHash: string },
): Promise<CateringRequestRow | null> {
  const [row] = await db
    .update(cateringRequests)
    .set({ ...quote, status: 'cotizado', updatedAt: new Date() })
    .where(
      and(eq(cateringRequests.id, id), inArray(cateringRequests.status, ['nuevo', 'cotizado', 'rechazado'])),
    )
    .returning();
  return row ?? null;
}

/** Declines a request not yet confirmed; its token stops working. @returns the row, or null. */
export async function saveDecline(db: Db | Tx, id: number, note: string): Promise<CateringRequestRow | null> {
  const [row] = await db
    .update(cateringRequests)
    .set({ status: 'rechazado', note, tokenHash: null, updatedAt: new Date() })
    .where(and(eq(cateringRequests.id, id), inArray(cateringRequests.status, ['nuevo', 'cotizado'])))
    .returning();
  return row ?? null;
}

/**
 * Marks a quoted request confirmed with its order, only if it is still quoted (the row's update is
 * the lock: of two confirmations racing, one finds it no longer quoted).
 * @returns the row, or null when it was not quoted any more.
 */
export async function markConfirmed(tx: Tx, id: number, orderId: string): Promise<CateringRequestRow | null> {
  const [row] = await tx
    .update(cateringRequests)
    .set({ status: 'confirmado', orderId, updatedAt: new Date() })
    .where(and(eq(cateringRequests.id, id), eq(cateringRequests.status, 'cotizado')))
    .returning();
  return row ?? null;
}

/** Locks a request for its confirmation (in the order's transaction); @returns it, or null when there is none. */
export async function lockRequest(tx: Tx, id: number): Promise<CateringRequestRow | null> {
  const [row] = await tx.select().from(cateringRequests).where(eq(cateringRequests.id, id)).for('update');
  return row ?? null;
}
