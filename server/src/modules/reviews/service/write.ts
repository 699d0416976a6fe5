/**
 * Saving product reviews: one review per customer and product, a new one
 * replaces the old. Stars are kept as half stars (stars × 2) so half steps stay integers.
 */
import type { Product } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { loadProductRating } from '../../catalog/index.ts';
import { reviewError } from '../errors.ts';
import { findListedProductId } from '../../catalog/index.ts';
import { hasReceivedProduct } from '../../orders/index.ts';
import { readHoldUnverified, upsertReview } from '../store.ts';

/**
 * The id of the visible product named by `idOrSlug` (numeric id or slug, as GET
 * /api/products/:idOrSlug takes); undefined when unknown or not in the shop (hidden, or no image yet).
 */
export async function findVisibleProductId(db: Db, idOrSlug: string): Promise<number | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && !/^[a-z0-9-]{1,200}$/i.test(idOrSlug)) return undefined;
  return findListedProductId(db, byId ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() });
}

export interface ReviewToSave {
  userId: string;
  productId: number;
  /** 0.5..5 in half steps (reviewSchema of @shop/domain). */
  stars: number;
  /** Already trimmed and non-empty. */
  text: string;
}

/**
 * Stores the review, replacing the customer's earlier one for the product, and returns the
 * product's new rating `{ average (stars, one decimal), count }`. With `pending` it waits for the
 * owner's approval (also when it replaces a published one: the new text has not been read yet).
 */
export async function saveReview(db: Db, review: ReviewToSave, pending = false): Promise<Product['rating']> {
  const halfStars = Math.round(review.stars * 2);
  const pendingSince = pending ? new Date() : null;
  await upsertReview(db, {
    userId: review.userId,
    productId: review.productId,
    halfStars,
    text: review.text,
    pendingSince,
  });
  return loadProductRating(db, review.productId);
}

/**
 * POST /api/products/:id/reviews's rule: customer `userId` rates the visible product `idOrSlug`
 * (one review per customer; a new one replaces the old), then `refreshStats` reloads only the
 * figures behind ratings and best-selling (product lists and rendered pages are kept). While the
 * owner holds reviews from shoppers who did not receive the product (review_settings), such a
 * review is stored pending: not shown nor counted until approved; a verified purchase publishes at once.
 * @returns the product's new rating and whether the review waits for approval.
 * @throws ShopError 404 product_not_found for unknown and hidden products.
 */
export async function reviewProduct(
  db: Db,
  review: { idOrSlug: string; userId: string; stars: number; text: string },
  refreshStats: () => Promise<void>,
): Promise<{ rating: Product['rating']; pending: boolean }> {
  const productId = await findVisibleProductId(db, review.idOrSlug);
  if (productId === undefined) throw reviewError('product_not_found');
  const pending = (await readHoldUnverified(db)) && !(await hasReceivedProduct(db, review.userId, productId));
  const rating = await saveReview(
    db,
    { userId: review.userId, productId, stars: review.stars, text: review.text },
    pending,
  );
  await refreshStats();
  return { rating, pending };
}
