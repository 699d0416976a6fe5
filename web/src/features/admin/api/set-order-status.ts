import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from './order-keys.ts';

/** POST /api/admin/orders/:id/status; refetches every order query on success. */
export function useSetOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: OrderStatus; deliveryDate?: string }) =>
      apiPost<{ id: string; status: string; deliveryDate: string | null }>(
        `/api/admin/orders/${encodeURIComponent(id)}/status`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}

/** POST /api/admin/orders/:id/status/undo: undoes the last status change while allowed; refetches every order query. */
export function useUndoOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<{ id: string; status: string; deliveryDate: string | null }>(
        `/api/admin/orders/${encodeURIComponent(id)}/status/undo`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
}
