/**
 * POST /api/pedido (docs/orders-api.md): places a web order for the signed-in customer. The
 * `Idempotency-Key` header makes a retry return the first order instead of creating another.
 */
import type { OrderPayload, Pedido } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';

export async function placeOrder(payload: OrderPayload, idempotencyKey: string): Promise<Pedido> {
  const { pedido } = await apiSend<{ pedido: Pedido }>('/api/pedido', payload, { headers: { 'idempotency-key': idempotencyKey } });
  return pedido;
}
