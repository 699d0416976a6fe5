/**
 * Push alerts of the back office: the administrators' browser subscriptions, and the
 * VAPID keys when they are generated (not configured) and the shop runs on PostgreSQL, so that
 * every process signs with the same key.
 */
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth-schema.ts';

/** One browser of one administrator; the endpoint is the push service's address for it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's P-256 public key and auth secret, base64url (PushSubscription.keys). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Sends in a row that failed (not 404/410, which remove it at once); at 5 it is dropped. */
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The generated VAPID key pair, one row (id 1). */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_keys_single_row', sql`${t.id} = 1`)],
);
