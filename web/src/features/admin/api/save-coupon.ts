/** POST /api/admin/coupons and PUT /api/admin/coupons/:id: creates or replaces a coupon. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponView } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { ADMIN_COUPONS_KEY } from './get-coupons.ts';

/** Creates a coupon (no id) or replaces one's settings. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id?: string; coupon: AdminCoupon }) =>
      id
        ? apiSend<AdminCouponView>(`/api/admin/coupons/${encodeURIComponent(id)}`, coupon, { method: 'PUT' })
        : apiSend<AdminCouponView>('/api/admin/coupons', coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
