import { z } from 'zod';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Lang } from './constants';
import { SHOP_TIME_ZONE } from './delivery';
import type { PaymentMethod, PaymentStatus } from './payment';
import { VALIDATION_KEYS } from './validation';

/*
 * Unpaid orders expire (docs/decisions/0018-unpaid-order-expiry.md): a transfer or
 * Mercado Pago order not paid within the owner's time is cancelled by a job and gives back its
 * day's place and its coupon use. Cash orders never expire (they are paid on their day). The rule
 * of which orders hold a place on their day lives here, once, for the checkout's list of days and
 * the order's capacity check alike.
 */

/** The owner's limits for a payment time, minutes: at least 15 minutes, at most 14 days. */
export const UNPAID_TTL_MIN_MINUTES = 15;
export const UNPAID_TTL_MAX_MINUTES = 14 * 24 * 60;

const ttlMinutes = z
  .number({ error: VALIDATION_KEYS.paymentTtl })
  .int({ error: VALIDATION_KEYS.paymentTtl })
  .min(UNPAID_TTL_MIN_MINUTES, { error: VALIDATION_KEYS.paymentTtl })
  .max(UNPAID_TTL_MAX_MINUTES, { error: VALIDATION_KEYS.paymentTtl });

/** How long an unpaid order may wait for its payment, minutes, per method (cash has none). */
export const paymentDeadlinesSchema = z
  .object({
    /** Bank transfer: default UNPAID_TRANSFER_TTL_MINUTES (1440). */
    transferMinutes: ttlMinutes,
    /** Mercado Pago: default UNPAID_MERCADOPAGO_TTL_MINUTES (120). */
    mercadoPagoMinutes: ttlMinutes,
  })
  .strict();
export type PaymentDeadlines = z.output<typeof paymentDeadlinesSchema>;

/**
 * When an order placed at `placedAt` with `method` must be paid by, or null when it never expires
 * (cash). Takes the owner's `deadlines` in minutes; returns an instant.
 */
export function paymentDueAt(
  method: PaymentMethod,
  placedAt: Date,
  deadlines: PaymentDeadlines,
): Date | null {
  if (method === 'efectivo') return null;
  const minutes = method === 'mercadopago' ? deadlines.mercadoPagoMinutes : deadlines.transferMinutes;
  return new Date(placedAt.getTime() + minutes * 60_000);
}

/** What the expiry rule looks at on an order. */
export interface OrderForExpiry {
  status: string;
  paymentStatus: PaymentStatus | string;
  /** Null: never expires (cash, or placed before unpaid orders expired). */
  paymentDueAt: Date | null;
  /** A transfer receipt was uploaded: the shopper says they paid, the owner checks it. */
  hasReceipt: boolean;
}

/** Payment statuses of an order still waiting for its money (a rejected Mercado Pago attempt may be retried). */
const UNPAID: readonly string[] = ['pendiente', 'rechazado'];

/**
 * True while the order is waiting for its payment against a due time: not cancelled, a due time
 * set (not cash), unpaid (pendiente, or a rejected Mercado Pago attempt) and no receipt uploaded.
 * Such an order shows "Pagalo antes del …".
 */
export function awaitsPayment(order: OrderForExpiry): order is OrderForExpiry & { paymentDueAt: Date } {
  if (order.status === 'cancelado' || order.paymentDueAt === null) return false;
  return UNPAID.includes(order.paymentStatus) && !order.hasReceipt;
}

/**
 * True when the order's time to pay is over at `now` and nothing came in (`awaitsPayment` and its
 * due time reached). Such an order is cancelled by the expiry job.
 */
export function isPastPaymentDeadline(order: OrderForExpiry, now: Date): boolean {
  return awaitsPayment(order) && order.paymentDueAt.getTime() <= now.getTime();
}

/**
 * Whether an order takes a place on its day's capacity at `now`: paid orders, cash orders and
 * unpaid orders still inside their time do; cancelled ones, and unpaid ones past their time (the
 * job may not have run yet), do not.
 */
export function holdsDayPlace(order: OrderForExpiry, now: Date): boolean {
  return order.status !== 'cancelado' && !isPastPaymentDeadline(order, now);
}

const PAY_BEFORE_LOCALES: Record<Lang, string> = { es: 'es-AR', en: 'en-US' };

/**
 * The due time for people, in Argentina's time: `{ day: "lunes 30 de noviembre", time: "14:05" }`
 * (es) or `{ day: "Monday, November 30", time: "2:05 PM" }` (en), for "Pagalo antes del {day} a las {time}".
 */
export function formatPayBefore(dueAt: Date, lang: Lang): { day: string; time: string } {
  const locale = PAY_BEFORE_LOCALES[lang];
  // es-AR writes "lunes, 30 de noviembre"; after "antes del" it reads "lunes 30 de noviembre".
  const dayText = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(dueAt);
  const day = lang === 'es' ? dayText.replace(',', '') : dayText;
  const time = new Intl.DateTimeFormat(locale, {
    hour: lang === 'en' ? 'numeric' : '2-digit',
    minute: '2-digit',
    // An hour cycle, not `hour12: false`: with that, Node's ICU writes the hour after midnight as
    // "24:16" (Chromium writes "00:16"), which the mails said between 0 and 1 h.
    hourCycle: lang === 'en' ? 'h12' : 'h23',
    timeZone: SHOP_TIME_ZONE,
  }).format(dueAt);
  return { day, time };
}

/**
 * An instant as ISO 8601 with Argentina's offset, "2026-11-30T14:05:00.000-03:00": the form Mercado
 * Pago's preferences take for `expiration_date_from` / `expiration_date_to`.
 */
export function shopIsoTime(at: Date): string {
  return format(new TZDate(at.getTime(), SHOP_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ss.SSSxxx");
}

/**
 * Whether an order has a receipt the owner still has to check: a shopper uploaded one (they say
 * they paid), the order is not cancelled, and the owner has not yet marked it paid (its payment is
 * pendiente, or rechazado after a failed attempt). The order desk counts these "en revisión" and
 * marks them, so a transfer paid in time is not left looking unpaid (decision 0018: the receipt
 * also stops the order's expiry).
 */
export function receiptAwaitsCheck(order: {
  status: string;
  paymentStatus: string;
  hasReceipt: boolean;
}): boolean {
  return (
    order.hasReceipt &&
    order.status !== 'cancelado' &&
    (order.paymentStatus === 'pendiente' || order.paymentStatus === 'rechazado')
  );
}
