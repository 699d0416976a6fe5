/**
 * POST /api/pedido (docs/orders-api.md): places a web order for the signed-in customer. The
 * `Idempotency-Key` header makes a retry return the first order instead of creating another.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderPayload, Pedido } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { CLIENTE_QUERY_KEY, DELIVERY_OPTIONS_KEY, ORDERS_QUERY_KEY } from '../../../lib/query-keys.ts';

export async function placeOrder(payload: OrderPayload, idempotencyKey: string): Promise<Pedido> {
  const { pedido } = await apiSend<{ pedido: Pedido }>('/api/pedido', payload, {
    headers: { 'idempotency-key': idempotencyKey },
  });
  return pedido;
}

/** What `usePlaceOrder`'s mutate takes: the order and the key of this checkout attempt. */
export interface PlaceOrderVariables {
  payload: OrderPayload;
  idempotencyKey: string;
}

/**
 * The mutation placing a web order. On success it invalidates what an order changes:
 * the customer's orders (one more), the delivery options (the chosen day has one place less) and
 * the profile (an order placed with "Guardar estos datos para la próxima" rewrote it).
 * Errors are ApiClientError (4xx/5xx) or a network error, as from `apiSend`.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: PlaceOrderVariables) => placeOrder(payload, idempotencyKey),
    onSuccess: () =>
      // Not awaited: the shopper goes on (to Mercado Pago or the order's page) without waiting for refetches.
      void Promise.all(
        [ORDERS_QUERY_KEY, DELIVERY_OPTIONS_KEY, CLIENTE_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
