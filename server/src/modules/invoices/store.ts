/**
 * The invoices module's SQL (the only file of the module that queries): invoice rows, the orders
 * and lines they are made from, ARCA's login ticket, and the numbering lease.
 */
import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { ILoginCredentials } from '@arcasdk/core';
import type { Db } from '../../db/client.ts';
import {
  arcaLocks,
  arcaTickets,
  invoices,
  orderLines,
  orders,
  type InvoiceRow,
  type OrderRow,
} from '../../db/schema.ts';
import type { Tx } from '../mail/index.ts';

export type { InvoiceRow };

/** The order `id`, or undefined. */
export async function findOrder(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's lines in their order. */
export async function findLines(db: Db | Tx, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** The invoice of `kind` of `orderId`, or undefined. */
export async function findInvoice(
  db: Db | Tx,
  orderId: string,
  kind: InvoiceRow['kind'],
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row;
}

/** The invoice `id`, or undefined. */
export async function findInvoiceById(db: Db | Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/**
 * The invoice of `values.kind` for `values.orderId`, made pending if there is none yet. The unique
 * (order, kind) index makes a second one impossible, however many callers race.
 */
export async function ensureInvoice(db: Db | Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.orderId, invoices.kind] });
  return (await findInvoice(db, values.orderId, values.kind))!;
}

/** Changes invoice `id`; @returns the row as it is now. */
export async function updateInvoice(
  db: Db | Tx,
  id: number,
  values: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}

/** Counts one more try at ARCA for invoice `id`. */
export async function countAttempt(db: Db | Tx, id: number): Promise<void> {
  await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

/** An invoice with the e-mail and language of its order's shopper. */
export type InvoiceWithCustomer = InvoiceRow & {
  email: string;
  lang: string;
  userId: string;
  orderNumber: number;
};

const withCustomer = {
  invoice: invoices,
  email: orders.email,
  lang: orders.lang,
  userId: orders.userId,
  orderNumber: orders.number,
};

/** Invoices of ARCA environment `env` created in [from, to) (or all when not given), newest first, at most 1000. */
export async function listInvoices(
  db: Db | Tx,
  env: InvoiceRow['env'],
  range: { from?: Date; to?: Date },
): Promise<InvoiceWithCustomer[]> {
  const conditions = [
    eq(invoices.env, env),
    range.from ? gte(invoices.createdAt, range.from) : undefined,
    range.to ? lt(invoices.createdAt, range.to) : undefined,
  ].filter(Boolean);
  const rows = await db
    .select(withCustomer)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1000);
  return rows.map((r) => ({
    ...r.invoice,
    email: r.email,
    lang: r.lang,
    userId: r.userId,
    orderNumber: r.orderNumber,
  }));
}

/** The invoices of one order (invoice first). */
export async function orderInvoices(db: Db | Tx, orderId: string): Promise<InvoiceWithCustomer[]> {
  const rows = await db
    .select(withCustomer)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  return rows.map((r) => ({
    ...r.invoice,
    email: r.email,
    lang: r.lang,
    userId: r.userId,
    orderNumber: r.orderNumber,
  }));
}

/** The issued invoices (of ARCA environment `env`) of `userId`'s orders, newest first. */
export async function customerInvoices(
  db: Db | Tx,
  userId: string,
  env: InvoiceRow['env'],
): Promise<InvoiceRow[]> {
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.userId, userId), eq(invoices.state, 'emitida'), eq(invoices.env, env)))
    .orderBy(desc(invoices.createdAt));
  return rows.map((r) => r.invoice);
}

/** The invoice `id` with its order's owner, or undefined. */
export async function findInvoiceWithCustomer(
  db: Db | Tx,
  id: number,
): Promise<InvoiceWithCustomer | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, id));
  return row
    ? { ...row.invoice, email: row.email, lang: row.lang, userId: row.userId, orderNumber: row.orderNumber }
    : undefined;
}

/**
 * Takes the lease `name` for `holder` until `ms` from now, when it is free, ran out, or is already
 * this holder's. One statement, so two processes cannot both get it.
 * @returns whether `holder` has it now.
 */
export async function takeLease(db: Db, name: string, holder: string, ms: number): Promise<boolean> {
  await db
    .insert(arcaLocks)
    .values({ name, holder: null, lockedUntil: new Date(0) })
    .onConflictDoNothing();
  const rows = await db
    .update(arcaLocks)
    .set({ holder, lockedUntil: sql`now() + ${`${ms} milliseconds`}::interval` })
    .where(
      and(eq(arcaLocks.name, name), or(lt(arcaLocks.lockedUntil, sql`now()`), eq(arcaLocks.holder, holder))),
    )
    .returning({ name: arcaLocks.name });
  return rows.length > 0;
}

/** Gives the lease `name` back, if `holder` still has it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .update(arcaLocks)
    .set({ holder: null, lockedUntil: new Date(0) })
    .where(and(eq(arcaLocks.name, name), eq(arcaLocks.holder, holder)));
}

/** ARCA's stored login ticket for (cuit, env, service), while it is valid. */
export async function getTicket(
  db: Db,
  key: { cuit: string; env: string; service: string },
): Promise<ILoginCredentials | undefined> {
  const [row] = await db
    .select({ ticket: arcaTickets.ticket })
    .from(arcaTickets)
    .where(
      and(
        eq(arcaTickets.cuit, key.cuit),
        eq(arcaTickets.env, key.env),
        eq(arcaTickets.service, key.service),
        gte(arcaTickets.expiresAt, sql`now()`),
      ),
    );
  return row?.ticket as ILoginCredentials | undefined;
}

/** Stores (or replaces) ARCA's login ticket for (cuit, env, service). */
export async function saveTicket(
  db: Db,
  key: { cuit: string; env: string; service: string },
  ticket: ILoginCredentials,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(arcaTickets)
    .values({ ...key, ticket, expiresAt })
    .onConflictDoUpdate({
      target: [arcaTickets.cuit, arcaTickets.env, arcaTickets.service],
      set: { ticket, expiresAt, updatedAt: new Date() },
    });
}

/** Forgets the ticket for (cuit, env, service). */
export async function deleteTicket(
  db: Db,
  key: { cuit: string; env: string; service: string },
): Promise<void> {
  await db
    .delete(arcaTickets)
    .where(
      and(eq(arcaTickets.cuit, key.cuit), eq(arcaTickets.env, key.env), eq(arcaTickets.service, key.service)),
    );
}
