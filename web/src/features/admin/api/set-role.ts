import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { ADMIN_CUSTOMERS_KEY } from './get-customers.ts';

/** POST /api/admin/users/:id/role; refetches the list on success. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: 'admin' | 'customer' }) =>
      apiPost<{ id: string; role: string }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
  });
}
