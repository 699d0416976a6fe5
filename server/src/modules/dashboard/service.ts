/**
 * The owner's dashboard: every figure of /admin from ONE SQL aggregate, so the
 * numbers agree with each other and with the database at one instant. Knows nothing of HTTP.
 *
 * Rules (Argentina time, DESIGN.md "dates"):
 * - an order belongs to the Argentina day it was placed on (created_at in America/Argentina/Buenos_Aires);
 * - a week runs Monday to Sunday;
 * - orders and revenue count the orders that are neither cancelled (status) nor refunded (payment),
 *   and the WhatsApp orders the owner confirmed (decision 0034; started or discarded ones never);
 *   revenue is their total in whole ARS (products - discount + delivery);
 * - orders per status and per payment status count every web order ever placed;
 * - best sellers: units over the last 30 days (today included) of the counted orders, top 5.
 */
import {
  addDaysToDate,
  DASHBOARD_DAYS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SHOP_TIME_ZONE,
  shopToday,
  weekStartDate,
  type Dashboard,
} from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const BEST_SELLERS = 5;

interface Row {
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
 * @param now the instant "today" is read from (tests pass a fixed one).
 * @param lang the language of the best sellers' titles.
 */
export async function dashboard(db: Db, now: Date, lang: 'es' | 'en'): Promise<Dashboard> {
  const today = shopToday(now);
  const weekStart = weekStartDate(today);
  const from = addDaysToDate(today, -(DASHBOARD_DAYS - 1));
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
      limit ${BEST_SELLERS}
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
  const row = (result as unknown as { rows: Row[] }).rows[0]!;
  const parse = <T>(value: T | string | null): T | null =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  const byStatus = parse(row.by_status) ?? {};
  const byPayment = parse(row.by_payment) ?? {};
  return {
    today,
    weekStart,
    todayFigures: { orders: Number(row.today_orders), revenue: Number(row.today_revenue) },
    weekFigures: { orders: Number(row.week_orders), revenue: Number(row.week_revenue) },
    byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus[s] ?? 0])),
    byPayment: Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, byPayment[s] ?? 0])),
    revenueByDay: parse(row.per_day) ?? [],
    bestSellers: (parse(row.best) ?? []).map((b) => ({
      productId: String(b.productId),
      title: lang === 'en' ? b.titleEn : b.titleEs,
      units: b.units,
      revenue: b.revenue,
    })),
  };
}
