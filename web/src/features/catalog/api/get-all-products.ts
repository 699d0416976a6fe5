/**
 * The whole catalogue in the current language (17 products; the API caps a page at
 * MAX_PAGE_SIZE, which holds it). Used for related products, recommendations and refreshing
 * saved cart and wishlist lines.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Category } from '@shop/domain';
import { getProducts, productsQueryKey, useLang } from './get-products.ts';

/** Query key of the whole catalogue (optionally of one category) in `lang`. */
export function allProductsQueryKey(category: Category | undefined, lang: 'es' | 'en') {
  return productsQueryKey({ category, limit: MAX_PAGE_SIZE, offset: 0, sort: 'catalog', lang });
}

/** The query of the whole catalogue (optionally of one category) in `lang`. */
export function allProductsQuery(category: Category | undefined, lang: 'es' | 'en') {
  return queryOptions({
    queryKey: allProductsQueryKey(category, lang),
    queryFn: ({ signal }) => getProducts({ category, limit: MAX_PAGE_SIZE, lang }, signal),
  });
}

/** All products (optionally of one category), `data.items` in catalogue order. */
export function useAllProducts(params: { category?: Category; enabled?: boolean } = {}) {
  const lang = useLang();
  const { category, enabled = true } = params;
  return useQuery({ ...allProductsQuery(category, lang), enabled });
}
