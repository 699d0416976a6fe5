/**
 * The SQL of push alerts: the administrators' subscriptions (stored, removed, their failures
 * counted) and the VAPID key pair kept in the database when several processes share it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushKeys, pushSubscriptions, users } from '../../db/schema.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Every subscription of an account whose role is admin. */
export async function readAdminSubscriptions(db: Db): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ s: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(users.role, 'admin'));
  return rows.map((r) => r.s);
}

/** Stores (or renews, failures back to 0) the subscription of `endpoint` as `userId`'s. */
export async function upsertSubscription(
  db: Db,
  sub: { endpoint: string; userId: string; p256dh: string; auth: string },
): Promise<void> {
  const { userId, p256dh, auth } = sub;
  await db
    .insert(pushSubscriptions)
    .values(sub)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, failures: 0, updatedAt: new Date() },
    });
}

/** Removes the subscription of `endpoint`, only when it is `userId`'s when given. @returns whether there was one. */
export async function deleteSubscription(db: Db, endpoint: string, userId?: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(
      userId
        ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))
        : eq(pushSubscriptions.endpoint, endpoint),
    )
    .returning({ endpoint: pushSubscriptions.endpoint });
  return removed.length > 0;
}

/** Counts one more failed delivery to `endpoint`. */
export async function countFailure(db: Db, endpoint: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Sets the failed deliveries to `endpoint` back to 0. */
export async function clearFailures(db: Db, endpoint: string): Promise<void> {
  await db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.endpoint, endpoint));
}

/**
 * Keeps `fresh` as the shop's VAPID key pair unless one is already kept (the first insert wins
 * when two processes start together). @returns the pair kept.
 */
export async function keepVapidKeys(
  db: Db,
  fresh: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(pushKeys)
    .values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys);
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}
