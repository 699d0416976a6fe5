/**
 * Withdrawal requests ("Botón de arrepentimiento", docs/decisions/0020-withdrawal-button.md): what a
 * shopper sent from the public form, matched to an order when its number (or its phone) and e-mail
 * agree, and where the owner's queue keeps its state.
 */
import { WITHDRAWAL_STATUSES } from '@shop/domain';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders-schema.ts';
import { oneOf } from './one-of.ts';

export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the shopper is shown and mailed, e.g. "ARR-7K2Q-H9XD"; unique. */
    code: text('code').notNull().unique(),
    /** The order it was matched to; null when what was typed matches none (the owner looks it up). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order number as typed, normalised (lower-case hexadecimal, no "#"); '' when the phone was given instead. */
    orderNumber: text('order_number').notNull().default(''),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    reason: text('reason').notNull().default(''),
    /** Language of the shopper's mails about it. */
    lang: text('lang').notNull().default('es'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('nuevo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_requests_status_check', oneOf(t.status, WITHDRAWAL_STATUSES)),
    index('withdrawal_requests_created_idx').on(t.createdAt),
    index('withdrawal_requests_order_idx').on(t.orderId),
  ],
);

export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;
