/**
 * GET /api/products with the keto shopper's filter and order, for the catalogue pages
 * only (/allProducts, /category: lazy chunks). Kept apart from get-products.ts, which the first
 * load of / carries (cart and wishlist refreshes), so the filter adds nothing to it.
 * Without a filter the keys equal get-products.ts' ones, so both share cached answers.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  type CatalogFilter,
  type Category,
  type ProductList,
  type ProductSort,
} from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';

type Lang = 'es' | 'en';

/** The filter as query params and key parts: `exclude` as a comma list, both absent when unused. */
function filterParams(filter: CatalogFilter | undefined) {
  return {
    exclude: filter && filter.exclude.length > 0 ? filter.exclude.join(',') : undefined,
    maxNetCarbs: filter?.maxNetCarbs,
  };
}

function fetchPage(
  p: {
    category?: Category;
    limit: number;
    offset: number;
    lang: Lang;
    filter?: CatalogFilter;
    sort: ProductSort;
  },
  signal?: AbortSignal,
): Promise<ProductList> {
  return apiGet<ProductList>(
    '/api/products',
    {
      category: p.category,
      limit: p.limit,
      offset: p.offset || undefined,
      sort: p.sort !== 'catalog' ? p.sort : undefined,
      lang: p.lang,
      ...filterParams(p.filter),
    },
    signal,
  );
}

/** Key of the whole (filtered, sorted) catalogue or category; = allProductsQueryKey without a filter. */
export function filteredAllProductsKey(
  category: Category | undefined,
  lang: Lang,
  filter?: CatalogFilter,
  sort: ProductSort = 'catalog',
) {
  return [
    'products',
    { category: category ?? 'all', limit: MAX_PAGE_SIZE, offset: 0, sort, lang, ...filterParams(filter) },
  ] as const;
}

/** Key of the "Cargar más" pages of /allProducts with a filter and order. */
export function filteredInfiniteKey(
  category: Category | undefined,
  lang: Lang,
  filter?: CatalogFilter,
  sort: ProductSort = 'catalog',
) {
  return [
    'products',
    'infinite',
    { category: category ?? 'all', lang, sort, ...filterParams(filter) },
  ] as const;
}

/** Which products a catalogue page lists: category (none = all), filter and order. */
export interface FilteredParams {
  category?: Category;
  filter?: CatalogFilter;
  sort?: ProductSort;
}

/** The query of all products of a category (or all), filtered and sorted, in `lang`. */
export function filteredAllProductsQuery({ category, filter, sort = 'catalog' }: FilteredParams, lang: Lang) {
  return queryOptions({
    queryKey: filteredAllProductsKey(category, lang, filter, sort),
    queryFn: ({ signal }) =>
      fetchPage({ category, limit: MAX_PAGE_SIZE, offset: 0, lang, filter, sort }, signal),
  });
}

/** All products of a category (or all), filtered and sorted; `data.items` in that order. */
export function useFilteredAllProducts(params: FilteredParams) {
  const lang = useLang();
  return useQuery(filteredAllProductsQuery(params, lang));
}

/** The query of the "Cargar más" pages (PAGE_SIZE products each) of a filtered, sorted list in `lang`. */
export function filteredInfiniteQuery({ category, filter, sort = 'catalog' }: FilteredParams, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: filteredInfiniteKey(category, lang, filter, sort),
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ category, limit: PAGE_SIZE, offset: pageParam, lang, filter, sort }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** Pages of PAGE_SIZE filtered, sorted products for "Cargar más". */
export function useFilteredInfiniteProducts(params: FilteredParams) {
  const lang = useLang();
  return useInfiniteQuery(filteredInfiniteQuery(params, lang));
}
