/**
 * The abandoned-cart module's SQL (the only file of the module that queries): saved carts and when
 * they changed, the reminders sent, opt-outs and the owner's settings.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AbandonedCartSettings, CartRecovery } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import {
  abandonedCartSettings,
  cartReminderOptOuts,
  cartReminders,
  customers,
  guestCarts,
  orders,
  savedListLines,
  users,
  type CartReminderRow,
} from '../../db/schema.ts';
import type { Tx } from '../../plugins/job-queue.ts';

/** The owner's reminder settings, or undefined when never saved (the configuration's defaults apply). */
export async function readReminderSettings(db: Db): Promise<AbandonedCartSettings | undefined> {
  const [row] = await db
    .select({ enabled: abandonedCartSettings.enabled, afterMinutes: abandonedCartSettings.afterMinutes })
    .from(abandonedCartSettings)
    .limit(1);
  return row;
}

/** Saves the owner's reminder settings (the one row). */
export async function saveReminderSettings(db: Db, settings: AbandonedCartSettings): Promise<void> {
  await db
    .insert(abandonedCartSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: abandonedCartSettings.id, set: { ...settings, updatedAt: sql`now()` } });
}

/** An account's saved cart with when it last changed (the newest line's change). */
export interface AccountCart {
  userId: string;
  email: string;
  name: string;
  lang: string;
  /** Digits and signs as typed in the profile; '' without one. */
  phone: string;
  changedAt: Date;
}

/** Each account's saved cart with lines, newest change first, at most `limit` (the owner's list and the reminder sweep). */
const accountCarts = (db: Db | Tx, userId?: string) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(trim(${customers.nombre} || ' ' || ${customers.apellido}), ''), ${users.name})`,
      lang: users.lang,
      phone: sql<string>`coalesce(${customers.telefono}, '')`,
      changedAt: sql<Date>`max(${savedListLines.updatedAt})`.mapWith(savedListLines.updatedAt),
    })
    .from(savedListLines)
    .innerJoin(users, eq(users.id, savedListLines.userId))
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(
      and(
        eq(savedListLines.list, 'cart'),
        userId === undefined ? undefined : eq(savedListLines.userId, userId),
      ),
    )
    .groupBy(
      users.id,
      users.email,
      users.name,
      users.lang,
      customers.nombre,
      customers.apellido,
      customers.telefono,
    );

/** Account `userId`'s saved cart with when it last changed; undefined when it has no lines. */
export async function accountCart(db: Db, userId: string): Promise<AccountCart | undefined> {
  const [cart] = await accountCarts(db, userId);
  return cart;
}

/** Saved carts with lines, most recently changed first (the owner's list). */
export function listAccountCarts(db: Db, limit: number): Promise<AccountCart[]> {
  return accountCarts(db)
    .orderBy(desc(sql`max(${savedListLines.updatedAt})`))
    .limit(limit);
}

/**
 * Carts due a reminder at `now`: unchanged since `cutoff`, no order placed by the account since
 * the cart's last change, the address not opted out, and no reminder in the last `reminderDays`.
 * At most `limit`, oldest change first.
 */
export function dueCarts(
  db: Db | Tx,
  cutoff: Date,
  now: Date,
  reminderDays: number,
  limit: number,
  userId?: string,
): Promise<AccountCart[]> {
  const since = new Date(now.getTime() - reminderDays * 86_400_000);
  return accountCarts(db, userId)
    .having(
      and(
        sql`max(${savedListLines.updatedAt}) <= ${cutoff.toISOString()}`,
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.createdAt} >= max(${savedListLines.updatedAt}))`,
        sql`not exists (select 1 from ${cartReminderOptOuts} where ${cartReminderOptOuts.email} = lower(${users.email}))`,
        sql`not exists (select 1 from ${cartReminders} where (${cartReminders.userId} = ${users.id} or ${cartReminders.email} = lower(${users.email})) and ${cartReminders.sentAt} > ${since.toISOString()})`,
      ),
    )
    .orderBy(asc(sql`max(${savedListLines.updatedAt})`))
    .limit(limit);
}

/**
 * Locks the account's row for the rest of transaction `tx` (two sweeps in two processes then
 * handle one cart one after the other) and tells whether its cart is still due (see dueCarts).
 */
export async function lockIfStillDue(
  tx: Tx,
  userId: string,
  cutoff: Date,
  now: Date,
  reminderDays: number,
): Promise<AccountCart | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [cart] = await dueCarts(tx, cutoff, now, reminderDays, 1, userId);
  return cart;
}

/** Stores a reminder that was just queued for mailing. */
export async function insertReminder(tx: Tx, values: typeof cartReminders.$inferInsert): Promise<void> {
  await tx.insert(cartReminders).values(values);
}

/** The reminder whose restore link carries the token with this hash, while its link is valid at `now`. */
export async function reminderByRestoreHash(
  db: Db,
  hash: string,
  now: Date,
): Promise<CartReminderRow | undefined> {
  const [row] = await db
    .select()
    .from(cartReminders)
    .where(and(eq(cartReminders.restoreTokenHash, hash), gt(cartReminders.expiresAt, now)))
    .limit(1);
  return row;
}

/** Notes the first use of a reminder's restore link. */
export async function markRestored(db: Db, id: number): Promise<void> {
  await db
    .update(cartReminders)
    .set({ restoredAt: sql`now()` })
    .where(and(eq(cartReminders.id, id), isNull(cartReminders.restoredAt)));
}

/** The address of the reminder whose unsubscribe link carries the token with this hash. */
export async function emailByUnsubscribeHash(db: Db, hash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: cartReminders.email })
    .from(cartReminders)
    .where(eq(cartReminders.unsubscribeTokenHash, hash))
    .limit(1);
  return row?.email;
}

/** Records that `email` wants no more reminders (idempotent). */
export async function optOut(db: Db, email: string): Promise<void> {
  await db.insert(cartReminderOptOuts).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

/** The newest reminder of each of `userIds` (mail or WhatsApp): when it was sent, how, and whether its link was used. */
export async function latestReminders(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { sentAt: Date; channel: 'mail' | 'whatsapp'; restored: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([cartReminders.userId], {
      userId: cartReminders.userId,
      sentAt: cartReminders.sentAt,
      channel: cartReminders.channel,
      restoredAt: cartReminders.restoredAt,
    })
    .from(cartReminders)
    .where(inArray(cartReminders.userId, [...userIds]))
    .orderBy(cartReminders.userId, desc(cartReminders.sentAt));
  return new Map(
    rows.map((r) => [
      r.userId ?? '',
      { sentAt: r.sentAt, channel: r.channel, restored: r.restoredAt !== null },
    ]),
  );
}

/**
 * What reminders sent since `since` brought back: how many were sent and opened, and the orders
 * (not cancelled or refunded) their accounts placed within `windowDays` after opening the link,
 * each order counted once, with their total in ARS.
 */
export async function recoveryFigures(db: Db, since: Date, windowDays: number): Promise<CartRecovery> {
  const result = await db.execute(sql`
    with r as (
      select ${cartReminders.userId} as user_id, ${cartReminders.email} as email, ${cartReminders.restoredAt} as restored_at
      from ${cartReminders} where ${cartReminders.sentAt} >= ${since.toISOString()}
    ),
    o as (
      select distinct ${orders.id} as id, ${orders.totalArs} as total_ars
      from ${orders} join ${users} on ${users.id} = ${orders.userId}
      join r on (r.user_id = ${orders.userId} or (r.user_id is null and r.email = lower(${users.email})))
        and r.restored_at is not null
        and ${orders.createdAt} >= r.restored_at and ${orders.createdAt} < r.restored_at + make_interval(days => ${windowDays})
      where ${orders.status} <> 'cancelado' and ${orders.paymentStatus} <> 'reembolsado'
    )
    select (select count(*) from r)::int as reminded, (select count(restored_at) from r)::int as restored,
      (select count(*) from o)::int as orders, (select coalesce(sum(total_ars), 0) from o)::int as revenue
  `);
  const row = (
    result as unknown as { rows: { reminded: number; restored: number; orders: number; revenue: number }[] }
  ).rows[0]!;
  return { reminded: row.reminded, restored: row.restored, orders: row.orders, revenueArs: row.revenue };
}

/** The id of the account with this e-mail (lower-cased), or undefined. */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return user?.id;
}

/** A guest's cart kept for a reminder (decision 0031). */
export interface GuestCart {
  email: string;
  lang: string;
  lines: { productId: number; quantity: number }[];
  updatedAt: Date;
}

/** Keeps (or replaces) the cart of guest `email` (lower case), changed now. */
export async function saveGuestCart(
  db: Db,
  email: string,
  lang: string,
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  await db
    .insert(guestCarts)
    .values({ email, lang, lines })
    .onConflictDoUpdate({ target: guestCarts.email, set: { lang, lines, updatedAt: sql`now()` } });
}

/** Forgets the cart of guest `email` (lower case); nothing when there is none. */
export async function deleteGuestCart(db: Db | Tx, email: string): Promise<void> {
  await db.delete(guestCarts).where(eq(guestCarts.email, email));
}

/**
 * Guests' carts due a reminder: unchanged since `cutoff`, the address not opted out, no reminder
 * to it in the last `reminderDays`, and no order placed since the change by an account with that
 * address. At most `limit`, oldest change first; only `email`'s when given.
 */
export function dueGuestCarts(
  db: Db | Tx,
  cutoff: Date,
  now: Date,
  reminderDays: number,
  limit: number,
  email?: string,
): Promise<GuestCart[]> {
  const since = new Date(now.getTime() - reminderDays * 86_400_000);
  return db
    .select({
      email: guestCarts.email,
      lang: guestCarts.lang,
      lines: guestCarts.lines,
      updatedAt: guestCarts.updatedAt,
    })
    .from(guestCarts)
    .where(
      and(
        email === undefined ? undefined : eq(guestCarts.email, email),
        sql`${guestCarts.updatedAt} <= ${cutoff.toISOString()}`,
        sql`not exists (select 1 from ${cartReminderOptOuts} where ${cartReminderOptOuts.email} = ${guestCarts.email})`,
        sql`not exists (select 1 from ${cartReminders} where ${cartReminders.email} = ${guestCarts.email} and ${cartReminders.sentAt} > ${since.toISOString()})`,
        sql`not exists (select 1 from ${orders} join ${users} on ${users.id} = ${orders.userId} where lower(${users.email}) = ${guestCarts.email} and ${orders.createdAt} >= ${guestCarts.updatedAt})`,
      ),
    )
    .orderBy(asc(guestCarts.updatedAt))
    .limit(limit);
}

/** Locks guest `email`'s cart row for the rest of `tx` and tells whether it is still due (see dueGuestCarts). */
export async function lockGuestIfStillDue(
  tx: Tx,
  email: string,
  cutoff: Date,
  now: Date,
  reminderDays: number,
): Promise<GuestCart | undefined> {
  await tx
    .select({ email: guestCarts.email })
    .from(guestCarts)
    .where(eq(guestCarts.email, email))
    .for('update');
  const [cart] = await dueGuestCarts(tx, cutoff, now, reminderDays, 1, email);
  return cart;
}
