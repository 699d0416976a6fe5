/*
 * The one place an order's total is composed (shared by delivery and coupons): the
 * products' subtotal, minus a discount on those products, plus the delivery price. Money is ARS
 * whole pesos.
 */

/** What a delivery costs before the zone's "free from" rule: a pickup is `{ price: 0 }`. */
export interface DeliveryCharge {
  /** ARS whole pesos. */
  price: number;
  /** The products' subtotal (after discount) from which this delivery is free; null or absent: never free. */
  freeFrom?: number | null;
}

export interface OrderTotals {
  /** The products' subtotal, ARS. */
  subtotal: number;
  /** The discount actually applied (never above the subtotal), ARS. */
  discount: number;
  /** The delivery price after the "free from" rule, ARS (0 for pickup or none). */
  delivery: number;
  /** subtotal - discount + delivery: the amount to pay, never negative. */
  total: number;
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/**
 * The delivery price for a products' subtotal after discount: free when the zone has a
 * "free from" amount and the subtotal reaches it, else the zone's price.
 */
export function deliveryPrice(
  charge: DeliveryCharge | number | null | undefined,
  subtotalAfterDiscount: number,
): number {
  if (charge == null) return 0;
  if (typeof charge === 'number') return whole(charge);
  if (charge.freeFrom != null && subtotalAfterDiscount >= charge.freeFrom) return 0;
  return whole(charge.price);
}

/**
 * Composes an order's amounts. The discount applies to the products' subtotal only
 * (capped at it); the delivery's "free from" rule looks at the subtotal after discount; the total
 * is subtotal - discount + delivery and never negative.
 * @param input.delivery a zone's charge, a plain price, or null for no delivery line.
 */
export function orderTotals(input: {
  subtotal: number;
  discount: number;
  delivery: DeliveryCharge | number | null;
}): OrderTotals {
  const subtotal = whole(input.subtotal);
  const discount = Math.min(whole(input.discount), subtotal);
  const delivery = deliveryPrice(input.delivery, subtotal - discount);
  return { subtotal, discount, delivery, total: Math.max(0, subtotal - discount + delivery) };
}
