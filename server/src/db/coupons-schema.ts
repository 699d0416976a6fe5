/**
 * Coupons, their uses, and the subscribers of the first-order 10 %. Codes are stored
 * upper-case; money is whole ARS; valid_from/valid_to are Argentina calendar days, both included.
 */
import { COUPON_KINDS, SUBSCRIBER_STATUSES } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { orders } from './orders-schema.ts';
import { oneOf } from './one-of.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent (1..100) or ARS off. */
    value: integer('value').notNull(),
    minSubtotalArs: integer('min_subtotal_ars').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Total uses allowed; null = unlimited. */
    maxUses: integer('max_uses'),
    /** Counted inside the order's transaction, with the row locked (the last-use race). */
    uses: integer('uses').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(true),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** 'owner' (made in /admin/coupons) or 'subscriber' (mailed on confirming a subscription). */
    source: text('source', { enum: ['owner', 'subscriber'] })
      .notNull()
      .default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coupons_code_unique').on(t.code),
    check('coupons_kind_check', oneOf(t.kind, COUPON_KINDS)),
    check('coupons_source_check', sql`${t.source} in ('owner', 'subscriber')`),
    check('coupons_value_range', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_min_subtotal_range', sql`${t.minSubtotalArs} >= 0`),
    check('coupons_uses_range', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check(
      'coupons_dates_order',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/** One use of a coupon: the order that used it, and who placed it (for "once per customer"). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

/** People who asked for the first-order 10 %. E-mails are stored lower-case. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('es'),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pendiente'),
    /** sha256 (hex) of the token in the confirmation link; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Random token of the unsubscribe link every mail carries; it can do nothing but unsubscribe. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    unique('subscribers_email_unique').on(t.email),
    unique('subscribers_unsubscribe_token_unique').on(t.unsubscribeToken),
    index('subscribers_confirm_token_idx').on(t.confirmTokenHash),
    check('subscribers_status_check', oneOf(t.status, SUBSCRIBER_STATUSES)),
  ],
);

export type SubscriberRow = typeof subscribers.$inferSelect;
