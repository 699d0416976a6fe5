/** POST /api/pedidos/:id/cancelar (decision 0027): the shopper cancels a pending order of theirs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pedido } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ORDERS_QUERY_KEY } from '../../../lib/query-keys.ts';

/** Cancels an order; on success My orders is read again (its status, and a refund that follows). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedidoId: string) =>
      apiPost<Pedido>(`/api/pedidos/${encodeURIComponent(pedidoId)}/cancelar`, undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
