/**
 * The whole catalogue in the current language (17 products; the API caps a page at
 * MAX_PAGE_SIZE, which holds it). Used for related products, recommendations and refreshing
 * saved cart and wishlist lines.
 */
import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type CatalogFilter, type Category, type ProductSort } from '@shop/domain';
import { getProducts, productsQueryKey, useLang } from './get-products.ts';

/** Query key of the whole catalogue (optionally of one category, filtered and sorted: issue 19) in `lang`. */
export function allProductsQueryKey(
  category: Category | undefined,
  lang: 'es' | 'en',
  filter?: CatalogFilter,
  sort: ProductSort = 'catalog',
) {
  return productsQueryKey({ category, limit: MAX_PAGE_SIZE, offset: 0, sort, lang, filter });
}

/** All products (optionally of one category, filtered and sorted), `data.items` in that order. */
export function useAllProducts(
  params: { category?: Category; enabled?: boolean; filter?: CatalogFilter; sort?: ProductSort } = {},
) {
  const lang = useLang();
  const { category, enabled = true, filter, sort = 'catalog' } = params;
  return useQuery({
    queryKey: allProductsQueryKey(category, lang, filter, sort),
    queryFn: ({ signal }) => getProducts({ category, limit: MAX_PAGE_SIZE, lang, filter, sort }, signal),
    enabled,
  });
}
