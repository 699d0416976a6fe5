/**
 * The mail outbox: every mail the shop sends is first a row here, written in
 * the same transaction as what it announces where there is one (a new order), then sent by the
 * outbox worker (modules/mail/service.ts) with retries. `key` makes a mail exist once (e.g.
 * "order:<id>:shop"), so a retried request or a second process cannot queue it twice.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** Increasing: mails are sent in the order they were queued. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** One mail per key: "order:<orderId>:shop", "order:<orderId>:customer", or a random one. */
    key: text('key').notNull().unique(),
    /** What the mail is about, for logs and counts ("order_shop", "payment", "otp"...). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** pending: to send at next_attempt_at; sending: claimed until locked_until; sent; failed: gave up. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is sending: after this time the claim is abandoned (the process died) and the mail is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    // The worker's question: which mails are due now, oldest first.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
