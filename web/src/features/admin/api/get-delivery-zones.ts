/** GET /api/admin/delivery/zones: the delivery zones with their prices. */
import { useQuery } from '@tanstack/react-query';
import type { DeliveryZone } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { DELIVERY_ZONES_KEY } from './delivery-keys.ts';

export function useDeliveryZones() {
  return useQuery({
    queryKey: DELIVERY_ZONES_KEY,
    queryFn: ({ signal }) => apiGet<{ items: DeliveryZone[] }>('/api/admin/delivery/zones', {}, signal),
  });
}
