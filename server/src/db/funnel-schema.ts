/**
 * The first-party funnel (server/src/modules/funnel): one count per Argentina day and step
 * (product_view, cart_started, checkout_begun). Nothing about who: no address, no cookie, no id.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const funnelDays = pgTable(
  'funnel_days',
  {
    day: date('day').notNull(),
    event: text('event', { enum: ['product_view', 'cart_started', 'checkout_begun'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.event] }),
    check('funnel_days_event_check', sql`${t.event} in ('product_view', 'cart_started', 'checkout_begun')`),
  ],
);
