import { z } from 'zod';
import { TZDate, tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { addDaysToDate, isoDateSchema, SHOP_TIME_ZONE, shopToday } from './delivery';
import { VALIDATION_KEYS } from './validation';

/**
 * Error keys of the owner's inputs only (their texts live in the back office's "owner" texts, not in
 * the shopper's first-load "common" ones).
 */
export const OWNER_INPUT_KEYS = {
  exportRange: 'owner.validation.exportRange',
  pushEndpoint: 'owner.validation.pushEndpoint',
} as const;

/*
 * The owner's day ("Owner"): the production list, the dashboard, the orders export, the
 * reviews list and push alerts. Every day is Argentina's ("YYYY-MM-DD", domain/delivery.ts); money
 * is whole ARS.
 */

/** Longest range of days the orders export accepts (a typo guard: a year and a day). */
export const MAX_EXPORT_DAYS = 366;

/** Tomorrow in Argentina, "YYYY-MM-DD": the production list's default day (the owner bakes the day before). */
export function shopTomorrow(now: Date): string {
  return addDaysToDate(shopToday(now), 1);
}

/** The Monday that starts the week (Monday to Sunday, as Argentina's calendar) holding "YYYY-MM-DD". */
export function weekStartDate(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDaysToDate(date, -((weekday + 6) % 7));
}

/** The instant "YYYY-MM-DD" begins in Argentina (its 00:00 there). */
export function shopDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, SHOP_TIME_ZONE).getTime());
}

/** An instant as Argentina's "YYYY-MM-DD HH:mm" (for CSV files a spreadsheet reads as a date). */
export function shopDateTime(instant: Date): string {
  return format(instant, 'yyyy-MM-dd HH:mm', { in: tz(SHOP_TIME_ZONE) });
}

/** Whole days from `from` to `to`, both "YYYY-MM-DD" (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** GET /api/admin/production?date=YYYY-MM-DD (default tomorrow, Argentina). */
export const productionQuerySchema = z
  .object({
    date: isoDateSchema.optional(),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

/** One order behind a line of the production list. */
export interface ProductionOrder {
  id: string;
  /** The order's short number (formatOrderNumber); null for an order confirmed from WhatsApp. */
  number: number | null;
  /** A confirmed WhatsApp order's reference ("W-4F7K", decision 0034); absent for a web order. */
  reference?: string;
  quantity: number;
  customer: string;
  kind: 'delivery' | 'pickup' | null;
  place: string | null;
  window: 'manana' | 'tarde' | null;
  status: string;
}

/** A product to bake on the day: the units summed over the day's orders that are not cancelled. */
export interface ProductionLine {
  productId: string;
  title: string;
  units: number;
  orders: ProductionOrder[];
}

/** The production list of one delivery day. */
export interface ProductionList {
  date: string;
  totalUnits: number;
  orderCount: number;
  lines: ProductionLine[];
}

/**
 * GET /api/admin/orders/export?from=&to=: orders placed from `from` to `to`, both Argentina days,
 * inclusive; at most MAX_EXPORT_DAYS days.
 */
export const orderExportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: VALIDATION_KEYS.dateRange });
    else if (days >= MAX_EXPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: OWNER_INPUT_KEYS.exportRange });
  });
export type OrderExportQuery = z.output<typeof orderExportQuerySchema>;

/** Orders and revenue of a period (revenue: totals of orders neither cancelled nor refunded). */
export interface PeriodFigures {
  orders: number;
  revenue: number;
}

/** Everything the dashboard at /admin shows, computed by one SQL aggregate. */
export interface Dashboard {
  /** Today in Argentina and the Monday of this week, "YYYY-MM-DD". */
  today: string;
  weekStart: string;
  todayFigures: PeriodFigures;
  weekFigures: PeriodFigures;
  /** Every order ever, per delivery status and per payment status (each status present, 0 when none). */
  byStatus: Record<string, number>;
  byPayment: Record<string, number>;
  /** The last 30 Argentina days, oldest first, today included, days without orders as 0. */
  revenueByDay: { date: string; orders: number; revenue: number }[];
  /** Up to 5 products by units sold in those 30 days (orders not cancelled), most first. */
  bestSellers: { productId: string; title: string; units: number; revenue: number }[];
}

/** GET /api/admin/dashboard takes no parameters but the language. */
export const dashboardQuerySchema = z.object({ lang: z.enum(['es', 'en']).optional() }).strict();

/** Days the dashboard's revenue chart covers. */
export const DASHBOARD_DAYS = 30;

/** POST /api/admin/reviews/hide { productId, userId, hidden }. */
export const reviewVisibilitySchema = z
  .object({
    productId: z.coerce.number().int().min(1).max(2_147_483_647),
    userId: z.string().trim().min(1).max(100),
    hidden: z.boolean(),
  })
  .strict();

/** GET /api/admin/reviews?limit=&offset=&hidden= */
export const adminReviewsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    lang: z.enum(['es', 'en']).optional(),
  })
  .strict();

/** A review as the owner sees it. */
export interface AdminReview {
  productId: string;
  productTitle: string;
  userId: string;
  author: string;
  stars: number;
  text: string;
  hidden: boolean;
  /** Waits for the owner's approval (Aprobar / Rechazar); listed first. */
  pending: boolean;
  /** "Compra verificada": the author received the product in a delivered order. */
  verified: boolean;
  createdAt: string;
}

/** POST /api/admin/reviews/decision { productId, userId, decision }: approve or reject a pending review. */
export const reviewDecisionSchema = z
  .object({
    productId: z.coerce.number().int().min(1).max(2_147_483_647),
    userId: z.string().trim().min(1).max(100),
    decision: z.enum(['aprobar', 'rechazar']),
  })
  .strict();

/**
 * The owner's review settings (GET and PUT /api/admin/reviews/settings): `holdUnverified`, reviews
 * from shoppers with no delivered order of the product wait for approval (off by default, decision 0034).
 */
export const reviewSettingsSchema = z.object({ holdUnverified: z.boolean() }).strict();
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/**
 * A browser's PushSubscription as JSON (push alerts): an https endpoint of a push service
 * and its keys (p256dh: the 65-byte P-256 public key, auth: the 16-byte secret, base64url).
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: OWNER_INPUT_KEYS.pushEndpoint })
      .max(2000, { error: OWNER_INPUT_KEYS.pushEndpoint }),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: base64url(80, 100),
        auth: base64url(16, 32),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/admin/push/subscriptions { endpoint } */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) }).strict();
