/**
 * Customers and administrators for the back office: the accounts list with contact data
 * and number of orders, and promoting or demoting an account. Knows nothing of HTTP: it throws the
 * errors of `adminCustomerError`.
 */
import type { Db } from '../../../db/client.ts';
import { defineErrors } from '../../../lib/error-table.ts';
import { readAccounts, updateRole } from '../store.ts';

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
  const { rows, total } = await readAccounts(db, query);
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
    total,
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
  const row = await updateRole(db, id, role);
  if (!row) throw adminCustomerError('user_not_found');
  return row;
}
