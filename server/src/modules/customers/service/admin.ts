/**
 * Customers and administrators for the back office: the accounts list with contact data
 * and number of orders, and promoting or demoting an account. Knows nothing of HTTP: it throws the
 * errors of `adminCustomerError`.
 */
import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, orders, users } from '../../../db/schema.ts';
import { defineErrors } from '../../../lib/error-table.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

export const adminCustomerError = defineErrors({
  user_not_found: [404, 'La cuenta no existe.', 'The account does not exist.'],
  cannot_demote_self: [
    409,
    'No podés quitarte a vos mismo el rol de administrador.',
    'You cannot remove your own administrator role.',
  ],
});

/**
 * Accounts newest first, `q` matching username, e-mail, name, surname or phone (contains, any
 * case). Contact data is the saved profile, else the account's e-mail and blanks.
 */
export async function listCustomers(db: Db, query: { q?: string; limit: number; offset: number }) {
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
  return {
    items: rows.map(({ user, profile, orderCount }) => ({
      id: user.id,
      username: user.username ?? user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      nombre: profile?.nombre ?? '',
      apellido: profile?.apellido ?? '',
      email: profile?.email ?? user.email,
      telefono: profile?.telefono ?? '',
      direccion: profile?.direccion ?? '',
      orderCount: Number(orderCount ?? 0),
    })),
    total: Number(totals[0]?.n ?? 0),
  };
}

/**
 * Gives account `id` the role `role`, asked by administrator `byUserId`. An administrator cannot
 * demote themselves, so the shop never loses its last way in by mistake.
 * @throws cannot_demote_self (409), user_not_found (404)
 */
export async function setRole(
  db: Db,
  id: string,
  role: 'admin' | 'customer',
  byUserId: string,
): Promise<{ id: string; role: string }> {
  if (id === byUserId && role !== 'admin') throw adminCustomerError('cannot_demote_self');
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id, role: users.role });
  if (!row) throw adminCustomerError('user_not_found');
  return row;
}
