/**
 * How orders are shown, to shoppers and in the back office: dates in the shop's time zone with a
 * 24 h clock in the shopper's language, and one colour per status.
 */
import type { Lang, OrderStatus } from '@shop/domain';

/** The shop's time zone: order and delivery times read as local times in Salta, Argentina. */
export const ORDER_TIME_ZONE = 'America/Argentina/Salta';

const formatters = new Map<Lang, Intl.DateTimeFormat>();

function formatter(lang: Lang): Intl.DateTimeFormat {
  let f = formatters.get(lang);
  if (!f) {
    // es: "04/05/2025, 14:30" (es-AR, day first); en: "May 4, 2025, 14:30" (month spelled out: no day/month doubt).
    f = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-AR', {
      timeZone: ORDER_TIME_ZONE,
      year: 'numeric',
      month: lang === 'en' ? 'short' : '2-digit',
      day: lang === 'en' ? 'numeric' : '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(lang, f);
  }
  return f;
}

/** An ISO date-time as the shopper reads it (see `formatter`); "—" when absent or not a date. */
export function formatOrderDate(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(lang).format(date);
}

export interface StatusBadgeStyle {
  /** i18n key of the label (namespace "orders"; the back office's "admin" has the same keys). */
  labelKey: `status.${OrderStatus}`;
  /** Background and text colours (contrast at least 4.5:1). */
  bg: string;
  fg: string;
}

/** Badge of each status: pendiente orange-red, en camino yellow, listo para retirar light blue, entregado green, cancelado grey. */
export const STATUS_BADGES: Record<OrderStatus, StatusBadgeStyle> = {
  pendiente: { labelKey: 'status.pendiente', bg: '#b54708', fg: '#ffffff' },
  en_camino: { labelKey: 'status.en_camino', bg: '#fde68a', fg: '#5b3a00' },
  listo_para_retirar: { labelKey: 'status.listo_para_retirar', bg: '#cfe3f7', fg: '#0b3a63' },
  entregado: { labelKey: 'status.entregado', bg: '#2e7d32', fg: '#ffffff' },
  cancelado: { labelKey: 'status.cancelado', bg: '#616161', fg: '#ffffff' },
};

/** The badge of `status`, or undefined for a code this version does not know (shown as a plain grey badge with the code). */
export function statusBadge(status: string): StatusBadgeStyle | undefined {
  return Object.hasOwn(STATUS_BADGES, status) ? STATUS_BADGES[status as OrderStatus] : undefined;
}
