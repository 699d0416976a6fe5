/*
 * The one place an order's amounts are composed, by the checkout's summary, the WhatsApp message,
 * the cart and the server's pricing alike: the products' subtotal, minus a coupon's discount on
 * those products, plus the delivery price. Money is ARS whole pesos.
 */
import { sumLines } from './money';

/** What a delivery costs before the zone's "free from" rule: a pickup is `{ price: 0 }`. */
export interface DeliveryCharge {
  /** ARS whole pesos. */
  price: number;
  /** The products' subtotal (after discount) from which this delivery is free; null or absent: never free. */
  freeFrom?: number | null;
}

/**
 * A line as the totals read it: a unit price and a quantity. A cart line carries its unit price as
 * `price`, a priced or stored line as `unitPrice`; both are accepted.
 */
export type TotalsLine = { quantity: number } & ({ unitPrice: number } | { price: number });

/** A coupon the server accepted for the order: its code and the ARS it takes off the products. */
export interface TotalsCoupon {
  code: string;
  discount: number;
}

export interface OrderTotals {
  /** The products' subtotal, ARS. */
  subtotal: number;
  /** The discount actually applied (never above the subtotal), ARS; 0 without a coupon. */
  discount: number;
  /** The applied coupon's code; null without one. */
  coupon: string | null;
  /** subtotal - discount: what the products cost; the zones' "free from" rule looks at it. */
  afterDiscount: number;
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
 * Composes an order's amounts from its lines, its coupon and its delivery. The discount applies to
 * the products' subtotal only (capped at it); the delivery's "free from" rule looks at the subtotal
 * after discount; the total is subtotal - discount + delivery and never negative.
 * @param input.lines the order's lines (unit price and quantity, whole ARS).
 * @param input.coupon the accepted coupon; null or absent without one.
 * @param input.delivery a zone's charge (its "free from" applied here), a price already settled,
 *   or null or absent while no delivery is chosen (no delivery line: 0).
 * @throws RangeError if a line's price or quantity is not a non-negative whole number (`sumLines`).
 */
export function orderTotals(input: {
  lines: readonly TotalsLine[];
  coupon?: TotalsCoupon | null;
  delivery?: DeliveryCharge | number | null;
}): OrderTotals {
  const subtotal = sumLines(
    input.lines.map((line) => ({
      unitPrice: 'unitPrice' in line ? line.unitPrice : line.price,
      quantity: line.quantity,
    })),
  );
  const discount = Math.min(whole(input.coupon?.discount ?? 0), subtotal);
  const afterDiscount = subtotal - discount;
  const delivery = deliveryPrice(input.delivery, afterDiscount);
  return {
    subtotal,
    discount,
    coupon: input.coupon ? input.coupon.code : null,
    afterDiscount,
    delivery,
    total: Math.max(0, afterDiscount + delivery),
  };
}
