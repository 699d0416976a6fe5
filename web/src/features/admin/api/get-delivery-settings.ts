/** GET /api/admin/delivery/settings: the day rules, and the next 12 months' national holidays. */
import { useQuery } from '@tanstack/react-query';
import type { DeliverySettingsView } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { DELIVERY_SETTINGS_KEY } from './delivery-keys.ts';

export function useDeliverySettings() {
  return useQuery({
    queryKey: DELIVERY_SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<DeliverySettingsView>('/api/admin/delivery/settings', {}, signal),
  });
}
