/**
 * POST /api/pedidos/:pedidoId/pago: asks the server for a Mercado Pago Checkout Pro
 * address for the signed-in customer's own unpaid Mercado Pago order. Errors (ApiClientError):
 * 404 order_not_found, 409 payment_not_allowed, 503 payment_unavailable (Mercado Pago down or slow).
 */
import { apiPost } from '../../../lib/api-client.ts';

/** The Checkout Pro address (`init_point`) to send the browser to. */
export async function startPayment(pedidoId: string): Promise<string> {
  const { checkoutUrl } = await apiPost<{ checkoutUrl: string }>(
    `/api/pedidos/${encodeURIComponent(pedidoId)}/pago`,
  );
  return checkoutUrl;
}
