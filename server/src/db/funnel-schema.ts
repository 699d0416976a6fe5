/**
 * The first-party funnel (server/src/modules/funnel): one count per Argentina day and step
 * (product_view, cart_started, checkout_begun). Nothing about who: no address, no cookie, no id.
 */
import { FUNNEL_EVENTS } from '@shop/domain';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

export const funnelDays = pgTable(
  'funnel_days',
  {
    day: date('day').notNull(),
    event: text('event', { enum: FUNNEL_EVENTS }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.event] }),
    check('funnel_days_event_check', oneOf(t.event, FUNNEL_EVENTS)),
  ],
);
