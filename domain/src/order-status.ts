import { z } from 'zod';
import type { DeliveryKind } from './delivery';

/**
 * Order status codes: one spelling, translated labels, one colour per status. A new order is
 * 'pendiente'; a receipt can be uploaded only while pendiente.
 */
export const ORDER_STATUSES = [
  'pendiente',
  'en_camino',
  'listo_para_retirar',
  'entregado',
  'cancelado',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Zod schema accepting exactly one of ORDER_STATUSES. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** True when `value` is one of ORDER_STATUSES; for data read from the database or an API answer. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The status changes the shop may make: pendiente -> en_camino -> entregado for a
 * delivery, pendiente -> listo_para_retirar -> entregado for a pickup, and cancelado from any
 * but the final ones. entregado and cancelado are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pendiente: ['en_camino', 'listo_para_retirar', 'cancelado'],
  en_camino: ['entregado', 'cancelado'],
  listo_para_retirar: ['entregado', 'cancelado'],
  entregado: [],
  cancelado: [],
};

/**
 * True when an order may move from `from` to `to` (ORDER_TRANSITIONS) given how it is handed over:
 * a pickup is never "en camino" (the shopper comes for it: "listo para retirar"), a delivery (or
 * an order from before delivery choices, `kind` null) is never "listo para retirar".
 */
export function canTransition(from: OrderStatus, to: OrderStatus, kind: DeliveryKind | null = null): boolean {
  if (to === 'en_camino' && kind === 'pickup') return false;
  if (to === 'listo_para_retirar' && kind !== 'pickup') return false;
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order of `kind` may move to from `from`, in ORDER_STATUSES order. */
export function nextStatuses(from: OrderStatus, kind: DeliveryKind | null): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canTransition(from, to, kind));
}

/**
 * The delivery date (fechaEntrega) an order keeps after a status change (an
 * order marked entregado showed "Fecha de entrega —").
 * Takes the new status, the date the owner gave (a Date, null to clear it, undefined for none
 * given), the stored date and the moment of the change; returns the date to store.
 * - A given date wins (the owner knows when it was or will be delivered).
 * - entregado always has a date: the stored one when it is not in the future (it was delivered
 *   as scheduled), else the moment it was marked delivered.
 * - Any other status keeps the stored date unless the owner cleared it.
 */
export function deliveryDateAfter(
  status: OrderStatus,
  given: Date | null | undefined,
  stored: Date | null,
  now: Date,
): Date | null {
  if (given) return given;
  if (status === 'entregado') return stored && stored.getTime() <= now.getTime() ? stored : now;
  return given === null ? null : stored;
}

/** Minutes during which the owner can undo a status change (a "Marcar entregado" clicked by mistake). */
export const STATUS_UNDO_MINUTES = 10;

/** A status change as the history keeps it; `undoOf` is set on a change that undid another. */
export interface StatusChangeFact {
  from: string;
  to: string;
  at: Date;
  undoOf: number | null;
}

/**
 * Whether the order's last status change (`last`, the newest history row) can still be undone at
 * `now`: it is what put the order in its `current` status, it was made less than
 * STATUS_UNDO_MINUTES ago, it was not itself an undo, and it did not cancel the order (a
 * cancellation gives back the coupon use and the day's place; it is confirmed before, and final).
 * @returns the instant the undo closes, or null when it cannot be undone.
 */
export function statusUndoUntil(last: StatusChangeFact | undefined, current: string, now: Date): Date | null {
  if (
    !last ||
    last.undoOf !== null ||
    last.to !== current ||
    last.to === 'cancelado' ||
    !isOrderStatus(last.from)
  )
    return null;
  const until = new Date(last.at.getTime() + STATUS_UNDO_MINUTES * 60_000);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * Whether the shopper may cancel their own order (decision 0027): only while it is pendiente, that
 * is before the shop starts preparing it (en camino, listo para retirar, entregado and cancelado
 * are past that), whatever its payment.
 */
export function shopperCanCancel(order: { status: string }): boolean {
  return order.status === 'pendiente';
}
