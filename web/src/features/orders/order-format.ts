/**
 * How the shopper's orders are shown: the shared formatting (web/src/lib/order-format.ts, also
 * used by the back office) and what only the shopper's pages need.
 */
export { ORDER_TIME_ZONE, shortOrderId, formatOrderDate, STATUS_BADGES, statusBadge, type StatusBadgeStyle } from '../../lib/order-format.ts';

/** Whether a receipt can still be uploaded (SPEC.md section 4: only while pendiente). */
export function acceptsReceipt(status: string): boolean {
  return status === 'pendiente';
}
