/**
 * GET /api/products as TanStack Query hooks. The current language is part of the key, so switching
 * language refetches translated titles.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Category, type ProductList, type ProductSort } from '@shop/domain';
import { useLang } from '../../../lib/use-lang.ts';
import { apiGet } from '../../../lib/api-client.ts';

export type { ProductSort };

export interface ProductsParams {
  category?: Category;
  limit: number;
  offset?: number;
  sort?: ProductSort;
}

export { useLang };

/** Query key of one page of products; the server prefetches with the same keys (entry-server.tsx). */
export function productsQueryKey(params: ProductsParams & { lang: 'es' | 'en' }) {
  const { category, limit, offset = 0, sort = 'catalog', lang } = params;
  return ['products', { category: category ?? 'all', limit, offset, sort, lang }] as const;
}

/** Fetches one page of products; `sort` is only sent when not the default. */
export function getProducts(
  params: ProductsParams & { lang: 'es' | 'en' },
  signal?: AbortSignal,
): Promise<ProductList> {
  const { category, limit, offset = 0, sort, lang } = params;
  return apiGet<ProductList>(
    '/api/products',
    {
      category,
      limit,
      offset: offset || undefined,
      sort: sort && sort !== 'catalog' ? sort : undefined,
      lang,
    },
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
