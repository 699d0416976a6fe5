/**
 * POST /api/pedidos/:pedidoId/pago/sync: the server asks Mercado Pago for the order's
 * payments, applies them, and answers the order as stored (never from the return URL's query).
 */
import type { Pedido } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

export async function syncPayment(pedidoId: string): Promise<Pedido> {
  const { pedido } = await apiPost<{ pedido: Pedido }>(
    `/api/pedidos/${encodeURIComponent(pedidoId)}/pago/sync`,
  );
  return pedido;
}
