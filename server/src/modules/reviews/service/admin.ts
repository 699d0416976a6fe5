/**
 * The owner's view of reviews: every review of every product in one list, and
 * hiding one, which takes it out of the product page and the averages (catalog/service/stats.ts
 * counts visible reviews only). Knows nothing of HTTP.
 */
import type { AdminReview } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { reviewError } from '../errors.ts';
import { decidePendingReview, readAllReviews, reviewExists, setReviewHidden } from '../store.ts';
import { reviewAuthor } from './list.ts';

/** Pending ones first, then newest first (last change), hidden ones included and marked; titles in `lang`. */
export async function listAllReviews(
  db: Db,
  page: { limit: number; offset: number },
  lang: 'es' | 'en',
): Promise<{ items: AdminReview[]; total: number }> {
  const { rows, total } = await readAllReviews(db, page);
  return {
    items: rows.map((r) => ({
      productId: String(r.productId),
      productTitle: lang === 'en' ? r.titleEn : r.titleEs,
      userId: r.userId,
      author: reviewAuthor(r.username, r.name, lang),
      stars: r.halfStars / 2,
      text: r.text,
      hidden: r.hiddenAt !== null,
      pending: r.pendingSince !== null,
      verified: r.verified,
      createdAt: r.updatedAt.toISOString(),
    })),
    total,
  };
}

/**
 * Approves (published at once, counted in the rating) or rejects (hidden; "Mostrar" can publish
 * it later) a review waiting for approval (POST /api/admin/reviews/decision).
 * @throws ShopError 404 review_not_found when there is no such review, 409 review_not_pending when it is not pending.
 */
export async function decideReview(
  db: Db,
  decision: { productId: number; userId: string; decision: 'aprobar' | 'rechazar' },
): Promise<{ productId: string; userId: string; hidden: boolean }> {
  const key = { productId: decision.productId, userId: decision.userId };
  if (!(await decidePendingReview(db, key, decision.decision === 'aprobar'))) {
    throw reviewError((await reviewExists(db, key)) ? 'review_not_pending' : 'review_not_found');
  }
  return { productId: String(key.productId), userId: key.userId, hidden: decision.decision === 'rechazar' };
}

/**
 * Hides or shows one review again (POST /api/admin/reviews/visibility).
 * @returns the review's key (productId as text, as the API gives ids) and whether it is hidden now.
 * @throws ShopError 404 review_not_found when there is no such review (nothing changes).
 */
export async function setReviewVisibility(
  db: Db,
  change: { productId: number; userId: string; hidden: boolean },
): Promise<{ productId: string; userId: string; hidden: boolean }> {
  if (!(await setReviewHidden(db, change, change.hidden))) throw reviewError('review_not_found');
  return { productId: String(change.productId), userId: change.userId, hidden: change.hidden };
}
