/**
 * POST /api/products/:id/reviews (docs/orders-api.md): saves the signed-in customer's review of a
 * product (one per customer and product; a new one replaces the old) and answers the product's
 * new rating, and whether the review waits for the shop's approval (decision 0034).
 */
import { useMutation } from '@tanstack/react-query';
import type { Product, ReviewInput } from '@shop/domain';
import { apiPost } from '../../../lib/api-client.ts';

export type ProductRating = Product['rating'];

/** What saving answers: the product's new rating and whether the review waits for the shop's approval. */
export interface SavedReview {
  rating: ProductRating;
  pending: boolean;
}

export async function submitReview(productId: string, review: ReviewInput): Promise<SavedReview> {
  const saved = await apiPost<{ rating: ProductRating; pending?: boolean }>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    review,
  );
  return { rating: saved.rating, pending: saved.pending === true };
}

/** Saving a review of `productId`; `onSaved` runs with the product's new rating and whether it waits for approval. */
export function useSubmitReview(
  productId: string,
  { onSaved }: { onSaved?: (saved: SavedReview) => void } = {},
) {
  return useMutation({
    mutationFn: (review: ReviewInput) => submitReview(productId, review),
    onSuccess: (saved) => onSaved?.(saved),
  });
}
