/**
 * The SQL of the owner's dashboard: every figure of /admin in ONE aggregate, so the numbers agree
 * with each other and with the database at one instant. The rules it counts by are the service's
 * (dashboard/service.ts): Argentina days, orders neither cancelled nor refunded plus the WhatsApp
 * orders the owner confirmed, every web order for the per-status counts.
 */
import { SHOP_TIME_ZONE } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The aggregate's one row (JSON columns may come back as text, depending on the driver). */
export interface DashboardRow {
  today_orders: number;
  today_revenue: number;
  week_orders: number;
  week_revenue: number;
  by_status: Record<string, number> | null;
  by_payment: Record<string, number> | null;
  per_day: { date: string; orders: number; revenue: number }[];
  best: { productId: number; titleEs: string; titleEn: string; units: number; revenue: number }[] | null;
}

/**
 * The figures for `today`, the week from `weekStart`, each day from `from` to `today` (all
 * "YYYY-MM-DD", Argentina days, inclusive), and the `bestSellers` products sold most in that span
 * (units, then revenue, then id). Money in whole ARS.
 */
export async function readDashboardRow(
  db: Db,
  span: { today: string; weekStart: string; from: string; bestSellers: number },
): Promise<DashboardRow> {
  const { today, weekStart, from, bestSellers } = span;
  const result = await db.execute(sql`
    with o as (
      select id, status, payment_status, total_ars,
        (created_at at time zone ${SHOP_TIME_ZONE})::date as day,
        (status <> 'cancelado' and payment_status <> 'reembolsado') as counted
      from orders
    ),
    w as (
      select id, total_ars, (created_at at time zone ${SHOP_TIME_ZONE})::date as day
      from whatsapp_orders where status = 'confirmado'
    ),
    c as (
      select id, total_ars, day from o where counted
      union all
      select id, total_ars, day from w
    ),
    days as (
      select d::date as day from generate_series(${from}::date, ${today}::date, interval '1 day') as d
    ),
    per_day as (
      select days.day,
        count(c.id)::int as orders,
        coalesce(sum(c.total_ars), 0)::int as revenue
      from days left join c on c.day = days.day
      group by days.day
    ),
    sold as (
      select l.product_id, l.quantity, l.line_total_ars
      from order_lines l join o on o.id = l.order_id and o.counted and o.day between ${from}::date and ${today}::date
      union all
      select wl.product_id, wl.quantity, wl.line_total_ars
      from whatsapp_order_lines wl join w on w.id = wl.whatsapp_order_id and w.day between ${from}::date and ${today}::date
    ),
    best as (
      select s.product_id, p.title_es, p.title_en, sum(s.quantity)::int as units, sum(s.line_total_ars)::int as revenue
      from sold s join products p on p.id = s.product_id
      group by s.product_id, p.title_es, p.title_en
      order by units desc, revenue desc, s.product_id
      limit ${bestSellers}
    )
    select
      (select count(*) from c where day = ${today}::date)::int as today_orders,
      (select coalesce(sum(total_ars), 0) from c where day = ${today}::date)::int as today_revenue,
      (select count(*) from c where day between ${weekStart}::date and ${today}::date)::int as week_orders,
      (select coalesce(sum(total_ars), 0) from c where day between ${weekStart}::date and ${today}::date)::int as week_revenue,
      (select json_object_agg(status, n) from (select status, count(*)::int as n from o group by status) s) as by_status,
      (select json_object_agg(payment_status, n) from (select payment_status, count(*)::int as n from o group by payment_status) s) as by_payment,
      (select json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'orders', orders, 'revenue', revenue) order by day) from per_day) as per_day,
      (select json_agg(json_build_object('productId', product_id, 'titleEs', title_es, 'titleEn', title_en, 'units', units, 'revenue', revenue) order by units desc, revenue desc, product_id) from best) as best
  `);
  return (result as unknown as { rows: DashboardRow[] }).rows[0]!;
}
