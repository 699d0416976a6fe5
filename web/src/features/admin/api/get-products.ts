/** GET /api/admin/products: every product, hidden ones too, in the shop's order (sortOrder, id). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_PRODUCTS_KEY, type AdminProductList } from './product-cache.ts';

/** The back office's product list; a product's page reads its entry. */
export function useAdminProducts() {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: ({ signal }) => apiGet<AdminProductList>('/api/admin/products', {}, signal),
    staleTime: 10_000,
  });
}
