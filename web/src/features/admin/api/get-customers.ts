/**
 * GET /api/admin/customers (docs/orders-api.md "Back office"): accounts with contact data and
 * order counts, a page of ADMIN_PAGE_SIZE at a time.
 */
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from './admin-orders.ts';

/** Query key of the customer lists; changing a role invalidates it. */
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
