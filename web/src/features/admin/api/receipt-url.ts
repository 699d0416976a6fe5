/** GET /api/admin/orders/:id/receipts/:receiptId: a receipt's file for the back office (a link, not a query). */

/** Address of a receipt's file (inline, or as an attachment with `download`). */
export function receiptUrl(orderId: string, receiptId: string, download = false): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/receipts/${encodeURIComponent(receiptId)}${download ? '?download=1' : ''}`;
}
