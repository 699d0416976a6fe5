/**
 * POST /api/admin/orders/:id/payment with `{ status: 'pagado' }`: the owner marks a
 * bank transfer or cash order paid (from pendiente or en_revision; otherwise 409
 * invalid_payment_change). Answers the order detail, which replaces the cached one; the desk's
 * lists and counts are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { AdminOrderDetail } from './get-order.ts';
import { ADMIN_ORDER_LISTS_KEY, adminOrderKey } from './order-keys.ts';

export function useMarkOrderPaid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/payment`, { status: 'pagado' }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDER_LISTS_KEY });
    },
  });
}
