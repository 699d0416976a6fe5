/**
 * The whole catalogue in the current language (17 products; the API caps a page at
 * MAX_PAGE_SIZE, which holds it). Used for related products, recommendations and refreshing
 * saved cart and wishlist lines.
 */
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Category } from '@shop/domain';
import { getProducts, useLang } from './get-products.ts';

/** All products (optionally of one category), `data.items` in catalogue order. */
export function useAllProducts(params: { category?: Category; enabled?: boolean } = {}) {
  const lang = useLang();
  const { category, enabled = true } = params;
  return useQuery({
    queryKey: ['products', { category: category ?? 'all', limit: MAX_PAGE_SIZE, offset: 0, sort: 'catalog', lang }],
    queryFn: ({ signal }) => getProducts({ category, limit: MAX_PAGE_SIZE, lang }, signal),
    enabled,
  });
}
