import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminOrderKey, type AdminOrderDetail } from './admin-orders.ts';

/** GET /api/admin/orders/:id: one order's detail for the back office (a 404 is not retried). */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKey(id),
    queryFn: ({ signal }) => apiGet<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, {}, signal),
    retry: false,
  });
}
