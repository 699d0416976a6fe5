/**
 * POST /api/admin/orders/:id/refund { amount }: refunds `amount` (whole ARS) of the order's
 * approved Mercado Pago payment through Mercado Pago's API; each refund gets its credit note
 * (decision 0033). 409 not_refundable or refund_too_large; 503 payment_unavailable when Mercado Pago fails.
 * Answers the order detail, which replaces the cached one; the desk's lists are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import type { AdminOrderDetail } from './get-order.ts';
import { ADMIN_ORDER_LISTS_KEY, adminOrderKey } from './order-keys.ts';

export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      apiPost<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/refund`, { amount }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKey(id), order);
      return queryClient.invalidateQueries({ queryKey: ADMIN_ORDER_LISTS_KEY });
    },
  });
}
