import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryZone, DeliveryZoneInput, PickupPoint, PickupPointInput } from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';
import { refreshDelivery, type DeliveryOptionPath } from './delivery-keys.ts';

/** POST (no id) or PATCH (id) of a zone or a pickup point. */
export function useSaveDeliveryOption<K extends DeliveryOptionPath>(kind: K) {
  const queryClient = useQueryClient();
  type Body = K extends 'zones' ? DeliveryZoneInput : PickupPointInput;
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<Body> }) =>
      apiSend<K extends 'zones' ? DeliveryZone : PickupPoint>(
        `/api/admin/delivery/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`,
        body,
        { method: id ? 'PATCH' : 'POST' },
      ),
    onSuccess: () => refreshDelivery(queryClient),
  });
}
