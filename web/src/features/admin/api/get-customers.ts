/**
 * GET /api/admin/customers (docs/orders-api.md "Back office"): accounts with contact data and
 * order counts, a page of ADMIN_PAGE_SIZE at a time.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminPagedList, type AdminPage } from './paging.ts';

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

export type AdminCustomerPage = AdminPage<AdminCustomer>;

/** The accounts matching `q` (name, username, e-mail or phone), a page at a time ("Cargar más"). */
export function useAdminCustomers(q: string | undefined) {
  return useInfiniteQuery(
    adminPagedList<AdminCustomerPage>([...ADMIN_CUSTOMERS_KEY, q ?? ''], '/api/admin/customers', { q }),
  );
}
