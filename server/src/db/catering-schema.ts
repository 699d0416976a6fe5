/**
 * Catering and made-to-order requests (docs/decisions/0026-catering-requests.md): what a shopper sent
 * from /encargos, the owner's quote and its hashed "Confirmar" token, and the order a confirmed
 * request became.
 */
import { CATERING_STATUSES, DELIVERY_KINDS, DELIVERY_WINDOWS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { orders } from './orders-schema.ts';
import { oneOf } from './one-of.ts';

/** A product of interest as it was when asked (titles kept, so a later change never alters the request). */
export interface CateringItem {
  productId: number;
  titleEs: string;
  titleEn: string;
  quantity: number;
}

export const cateringRequests = pgTable(
  'catering_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper is shown and mailed, e.g. "ENC-7K2Q-H9XD"; unique. */
    number: text('number').notNull().unique(),
    status: text('status', { enum: CATERING_STATUSES }).notNull().default('nuevo'),
    /** The event's day, Argentina. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    window: text('window', { enum: DELIVERY_WINDOWS }).notNull(),
    guests: integer('guests').notNull(),
    items: jsonb('items').$type<CateringItem[]>().notNull().default([]),
    details: text('details').notNull().default(''),
    delivery: text('delivery', { enum: DELIVERY_KINDS }).notNull(),
    /** Where a delivery goes; '' for a pickup. */
    address: text('address').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** Language of the shopper's mails about it. */
    lang: text('lang').notNull().default('es'),
    /** The account that asked, when signed in (the form needs none). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's quote, whole ARS; null until quoted. */
    quoteArs: integer('quote_ars'),
    /** The owner's note with the quote or the refusal. */
    note: text('note').notNull().default(''),
    /** sha256 hex of the mailed "Confirmar" token; a new quote replaces it. */
    tokenHash: text('token_hash').unique(),
    /** The order a confirmed request became. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('catering_requests_status_check', oneOf(t.status, CATERING_STATUSES)),
    check('catering_requests_window_check', oneOf(t.window, DELIVERY_WINDOWS)),
    check('catering_requests_delivery_check', oneOf(t.delivery, DELIVERY_KINDS)),
    check('catering_requests_quote_check', sql`${t.quoteArs} is null or ${t.quoteArs} > 0`),
    index('catering_requests_created_idx').on(t.createdAt),
  ],
);

export type CateringRequestRow = typeof cateringRequests.$inferSelect;
