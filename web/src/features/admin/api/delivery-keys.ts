/**
 * Query keys of the back office's delivery data (server: /api/admin/delivery/*) and the
 * refresh every change makes: it also drops checkout's delivery options, so the shop offers the
 * change at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DELIVERY_OPTIONS_KEY } from '../../../lib/query-keys.ts';

export const ADMIN_DELIVERY_KEY = ['admin', 'delivery'] as const;
export const DELIVERY_SETTINGS_KEY = [...ADMIN_DELIVERY_KEY, 'settings'] as const;
export const DELIVERY_ZONES_KEY = [...ADMIN_DELIVERY_KEY, 'zones'] as const;
export const PICKUP_POINTS_KEY = [...ADMIN_DELIVERY_KEY, 'pickup-points'] as const;
/** Minutes an unpaid transfer / Mercado Pago order keeps its place. */
export const PAYMENT_DEADLINES_KEY = [...ADMIN_DELIVERY_KEY, 'payment-deadlines'] as const;

/** The two kinds of delivery options the owner keeps, by their API path. */
export type DeliveryOptionPath = 'zones' | 'pickup-points';

/** Invalidates the back office's delivery data and checkout's delivery options. */
export async function refreshDelivery(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [ADMIN_DELIVERY_KEY, DELIVERY_OPTIONS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
