/**
 * The owner's queue of catering requests (docs/decisions/0026-catering-requests.md):
 * GET /api/admin/catering?status=, POST /api/admin/catering/:id/quote { amount, note } and
 * POST /api/admin/catering/:id/decline { note }.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCatering, CateringStatus } from '@shop/domain';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const KEY = ['admin', 'catering'] as const;

/** Requests, newest first, optionally of one status. */
export function useAdminCatering(status?: CateringStatus) {
  return useQuery({
    queryKey: [...KEY, status ?? ''],
    queryFn: ({ signal }) => apiGet<{ items: AdminCatering[] }>('/api/admin/catering', { status }, signal),
  });
}

/** Sends a quote (whole ARS and a note); the lists are fetched again. */
export function useQuoteCatering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, note }: { id: number; amount: number; note: string }) =>
      apiPost<AdminCatering>(`/api/admin/catering/${id}/quote`, { amount, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Declines a request with a note to the shopper; the lists are fetched again. */
export function useDeclineCatering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      apiPost<AdminCatering>(`/api/admin/catering/${id}/decline`, { note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
