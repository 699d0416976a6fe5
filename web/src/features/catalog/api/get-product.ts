/**
 * GET /api/products/:idOrSlug as a query. An unknown product is a valid answer, `null` (the page
 * shows the 404 view), rather than an error: the server can then render it and send the same answer
 * along for hydration. Other failures surface as ApiClientError.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@shop/domain';
import { apiGet, ApiClientError } from '../../../lib/api-client.ts';
import { useLang } from './get-products.ts';

/** Query key of one product by slug (or id) in `lang`. */
export function productQueryKey(slug: string, lang: 'es' | 'en') {
  return ['product', slug, lang] as const;
}

/** Fetches one product with its facts; null when the server answers 404. */
export async function getProduct(
  slug: string,
  lang: 'es' | 'en',
  signal?: AbortSignal,
): Promise<ProductDetail | null> {
  try {
    return await apiGet<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { lang }, signal);
  } catch (err) {
    if (err instanceof ApiClientError && err.status === 404) return null;
    throw err;
  }
}

/** The query of one product by slug (or id) in `lang` (the server's page loader fills the same). */
export function productQuery(slug: string, lang: 'es' | 'en') {
  return queryOptions({
    queryKey: productQueryKey(slug, lang),
    queryFn: ({ signal }) => getProduct(slug, lang, signal),
  });
}

/** One product by slug (or id) in the current language; `data` is null for an unknown product. */
export function useProduct(slug: string) {
  const lang = useLang();
  return useQuery({
    ...productQuery(slug, lang),
    enabled: slug.length > 0,
    // On a language switch keep showing the same product until its translation arrives,
    // but never show another product's data while a new slug loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === slug ? previous : undefined,
  });
}
