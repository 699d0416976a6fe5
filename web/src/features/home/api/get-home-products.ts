import { queryOptions, useQuery } from '@tanstack/react-query';
import { BEST_SELLING_COUNT, HOME_PRODUCTS, type ProductList, type ProductSort } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import type { AppLang } from '../../../lib/i18n.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** GET /api/products for the home blocks: the first `limit` products in the given order. */
export function getHomeProducts(
  limit: number,
  lang: AppLang,
  signal?: AbortSignal,
  sort: ProductSort = 'catalog',
): Promise<ProductList> {
  return apiGet<ProductList>('/api/products', { limit, offset: 0, lang, sort }, signal);
}

/** Query keys of the two home blocks (the server prefetches with the same keys). */
export const homeProductsQueryKey = (lang: AppLang) => ['products', 'home', HOME_PRODUCTS, lang] as const;
export const bestSellingQueryKey = (lang: AppLang) =>
  ['products', 'bestselling', BEST_SELLING_COUNT, lang] as const;

/** First HOME_PRODUCTS products for the "all products" block of the home page. */
export function useHomeProducts(lang?: AppLang) {
  const current = useLang();
  return useQuery(homeProductsQuery(lang ?? current));
}

/** The query of the home page's "all products" block in `lang`. */
export const homeProductsQuery = (lang: AppLang) =>
  queryOptions({
    queryKey: homeProductsQueryKey(lang),
    queryFn: ({ signal }) => getHomeProducts(HOME_PRODUCTS, lang, signal),
  });

/** The query of the home page's best-selling block in `lang`. */
export const bestSellingQuery = (lang: AppLang) =>
  queryOptions({
    queryKey: bestSellingQueryKey(lang),
    queryFn: ({ signal }) => getHomeProducts(BEST_SELLING_COUNT, lang, signal, 'sold'),
  });

/**
 * The best-selling block: the server orders by units ordered, then reviews, then catalogue order,
 * and lists only products sold at least once (sort "sold"): a new shop has no best sellers to show.
 */
export function useBestSelling(lang?: AppLang) {
  const current = useLang();
  return useQuery(bestSellingQuery(lang ?? current));
}
