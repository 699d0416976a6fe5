/**
 * The owner's dashboard: every figure of /admin from ONE SQL aggregate (store.ts), so the
 * numbers agree with each other and with the database at one instant. Knows nothing of HTTP.
 *
 * Rules (Argentina time, as every business rule):
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
  shopToday,
  weekStartDate,
  type Dashboard,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { readDashboardRow } from './store.ts';

const BEST_SELLERS = 5;

/**
 * @param now the instant "today" is read from (tests pass a fixed one).
 * @param lang the language of the best sellers' titles.
 */
export async function dashboard(db: Db, now: Date, lang: 'es' | 'en'): Promise<Dashboard> {
  const today = shopToday(now);
  const weekStart = weekStartDate(today);
  const from = addDaysToDate(today, -(DASHBOARD_DAYS - 1));
  const row = await readDashboardRow(db, { today, weekStart, from, bestSellers: BEST_SELLERS });
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
