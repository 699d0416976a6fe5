/**
 * The customers module's rules: the shopper's own profile and the owner's customer list.
 *
 * The signed-in customer's own profile (/api/cliente), which pre-fills checkout. Always keyed by
 * the session's user, never by an id from the request, so one customer can never read or change
 * another's. Knows nothing of HTTP.
 */
import type { Cliente, ClienteData, SessionUser } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { findProfile, upsertProfile, readAccounts, updateRole } from './store.ts';
import { defineErrors } from '../../lib/error-table.ts';

/** The stored profile of `user`, or blanks (with the account's e-mail) when never saved. */
export async function getCliente(db: Db, user: SessionUser): Promise<Cliente> {
  const row = await findProfile(db, user.id);
  const data = row ?? { nombre: '', apellido: '', email: user.email, direccion: '', telefono: '', notas: '' };
  return {
    id: user.id,
    username: user.username,
    nombre: data.nombre,
    apellido: data.apellido,
    email: data.email,
    direccion: data.direccion,
    telefono: data.telefono,
    notas: data.notas,
  };
}

/** Creates or replaces `user`'s profile with `data` (already validated) and returns it as stored. */
export async function saveCliente(
  db: Db,
  user: SessionUser,
  data: ClienteData,
): Promise<{ cliente: Cliente }> {
  const now = new Date();
  await upsertProfile(db, user.id, data, data, now);
  return { cliente: await getCliente(db, user) };
}

/** The details an order carries that the profile keeps (the order's own names). */
export interface CheckoutDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** The delivery's street address; '' for a pickup, which keeps the profile's address as it was. */
  address: string;
  addressNotes: string;
}

/**
 * Makes an order's details the profile of `userId` ("Guardar estos datos para la próxima"), inside
 * the order's transaction `db`. A pickup order has no address of the shopper's: the stored address
 * and notes stay as they were.
 */
export async function rememberCheckoutDetails(
  db: Db | Tx,
  userId: string,
  details: CheckoutDetails,
): Promise<void> {
  const always = {
    nombre: details.firstname,
    apellido: details.lastname,
    email: details.email,
    telefono: details.phone,
  };
  const place = details.address === '' ? {} : { direccion: details.address, notas: details.addressNotes };
  await upsertProfile(
    db,
    userId,
    { direccion: '', notas: '', ...always, ...place },
    { ...always, ...place },
    new Date(),
  );
}

/*
 * Customers and administrators for the back office: the accounts list with contact data
 * and number of orders, and promoting or demoting an account. Knows nothing of HTTP: it throws the
 * errors of `adminCustomerError`.
 */

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
