/**
 * The invoices module's SQL (the only file of the module that queries): invoice rows, the orders
 * and lines they are made from, ARCA's login ticket, and the numbering lease.
 */
import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { ILoginCredentials } from '@arcasdk/core';
import { alias } from 'drizzle-orm/pg-core';
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

/** The invoice (factura) of `orderId`, or undefined. */
export async function findInvoice(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'factura'), eq(invoices.seq, 0)));
  return row;
}

/** The credit notes of `orderId`, in the order they were planned. */
export async function findCreditNotes(db: Db | Tx, orderId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'nota_credito')))
    .orderBy(asc(invoices.seq));
}

/**
 * Plans the credit note that brings what `factura`'s order has been credited up to `targetArs`
 * (docs/decisions/0033-partial-credit-notes.md): when the credit notes made so far (whatever their
 * state: a rejected one is retried by the owner, not replaced) add up to less, one more of the
 * difference, next in the order's sequence. In one transaction holding the invoice's row, so two
 * callers at once (a webhook and the owner's answer, two processes) plan it once; the unique
 * (order, kind, seq) index guards the same.
 * @param values the new row's type, environment, receiver... (its amount and place are computed here)
 * @returns the new row, or undefined when `targetArs` was already credited.
 */
export async function planCreditNote(
  db: Db,
  factura: InvoiceRow,
  targetArs: number,
  values: Omit<typeof invoices.$inferInsert, 'orderId' | 'kind' | 'seq' | 'totalArs' | 'vatArs'>,
  vatOf: (totalArs: number) => number,
): Promise<InvoiceRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, factura.id)).for('update');
    const notes = await findCreditNotes(tx, factura.orderId);
    const credited = notes.reduce((sum, n) => sum + n.totalArs, 0);
    const target = Math.min(targetArs, factura.totalArs);
    if (target <= credited) return undefined;
    const totalArs = target - credited;
    const [row] = await tx
      .insert(invoices)
      .values({
        ...values,
        orderId: factura.orderId,
        kind: 'nota_credito',
        seq: notes.reduce((max, n) => Math.max(max, n.seq), 0) + 1,
        totalArs,
        vatArs: vatOf(totalArs),
      })
      .onConflictDoNothing({ target: [invoices.orderId, invoices.kind, invoices.seq] })
      .returning();
    return row;
  });
}

/** The invoice `id`, or undefined. */
export async function findInvoiceById(db: Db | Tx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/**
 * The invoice (factura) of `values.orderId`, made pending if there is none yet. The unique
 * (order, kind, seq) index makes a second one impossible, however many callers race.
 */
export async function ensureInvoice(
  db: Db | Tx,
  values: Omit<typeof invoices.$inferInsert, 'kind' | 'seq'>,
): Promise<InvoiceRow> {
  await db
    .insert(invoices)
    .values({ ...values, kind: 'factura', seq: 0 })
    .onConflictDoNothing({ target: [invoices.orderId, invoices.kind, invoices.seq] });
  return (await findInvoice(db, values.orderId))!;
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

/** An invoice with the e-mail and language of its order's shopper, and for a credit note the invoice it credits. */
export type InvoiceWithCustomer = InvoiceRow & {
  email: string;
  lang: string;
  userId: string;
  orderNumber: number;
  /** A credit note's invoice (CbtesAsoc): its type, point of sale and number; null otherwise or before it is numbered. */
  credits: { cbteTipo: number; pointOfSale: number; number: number } | null;
};

/** The order's invoice, joined to each of its credit notes. */
const credited = alias(invoices, 'credited');

const withCustomer = {
  invoice: invoices,
  email: orders.email,
  lang: orders.lang,
  userId: orders.userId,
  orderNumber: orders.number,
  creditedTipo: credited.cbteTipo,
  creditedPointOfSale: credited.pointOfSale,
  creditedNumber: credited.number,
};

type WithCustomerRow = {
  invoice: InvoiceRow;
  email: string;
  lang: string;
  userId: string;
  orderNumber: number;
  creditedTipo: number | null;
  creditedPointOfSale: number | null;
  creditedNumber: number | null;
};

function toWithCustomer(r: WithCustomerRow): InvoiceWithCustomer {
  return {
    ...r.invoice,
    email: r.email,
    lang: r.lang,
    userId: r.userId,
    orderNumber: r.orderNumber,
    credits:
      r.creditedTipo !== null && r.creditedPointOfSale !== null && r.creditedNumber !== null
        ? { cbteTipo: r.creditedTipo, pointOfSale: r.creditedPointOfSale, number: r.creditedNumber }
        : null,
  };
}

/** Invoices joined to their order and, for credit notes, the invoice they credit. */
function selectWithCustomer(db: Db | Tx) {
  return db
    .select(withCustomer)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(
      credited,
      and(
        eq(invoices.kind, 'nota_credito'),
        eq(credited.orderId, invoices.orderId),
        eq(credited.kind, 'factura'),
        eq(credited.seq, 0),
      ),
    );
}

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
  const rows = await selectWithCustomer(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1000);
  return rows.map(toWithCustomer);
}

/** The invoices of one order (invoice first). */
export async function orderInvoices(db: Db | Tx, orderId: string): Promise<InvoiceWithCustomer[]> {
  const rows = await selectWithCustomer(db)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.seq), asc(invoices.id));
  return rows.map(toWithCustomer);
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
  const [row] = await selectWithCustomer(db).where(eq(invoices.id, id));
  return row ? toWithCustomer(row) : undefined;
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
