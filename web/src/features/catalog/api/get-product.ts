/** GET /api/products/:idOrSlug as a query (DESIGN.md HTTP contract); 404 surfaces as ApiClientError. */
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { useLang } from './get-products.ts';

/** One product by slug (or id) in the current language. */
export function useProduct(slug: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['product', slug, lang],
    queryFn: ({ signal }) => apiGet<Product>(`/api/products/${encodeURIComponent(slug)}`, { lang }, signal),
    enabled: slug.length > 0,
    // On a language switch keep showing the same product until its translation arrives,
    // but never show another product's data while a new slug loads.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === slug ? previous : undefined),
  });
}
