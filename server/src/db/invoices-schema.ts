/**
 * Electronic invoices (docs/decisions/0021-electronic-invoices.md): one ARCA invoice per paid order
 * and the credit notes that give back all or part of it (docs/decisions/0033-partial-credit-notes.md), their state while ARCA is asked, and ARCA's login
 * ticket (TA) shared by every process. ARCA numbers each point of sale and document type on its
 * own; our number is only ever written after ARCA authorised it.
 */
import { INVOICE_KINDS, INVOICE_STATES } from '@shop/domain';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders-schema.ts';
import { oneOf } from './one-of.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** factura, or nota_credito (credits all or part of the order's factura, linked by CbtesAsoc). */
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /**
     * 0 for the invoice; 1, 2... for the order's credit notes in the order they were planned (one
     * per refund that gave money back): with the unique index, a refund told twice is one document.
     */
    seq: integer('seq').notNull().default(0),
    /** ARCA's CbteTipo: 11 Factura C, 13 Nota de crédito C, 6 Factura B, 8 Nota de crédito B. */
    cbteTipo: integer('cbte_tipo').notNull(),
    /** ARCA_ENV when it was asked for: homologación documents are tests, numbered apart from real ones. */
    env: text('env', { enum: ['homologacion', 'produccion'] }).notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    /** ARCA's number; null until ARCA authorised it. */
    number: integer('number'),
    /**
     * The number asked for in the FECAESolicitar under way (or cut short by a crash): the next
     * attempt asks ARCA (FECompConsultar) whether it was authorised before asking for another.
     */
    requestedNumber: integer('requested_number'),
    /** The request as sent (FECAEDetRequest), so that a recovery compares it with what ARCA stored. */
    request: jsonb('request'),
    state: text('state', { enum: INVOICE_STATES }).notNull().default('pendiente'),
    cae: text('cae'),
    /** The CAE's expiry, YYYY-MM-DD. */
    caeExpiry: text('cae_expiry'),
    /** The document's date, YYYY-MM-DD in Argentina. */
    issueDate: text('issue_date'),
    /** ARCA's observations and errors, or why it could not be asked, in Spanish for the owner. */
    observations: text('observations').notNull().default(''),
    totalArs: integer('total_ars').notNull(),
    /** IVA contained in the total (responsable inscripto, Factura B); 0 for Factura C. */
    vatArs: integer('vat_ars').notNull().default(0),
    docTipo: integer('doc_tipo').notNull().default(99),
    docNro: text('doc_nro').notNull().default('0'),
    attempts: integer('attempts').notNull().default(0),
    /** Storage key of the PDF once made. */
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('invoices_state_check', oneOf(t.state, INVOICE_STATES)),
    // Never two invoices for one order, nor two credit notes in one place of its sequence, whoever asks and however often.
    uniqueIndex('invoices_order_kind_seq_idx').on(t.orderId, t.kind, t.seq),
    // ARCA's numbers are unique per environment, point of sale and type; so are ours.
    uniqueIndex('invoices_number_idx').on(t.env, t.pointOfSale, t.cbteTipo, t.number),
    index('invoices_created_idx').on(t.createdAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * ARCA's login tickets (TA), one per CUIT, environment and service: WSAA refuses a new one while
 * one is valid, so every process and every restart uses the stored one until it expires.
 */
export const arcaTickets = pgTable(
  'arca_tickets',
  {
    cuit: text('cuit').notNull(),
    env: text('env').notNull(),
    service: text('service').notNull(),
    /** The ticket as the SDK describes it (header and token/sign). */
    ticket: jsonb('ticket').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cuit, t.env, t.service] })],
);

/**
 * Leases that serialise ARCA numbering across processes (one row per point of sale): taken by one
 * UPDATE, so it works the same on PGlite and PostgreSQL, and never held inside a transaction
 * while ARCA is asked; a lease of a process that died runs out by itself.
 */
export const arcaLocks = pgTable('arca_locks', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull().defaultNow(),
});
