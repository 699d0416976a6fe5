/** The funnel module's SQL: counts per Argentina day and step, and orders per Argentina day. */
import { SHOP_TIME_ZONE, type FunnelDay, type FunnelEvent } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funnelDays } from '../../db/schema.ts';

/** Adds one to `event`'s count of Argentina day `day` ("YYYY-MM-DD"). */
export async function countStep(db: Db, day: string, event: FunnelEvent): Promise<void> {
  await db
    .insert(funnelDays)
    .values({ day, event, count: 1 })
    .onConflictDoUpdate({
      target: [funnelDays.day, funnelDays.event],
      set: { count: sql`${funnelDays.count} + 1` },
    });
}

/** Every Argentina day from `from` to `to` ("YYYY-MM-DD", both included), oldest first, with each step's count and the orders placed. */
export async function funnelBetween(db: Db, from: string, to: string): Promise<FunnelDay[]> {
  const result = await db.execute(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    ),
    o as (
      select (created_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as orders
      from orders
      where created_at >= (${from}::date::timestamp at time zone ${SHOP_TIME_ZONE})
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(sum(f.count) filter (where f.event = 'product_view'), 0)::int as product_views,
      coalesce(sum(f.count) filter (where f.event = 'cart_started'), 0)::int as carts_started,
      coalesce(sum(f.count) filter (where f.event = 'checkout_begun'), 0)::int as checkouts_begun,
      coalesce(max(o.orders), 0)::int as orders
    from days
    left join ${funnelDays} f on f.day = days.day
    left join o on o.day = days.day
    group by days.day
    order by days.day
  `);
  const rows = (
    result as unknown as {
      rows: {
        date: string;
        product_views: number;
        carts_started: number;
        checkouts_begun: number;
        orders: number;
      }[];
    }
  ).rows;
  return rows.map((r) => ({
    date: r.date,
    productViews: r.product_views,
    cartsStarted: r.carts_started,
    checkoutsBegun: r.checkouts_begun,
    orders: r.orders,
  }));
}
