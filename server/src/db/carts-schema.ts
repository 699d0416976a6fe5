/**
 * A signed-in shopper's cart and wishlist kept on the account (docs/decisions/0023-saved-carts.md):
 * one row per (account, list, product) with its quantity (wishlist lines are 1). A removed line is
 * deleted; `addedAt` keeps the order lines were first added, `updatedAt` the last change of each.
 */
import { SAVED_LISTS } from '@shop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { products } from './schema.ts';
import { oneOf } from './one-of.ts';

export const savedListLines = pgTable(
  'saved_list_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: SAVED_LISTS }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.list, t.productId] }),
    check('saved_list_lines_list_check', oneOf(t.list, SAVED_LISTS)),
    check('saved_list_lines_quantity_check', sql`${t.quantity} between 1 and 99`),
    index('saved_list_lines_updated_idx').on(t.list, t.updatedAt),
  ],
);

export type SavedListLineRow = typeof savedListLines.$inferSelect;

/**
 * The guest-list merges an account has applied, by the id the browser gave each one: a merge the
 * browser sends again (its page closed before the answer came) is applied once, not summed twice
 * (docs/decisions/0023-saved-carts.md).
 */
export const savedListMerges = pgTable(
  'saved_list_merges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: SAVED_LISTS }).notNull(),
    mergeId: text('merge_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list, t.mergeId] })],
);

/**
 * The abandoned-cart reminders sent (docs/decisions/0024-abandoned-carts.md): what the cart held
 * when mailed, the restore link's token (sha256, hex; valid until `expiresAt`), the unsubscribe
 * link's token, and when the link was first used. One per account at most every 7 days.
 */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The account whose saved cart it reminds; null for a guest's cart (decision 0031). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    lang: text('lang').notNull().default('es'),
    /** How it reached the shopper: the sweep's mail, or the owner's WhatsApp message. */
    channel: text('channel', { enum: ['mail', 'whatsapp'] })
      .notNull()
      .default('mail'),
    /** The lines as mailed: product id, title, unit price (ARS) and quantity. */
    lines: jsonb('lines')
      .$type<{ productId: number; title: string; price: number; quantity: number }[]>()
      .notNull(),
    /** ARS, the lines' sum when mailed. */
    totalArs: integer('total_ars').notNull(),
    restoreTokenHash: text('restore_token_hash').notNull().unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    check('cart_reminders_channel_check', sql`${t.channel} in ('mail', 'whatsapp')`),
    index('cart_reminders_user_idx').on(t.userId, t.sentAt),
    index('cart_reminders_sent_idx').on(t.sentAt),
    index('cart_reminders_email_idx').on(t.email, t.sentAt),
  ],
);

/**
 * Guests' carts kept for one reminder (docs/decisions/0031-guest-cart-reminders.md): only a guest
 * who typed an e-mail at checkout and ticked "Avisame si me olvido algo" has a row; product ids
 * and quantities, nothing else of theirs. The row goes when its reminder is queued, the box is
 * unticked, the cart emptied or the order sent by WhatsApp.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    /** Lower case, as the checkout's e-mail field gave it. */
    email: text('email').primaryKey(),
    lang: text('lang').notNull().default('es'),
    lines: jsonb('lines').$type<{ productId: number; quantity: number }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_carts_updated_idx').on(t.updatedAt)],
);

export type CartReminderRow = typeof cartReminders.$inferSelect;

/** Addresses (lower case) that asked for no more cart reminders, from the link in one. */
export const cartReminderOptOuts = pgTable('cart_reminder_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's switch and delay for reminders; no row: the configuration's defaults. */
export const abandonedCartSettings = pgTable(
  'abandoned_cart_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    afterMinutes: integer('after_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('abandoned_cart_settings_single_row', sql`${t.id} = 1`)],
);
