/**
 * POST /api/products/:id/reviews (docs/orders-api.md): saves the signed-in customer's review of a
 * product (one per customer and product; a new one replaces the old) and answers the product's
 * new rating.
 */
import { useMutation } from '@tanstack/react-query';
import type { Product, ReviewInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

export type ProductRating = Product['rating'];

export async function submitReview(productId: string, review: ReviewInput): Promise<ProductRating> {
  const { rating } = await apiPost<{ rating: ProductRating }>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    review,
  );
  return rating;
}

/** Saving a review of `productId`; `onSaved` runs with the product's new rating. */
export function useSubmitReview(
  productId: string,
  { onSaved }: { onSaved?: (rating: ProductRating) => void } = {},
) {
  return useMutation({
    mutationFn: (review: ReviewInput) => submitReview(productId, review),
    onSuccess: (rating) => onSaved?.(rating),
  });
}
