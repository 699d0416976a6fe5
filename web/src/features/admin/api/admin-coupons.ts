/**
 * The back office's coupons and subscribers (issue 14): list, create, edit and (de)activate coupons
 * (/api/admin/coupons), and the subscribers with their CSV export (/api/admin/subscribers).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponView, AdminSubscriber, SubscriberStatus } from '@shop/domain';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const ADMIN_COUPONS_KEY = ['admin', 'coupons'] as const;

/** The owner's coupons, newest first. */
export function useAdminCoupons() {
  return useQuery({ queryKey: ADMIN_COUPONS_KEY, queryFn: ({ signal }) => apiGet<{ items: AdminCouponView[] }>('/api/admin/coupons', {}, signal) });
}

/** Creates a coupon (no id) or replaces one's settings. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id?: string; coupon: AdminCoupon }) =>
      id ? apiSend<AdminCouponView>(`/api/admin/coupons/${encodeURIComponent(id)}`, coupon, { method: 'PUT' }) : apiSend<AdminCouponView>('/api/admin/coupons', coupon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}

/** Activates or deactivates a coupon. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => apiSend<AdminCouponView>(`/api/admin/coupons/${encodeURIComponent(id)}`, { active }, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}

/** Subscribers, newest first, optionally by e-mail text and status. */
export function useAdminSubscribers(filters: { q?: string; status?: SubscriberStatus }) {
  return useQuery({
    queryKey: ['admin', 'subscribers', filters.q ?? '', filters.status ?? ''],
    queryFn: ({ signal }) => apiGet<{ items: AdminSubscriber[] }>('/api/admin/subscribers', { q: filters.q || undefined, status: filters.status }, signal),
  });
}

/** The CSV export's address for the same filters (a plain link: the browser downloads it with the session cookie). */
export function subscribersCsvUrl(filters: { q?: string; status?: SubscriberStatus }): string {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  return `/api/admin/subscribers.csv${text ? `?${text}` : ''}`;
}
