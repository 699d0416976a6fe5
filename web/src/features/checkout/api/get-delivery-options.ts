/**
 * GET /api/delivery/options?items=<id>:<qty>,…: the active zones and pickup points and
 * the days this cart can be delivered or picked up. Refetched when the cart changes; kept briefly
 * because each order can fill a day.
 */
import { useQuery } from '@tanstack/react-query';
import type { CartLine, DeliveryOptions } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { DELIVERY_OPTIONS_KEY } from '../../../lib/query-keys.ts';

/** Query key prefix of the delivery options; placing an order invalidates it (use-place-order). */
export { DELIVERY_OPTIONS_KEY };

/** The `items` query value: "id:quantity" pairs, comma separated. */
export function deliveryItemsParam(lines: readonly Pick<CartLine, 'id' | 'quantity'>[]): string {
  return lines.map((line) => `${line.id}:${line.quantity}`).join(',');
}

export function getDeliveryOptions(items: string, signal?: AbortSignal): Promise<DeliveryOptions> {
  return apiGet<DeliveryOptions>('/api/delivery/options', { items: items || undefined }, signal);
}

/** The options for the cart `lines`. */
export function useDeliveryOptions(
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
  { enabled = true }: { enabled?: boolean } = {},
) {
  const items = deliveryItemsParam(lines);
  return useQuery({
    queryKey: [...DELIVERY_OPTIONS_KEY, items],
    queryFn: ({ signal }) => getDeliveryOptions(items, signal),
    enabled,
    staleTime: 30_000,
  });
}
