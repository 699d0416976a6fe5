/**
 * The back office's customers (docs/orders-api.md "Back office"): accounts with contact data and
 * order counts, and promoting or demoting an administrator.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from './admin-orders.ts';

export const ADMIN_CUSTOMERS_KEY = ['admin', 'customers'] as const;

export interface AdminCustomer {
  id: string;
  username: string;
  role: 'admin' | 'customer' | string;
  createdAt: string;
  nombre: string | null;
  apellido: string | null;
  email: string | null;
  telefono: string | null;
  direccion: string | null;
  orderCount: number;
}

export interface AdminCustomerPage {
  items: AdminCustomer[];
  total: number;
}

export function useAdminCustomers(q: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_CUSTOMERS_KEY, q ?? ''],
    queryFn: ({ pageParam, signal }) => apiGet<AdminCustomerPage>('/api/admin/customers', { q, limit: ADMIN_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    staleTime: 10_000,
    // While another search or filter loads, the list on screen stays (no flash to a spinner per
    // keystroke, and a row being clicked is not swapped away under the pointer).
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/users/:id/role; refetches the list on success. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: 'admin' | 'customer' }) => apiPost<{ id: string; role: string }>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
  });
}
