import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettingsInput, DeliverySettingsView } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshDelivery } from './delivery-keys.ts';

/** PUT /api/admin/delivery/settings: the whole set of rules. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsInput) =>
      apiSend<DeliverySettingsView>('/api/admin/delivery/settings', body, { method: 'PUT' }),
    onSuccess: () => refreshDelivery(queryClient),
  });
}
