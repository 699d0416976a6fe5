/** GET /api/admin/delivery/pickup-points: the pickup points. */
import { useQuery } from '@tanstack/react-query';
import type { PickupPoint } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { PICKUP_POINTS_KEY } from './delivery-keys.ts';

export function usePickupPoints() {
  return useQuery({
    queryKey: PICKUP_POINTS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ items: PickupPoint[] }>('/api/admin/delivery/pickup-points', {}, signal),
  });
}
