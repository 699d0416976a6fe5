/**
 * Pure helpers of the back office: the shop's dates typed in a form become ISO instants
 * at Argentina's offset (-03:00, no daylight saving), and the allowed transitions become buttons.
 */
import type { OrderStatus } from '@shop/domain';

/** Argentina's UTC offset, all year. */
export const AR_OFFSET = '-03:00';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A date range from two `<input type="date">` values ("YYYY-MM-DD", or "" when empty) as the ISO
 * instants the API filters on: `from` at Argentina's midnight, `to` at the end of that day
 * (inclusive). Empty or malformed values are left out.
 */
export function dateRangeToIso(from: string, to: string): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (DATE.test(from)) range.from = `${from}T00:00:00.000${AR_OFFSET}`;
  if (DATE.test(to)) range.to = `${to}T23:59:59.999${AR_OFFSET}`;
  return range;
}

/** A `<input type="datetime-local">` value ("YYYY-MM-DDTHH:mm") read as Argentina time, as an ISO instant; undefined when empty or malformed. */
export function localDateTimeToIso(value: string): string | undefined {
  return DATE_TIME.test(value) ? `${value}:00${AR_OFFSET}` : undefined;
}

export interface StatusAction {
  status: OrderStatus;
  /** i18n key of the button (namespace "admin"). */
  labelKey: `actions.${OrderStatus}`;
  /** Cancelling and marking delivered ask for confirmation first. */
  confirm: boolean;
  /** Shown as a destructive action (cancelling). */
  danger: boolean;
}

const ACTION_ORDER: readonly OrderStatus[] = ['en_camino', 'listo_para_retirar', 'entregado', 'cancelado'];

/** The buttons of an order's page for the statuses the server allows next, in a fixed order (forward first, cancel last). */
export function statusActions(allowedNext: readonly string[]): StatusAction[] {
  return ACTION_ORDER.filter((s) => allowedNext.includes(s)).map((status) => ({
    status,
    labelKey: `actions.${status}`,
    confirm: status === 'cancelado' || status === 'entregado',
    danger: status === 'cancelado',
  }));
}
