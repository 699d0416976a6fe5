/**
 * The back office's delivery data (issue 14; server: /api/admin/delivery/*): the day rules, the
 * zones and the pickup points. Every change also drops checkout's delivery options, so the shop
 * offers it at once.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeliverySettings, DeliverySettingsInput, DeliveryZone, DeliveryZoneInput, PickupPoint, PickupPointInput } from '@shop/domain';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const ADMIN_DELIVERY_KEY = ['admin', 'delivery'] as const;
const SETTINGS_KEY = [...ADMIN_DELIVERY_KEY, 'settings'] as const;
const ZONES_KEY = [...ADMIN_DELIVERY_KEY, 'zones'] as const;
const POINTS_KEY = [...ADMIN_DELIVERY_KEY, 'pickup-points'] as const;
// Checkout's options (features/checkout/api/get-delivery-options.ts); a feature does not import another.
const CHECKOUT_OPTIONS_KEY = ['delivery-options'] as const;

async function refresh(queryClient: QueryClient): Promise<void> {
  await Promise.all([ADMIN_DELIVERY_KEY, CHECKOUT_OPTIONS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useDeliverySettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => apiGet<DeliverySettings>('/api/admin/delivery/settings', {}, signal) });
}

/** PUT /api/admin/delivery/settings: the whole set of rules. */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySettingsInput) => apiSend<DeliverySettings>('/api/admin/delivery/settings', body, { method: 'PUT' }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeliveryZones() {
  return useQuery({ queryKey: ZONES_KEY, queryFn: ({ signal }) => apiGet<{ items: DeliveryZone[] }>('/api/admin/delivery/zones', {}, signal) });
}

export function usePickupPoints() {
  return useQuery({ queryKey: POINTS_KEY, queryFn: ({ signal }) => apiGet<{ items: PickupPoint[] }>('/api/admin/delivery/pickup-points', {}, signal) });
}

/** The two kinds of delivery options the owner keeps, by their API path. */
export type DeliveryOptionPath = 'zones' | 'pickup-points';

/** POST (no id) or PATCH (id) of a zone or a pickup point. */
export function useSaveDeliveryOption<K extends DeliveryOptionPath>(kind: K) {
  const queryClient = useQueryClient();
  type Body = K extends 'zones' ? DeliveryZoneInput : PickupPointInput;
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Partial<Body> }) =>
      apiSend<K extends 'zones' ? DeliveryZone : PickupPoint>(`/api/admin/delivery/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`, body, { method: id ? 'PATCH' : 'POST' }),
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE of a zone or pickup point (orders keep its name and price as they were). */
export function useDeleteDeliveryOption(kind: DeliveryOptionPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await fetch(`/api/admin/delivery/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!res.ok && res.status !== 404) throw new Error(res.statusText);
    },
    onSuccess: () => refresh(queryClient),
  });
}
