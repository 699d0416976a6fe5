/**
 * GET /api/products as TanStack Query hooks (DESIGN.md HTTP contract). The current language is
 * part of the key, so switching language refetches translated titles.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type CatalogFilter, type Category, type ProductList, type ProductSort } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type { ProductSort };

export interface ProductsParams {
  category?: Category;
  limit: number;
  offset?: number;
  sort?: ProductSort;
  /** The keto shopper's filter (issue 19); none filters nothing. */
  filter?: CatalogFilter;
}

/** The filter as query params and key parts: `exclude` as a comma list, both absent when unused. */
function filterParams(filter: CatalogFilter | undefined) {
  return {
    exclude: filter && filter.exclude.length > 0 ? filter.exclude.join(',') : undefined,
    maxNetCarbs: filter?.maxNetCarbs,
  };
}

export { useLang };

/** Query key of one page of products; the server prefetches with the same keys (entry-server.tsx). */
export function productsQueryKey(params: ProductsParams & { lang: 'es' | 'en' }) {
  const { category, limit, offset = 0, sort = 'catalog', lang, filter } = params;
  return ['products', { category: category ?? 'all', limit, offset, sort, lang, ...filterParams(filter) }] as const;
}

/** Query key of the "Cargar más" pages of /allProducts (with its filter and order, issue 19). */
export function infiniteProductsQueryKey(
  category: Category | undefined,
  lang: 'es' | 'en',
  filter?: CatalogFilter,
  sort: ProductSort = 'catalog',
) {
  return ['products', 'infinite', { category: category ?? 'all', lang, sort, ...filterParams(filter) }] as const;
}

/** Fetches one page of products; `sort` is only sent when not the default. */
export function getProducts(
  params: ProductsParams & { lang: 'es' | 'en' },
  signal?: AbortSignal,
): Promise<ProductList> {
  const { category, limit, offset = 0, sort, lang, filter } = params;
  return apiGet<ProductList>(
    '/api/products',
    { category, limit, offset: offset || undefined, sort: sort && sort !== 'catalog' ? sort : undefined, lang, ...filterParams(filter) },
    signal,
  );
}

/** One page of products `{ items, total }` in the current language. */
export function useProducts(params: ProductsParams) {
  const lang = useLang();
  const { category, limit, offset = 0, sort = 'catalog' } = params;
  return useQuery({
    queryKey: productsQueryKey({ category, limit, offset, sort, lang }),
    queryFn: ({ signal }) => getProducts({ category, limit, offset, sort, lang }, signal),
    // Keep showing the old-language list while the translated one loads (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}

/**
 * Pages of PAGE_SIZE products for "Cargar más" (SPEC.md section 2 /allProducts): the next page
 * starts after what is loaded and stops at `total`.
 */
export function useInfiniteProducts(params: { category?: Category; filter?: CatalogFilter; sort?: ProductSort } = {}) {
  const lang = useLang();
  const { category, filter, sort = 'catalog' } = params;
  return useInfiniteQuery({
    queryKey: infiniteProductsQueryKey(category, lang, filter, sort),
    queryFn: ({ pageParam, signal }) => getProducts({ category, limit: PAGE_SIZE, offset: pageParam, lang, filter, sort }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}
