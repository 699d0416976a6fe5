/** GET /api/admin/coupons: the back office's coupons. */
import { useQuery } from '@tanstack/react-query';
import type { AdminCouponView } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';

/** Query key of the coupon list; the coupon mutations invalidate it. */
export const ADMIN_COUPONS_KEY = ['admin', 'coupons'] as const;

/** The owner's coupons, newest first. */
export function useAdminCoupons() {
  return useQuery({
    queryKey: ADMIN_COUPONS_KEY,
    queryFn: ({ signal }) => apiGet<{ items: AdminCouponView[] }>('/api/admin/coupons', {}, signal),
  });
}
