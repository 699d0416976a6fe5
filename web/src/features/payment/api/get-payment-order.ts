/**
 * GET /api/pedidos/:pedidoId for the payment page, polled while the payment is pending.
 * Its key sits under the customer's order keys ([...ACCOUNT_DATA_KEY, 'pedidos']), so it is dropped
 * on sign-out and refreshed with them.
 */
import type { Pedido } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { ACCOUNT_DATA_KEY } from '../../../lib/query-client.ts';

export function paymentOrderKey(pedidoId: string) {
  return [...ACCOUNT_DATA_KEY, 'pedidos', pedidoId, 'pago'] as const;
}

export function getPaymentOrder(pedidoId: string, signal?: AbortSignal): Promise<Pedido> {
  return apiGet<Pedido>(`/api/pedidos/${encodeURIComponent(pedidoId)}`, {}, signal);
}
