/**
 * GET /api/products/:idOrSlug/reviews (docs/orders-api.md) as an infinite query: a product's
 * reviews newest first, one page of REVIEWS_PAGE_SIZE at a time, with the total. The key starts
 * with 'product', so saving a review (app/product-review-dialog.tsx refetches every 'product'
 * and 'products' query) refreshes the list too.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type Lang, type ProductReviewList } from '@shop/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** Query key of a product's reviews in `lang` (authors without a name read "Cliente"/"Customer"). */
export function productReviewsQueryKey(productId: string, lang: Lang) {
  return ['product', productId, 'reviews', lang] as const;
}

export function getProductReviews(
  productId: string,
  lang: Lang,
  offset: number,
  signal?: AbortSignal,
): Promise<ProductReviewList> {
  return apiGet<ProductReviewList>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    { lang, limit: REVIEWS_PAGE_SIZE, offset },
    signal,
  );
}

/** The reviews of `productId` loaded so far; `fetchNextPage` loads the next page while `hasNextPage`. */
export function useProductReviews(productId: string) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: productReviewsQueryKey(productId, lang),
    queryFn: ({ pageParam, signal }) => getProductReviews(productId, lang, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
