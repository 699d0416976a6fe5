/**
 * GET /api/pedidos and GET /api/pedidos/:pedidoId (docs/orders-api.md): the signed-in customer's
 * own web orders, newest first, and one of them. Under ACCOUNT_DATA_KEY, so they are dropped
 * when someone signs in or out.
 */
import { useQuery } from '@tanstack/react-query';
import type { Pedido } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys.ts';

/** Query key of every order query; invalidate it after placing an order or uploading a receipt. */
export { ORDERS_QUERY_KEY };

/** Query key of one order. */
export function orderQueryKey(pedidoId: string) {
  return [...ORDERS_QUERY_KEY, pedidoId] as const;
}

export async function getOrders(signal?: AbortSignal): Promise<Pedido[]> {
  const { pedidos } = await apiGet<{ pedidos: Pedido[] }>('/api/pedidos', {}, signal);
  return pedidos;
}

export function getOrder(pedidoId: string, signal?: AbortSignal): Promise<Pedido> {
  return apiGet<Pedido>(`/api/pedidos/${encodeURIComponent(pedidoId)}`, {}, signal);
}

/** The customer's orders, newest first (the server's order). */
export function useOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => getOrders(signal),
    enabled,
    staleTime: 30_000,
  });
}

/** One order of the customer; a 404 (unknown or someone else's) is an ApiClientError with status 404. */
export function useOrder(pedidoId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderQueryKey(pedidoId),
    queryFn: ({ signal }) => getOrder(pedidoId, signal),
    enabled: enabled && pedidoId.length > 0,
    staleTime: 30_000,
  });
}
