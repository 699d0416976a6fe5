/**
 * The owner's queue of withdrawal requests (docs/decisions/0020-withdrawal-button.md):
 * GET /api/admin/withdrawals?status= and PATCH /api/admin/withdrawals/:id { status }.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWithdrawal, WithdrawalStatus } from '@shop/domain';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

const KEY = ['admin', 'withdrawals'] as const;

/** Requests, newest first, optionally of one status. */
export function useAdminWithdrawals(status?: WithdrawalStatus) {
  return useQuery({
    queryKey: [...KEY, status ?? ''],
    queryFn: ({ signal }) =>
      apiGet<{ items: AdminWithdrawal[] }>('/api/admin/withdrawals', { status }, signal),
  });
}

/** Moves one request along the queue; the lists are fetched again. */
export function useSetWithdrawalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: WithdrawalStatus }) =>
      apiSend<AdminWithdrawal>(`/api/admin/withdrawals/${id}`, { status }, { method: 'PATCH' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
