/**
 * GET /api/products with the keto shopper's filter and order, for the catalogue pages
 * only (/allProducts, /category: lazy chunks). Kept apart from get-products.ts, which the first
 * load of / carries (cart and wishlist refreshes), so the filter adds nothing to it.
 * Without a filter the keys equal get-products.ts' ones, so both share cached answers.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import {
  ALLERGENS,
  MAX_PAGE_SIZE,
  narrowsFilter,
  PAGE_SIZE,
  passesFilter,
  type CatalogFilter,
  type Category,
  type Product,
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
  const queryKey = filteredAllProductsKey(category, lang, filter, sort);
  return queryOptions<ProductList, Error, ProductList, typeof queryKey>({
    queryKey,
    placeholderData: narrowedList(queryKey),
    queryFn: ({ signal }) =>
      fetchPage({ category, limit: MAX_PAGE_SIZE, offset: 0, lang, filter, sort }, signal),
  });
}

/** All products of a category (or all), filtered and sorted; `data.items` in that order. */
export function useFilteredAllProducts(params: FilteredParams) {
  const lang = useLang();
  return useQuery(filteredAllProductsQuery(params, lang));
}

type Pages = InfiniteData<ProductList, number>;
/** The part of both keys that names the list: category, language, order and the filter's params. */
type ListPart = ReturnType<typeof filteredInfiniteKey>[2] | ReturnType<typeof filteredAllProductsKey>[1];

/** The filter a key was made for (its params read back). */
function filterOfKey(part: ListPart): CatalogFilter {
  const exclude = part.exclude?.split(',') ?? [];
  return { exclude: ALLERGENS.filter((a) => exclude.includes(a)), maxNetCarbs: part.maxNetCarbs };
}

/**
 * The products of a list shown before (`items`, under key part `was`) that belong in the list of
 * key part `now`, when `now` only narrows `was`'s filter (same category, language and order;
 * narrowsFilter): they are the start of the server's answer for `now`, in its order. Otherwise
 * undefined.
 */
function narrowed(was: ListPart, now: ListPart, items: readonly Product[]): Product[] | undefined {
  if (was.category !== now.category || was.lang !== now.lang || was.sort !== now.sort) return undefined;
  const next = filterOfKey(now);
  if (!narrowsFilter(filterOfKey(was), next)) return undefined;
  return items.filter((p) => passesFilter(p, next));
}

/*
 * `placeholderData` of both queries: what a list shows while a newly chosen filter's answer loads.
 * When the filter only narrows the one shown, the products already shown that pass it (narrowed),
 * so a ticked "sin frutos secos" answers in the tap's own frame, without skeletons and without
 * waiting for the network; otherwise nothing (skeletons, as on a first load). Pages read
 * `isPlaceholderData` to leave out what is not known yet (the count, "Cargar más").
 */

function narrowedPages(key: ReturnType<typeof filteredInfiniteKey>) {
  return (
    previous: Pages | undefined,
    previousQuery: { queryKey: QueryKey } | undefined,
  ): Pages | undefined => {
    const before = previousQuery?.queryKey as ReturnType<typeof filteredInfiniteKey> | undefined;
    if (!previous || before?.[1] !== 'infinite') return undefined;
    const items = narrowed(
      before[2],
      key[2],
      previous.pages.flatMap((page) => page.items),
    );
    return items && { pages: [{ items, total: items.length }], pageParams: [0] };
  };
}

/** For the whole list (filteredAllProductsQuery): exact, so only from a list that was whole too. */
function narrowedList(key: ReturnType<typeof filteredAllProductsKey>) {
  return (
    previous: ProductList | undefined,
    previousQuery: { queryKey: QueryKey } | undefined,
  ): ProductList | undefined => {
    const before = previousQuery?.queryKey as ReturnType<typeof filteredAllProductsKey> | undefined;
    if (!previous || previous.items.length < previous.total || typeof before?.[1] !== 'object')
      return undefined;
    const items = narrowed(before[1], key[1], previous.items);
    return items && { items, total: items.length };
  };
}

/** The query of the "Cargar más" pages (PAGE_SIZE products each) of a filtered, sorted list in `lang`. */
export function filteredInfiniteQuery({ category, filter, sort = 'catalog' }: FilteredParams, lang: Lang) {
  const queryKey = filteredInfiniteKey(category, lang, filter, sort);
  return infiniteQueryOptions({
    queryKey,
    placeholderData: narrowedPages(queryKey),
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
