/**
 * The SQL of customers: the shopper's profile (read, replaced, or filled from an order), and the
 * back office's accounts list with each account's number of orders and its role.
 */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orders, users } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type CustomerRow = typeof customers.$inferSelect;
/** A profile's columns besides its user and time. */
export type ProfileColumns = Omit<typeof customers.$inferInsert, 'userId' | 'updatedAt'>;

/** The stored profile of user `userId`, or undefined when never saved. */
export async function findProfile(db: Db, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
  return row;
}

/**
 * Stores user `userId`'s profile, updated at `now`: a new row from `insert`, or `update` written
 * over the existing one (columns not in it are kept).
 */
export async function upsertProfile(
  db: Db | Tx,
  userId: string,
  insert: ProfileColumns,
  update: Partial<ProfileColumns>,
  now: Date,
): Promise<void> {
  await db
    .insert(customers)
    .values({ userId, ...insert, updatedAt: now })
    .onConflictDoUpdate({ target: customers.userId, set: { ...update, updatedAt: now } });
}

/**
 * One page of accounts newest first, each with its profile (or null) and number of orders, and
 * how many accounts match; `q` matches username, e-mail, name, surname or phone (contains, any case).
 */
export async function readAccounts(db: Db, query: { q?: string; limit: number; offset: number }) {
  const { q, limit, offset } = query;
  let where: SQL | undefined;
  if (q) {
    const like = containsPattern(q);
    where = or(
      ilike(users.username, like),
      ilike(users.email, like),
      ilike(customers.nombre, like),
      ilike(customers.apellido, like),
      ilike(customers.telefono, like),
    );
  }
  const orderCounts = db
    .select({ userId: orders.userId, n: count().as('n') })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_counts');
  const [rows, totals] = await Promise.all([
    db
      .select({ user: users, profile: customers, orderCount: orderCounts.n })
      .from(users)
      .leftJoin(customers, eq(customers.userId, users.id))
      .leftJoin(orderCounts, eq(orderCounts.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).leftJoin(customers, eq(customers.userId, users.id)).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** Sets account `id`'s role (updated now). @returns its id and role, or undefined when unknown. */
export async function updateRole(
  db: Db,
  id: string,
  role: 'admin' | 'customer',
): Promise<{ id: string; role: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id, role: users.role });
  return row;
}
