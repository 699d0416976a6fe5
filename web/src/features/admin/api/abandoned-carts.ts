/**
 * The owner's abandoned carts (docs/decisions/0024-abandoned-carts.md):
 * GET /api/admin/abandoned-carts, PUT …/settings, POST …/:userId/whatsapp.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbandonedCart, AbandonedCartSettings, CartRecovery } from '@shop/domain';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

const KEY = ['admin', 'abandoned-carts'] as const;

/** Saved carts not yet ordered (newest change first) and the reminders' settings. */
export function useAbandonedCarts() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<{ items: AbandonedCart[]; settings: AbandonedCartSettings; recovery: CartRecovery }>(
        '/api/admin/abandoned-carts',
        {},
        signal,
      ),
  });
}

/** Saves the switch and the delay; the list is fetched again. */
export function useSaveAbandonedCartSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AbandonedCartSettings) =>
      apiSend<AbandonedCartSettings>('/api/admin/abandoned-carts/settings', settings, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** A wa.me link reminding one customer (a new restore link; counts as the cart's reminder). */
export function useWhatsappReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiSend<{ url: string }>(`/api/admin/abandoned-carts/${encodeURIComponent(userId)}/whatsapp`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
