/**
 * How the shopper's orders are shown: the shared formatting (web/src/lib/order-format.ts, also
 * used by the back office) and what only the shopper's pages need.
 */
export { ORDER_TIME_ZONE, shortOrderId, formatOrderDate, STATUS_BADGES, statusBadge, type StatusBadgeStyle } from '../../lib/order-format.ts';

/** Whether a receipt can still be uploaded (SPEC.md section 4: only while pendiente). */
export function acceptsReceipt(status: string): boolean {
  return status === 'pendiente';
}

/**
 * Whether an order still waits for its payment, so "Cómo pagar" makes sense (issue 17 item 15: it
 * was offered on delivered orders): neither delivered nor cancelled, and not paid or refunded.
 */
export function awaitsPayment(order: { status: string; paymentStatus: string }): boolean {
  return (order.status === 'pendiente' || order.status === 'en_camino') && (order.paymentStatus === 'pendiente' || order.paymentStatus === 'rechazado');
}
