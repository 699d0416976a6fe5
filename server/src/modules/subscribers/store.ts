/**
 * The SQL of newsletter subscribers: finding one by e-mail or by either link's token, storing a
 * (re)subscription as pending, confirming one with its coupon, unsubscribing, and the owner's list.
 */
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscribers, type SubscriberRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The subscriber with `email` (lower-case), or undefined. */
export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  return row;
}

/** The subscriber whose confirmation link's token hashes to `tokenHash`, or undefined. */
export async function findSubscriberByConfirmHash(
  db: Db,
  tokenHash: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, tokenHash));
  return row;
}

/** The subscriber of unsubscribe token `token`, or undefined. */
export async function findSubscriberByUnsubscribeToken(
  db: Db,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token));
  return row;
}

/** Subscriber `id`, its row locked for the rest of `tx`, or undefined. */
export async function lockSubscriber(tx: Tx, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for('update');
  return row;
}

/**
 * Stores `email` as pendiente with a new confirmation (hash and send time): a new row with its
 * unsubscribe token, or the existing one (any status) again pending, its language and
 * confirmation replaced, its unsubscribe cleared. @returns the row.
 */
export async function upsertPendingSubscriber(
  db: Db,
  values: {
    email: string;
    lang: string;
    confirmTokenHash: string;
    confirmSentAt: Date;
    unsubscribeToken: string;
  },
): Promise<SubscriberRow> {
  const [row] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        lang: values.lang,
        status: 'pendiente',
        confirmTokenHash: values.confirmTokenHash,
        confirmSentAt: values.confirmSentAt,
        unsubscribedAt: null,
      },
    })
    .returning();
  return row!;
}

/** Sets subscriber `id` confirmado at `now` with coupon `couponId`, clearing an unsubscribe. */
export async function markSubscriberConfirmed(
  tx: Db | Tx,
  id: string,
  couponId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(subscribers)
    .set({ status: 'confirmado', couponId, confirmedAt: now, unsubscribedAt: null })
    .where(eq(subscribers.id, id));
}

/** Sets subscriber `id` baja at `now`. @returns the changed row. */
export async function markSubscriberUnsubscribed(
  db: Db,
  id: string,
  now: Date,
): Promise<SubscriberRow | undefined> {
  const [updated] = await db
    .update(subscribers)
    .set({ status: 'baja', unsubscribedAt: now })
    .where(eq(subscribers.id, id))
    .returning();
  return updated;
}

/**
 * Subscribers whose e-mail contains `q` (any case) and of `status`, when given, newest first, at
 * most `limit` (their coupons' codes and uses are coupons', readCouponUses).
 */
export function listSubscriberRows(
  db: Db,
  filter: { q?: string; status?: SubscriberRow['status'] },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(ilike(subscribers.email, containsPattern(filter.q)));
  if (filter.status) conditions.push(eq(subscribers.status, filter.status));
  return db
    .select()
    .from(subscribers)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit);
}
