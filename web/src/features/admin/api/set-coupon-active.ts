/** PATCH /api/admin/coupons/:id with `{ active }`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponView } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { ADMIN_COUPONS_KEY } from './get-coupons.ts';

/** Activates or deactivates a coupon. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiSend<AdminCouponView>(
        `/api/admin/coupons/${encodeURIComponent(id)}`,
        { active },
        { method: 'PATCH' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
