/**
 * The owner's view of reviews: every review of every product in one list, and
 * hiding one, which takes it out of the product page and the averages (catalog/service/stats.ts
 * counts visible reviews only). Knows nothing of HTTP.
 */
import type { AdminReview } from '@shop/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '../../../db/auth-schema.ts';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/orders-schema.ts';
import { products } from '../../../db/schema.ts';
import { reviewError } from '../errors.ts';
import { decidePendingReview } from '../store.ts';
import { receivedProduct, reviewAuthor } from './list.ts';

/** Pending ones first, then newest first (last change), hidden ones included and marked; titles in `lang`. */
export async function listAllReviews(
  db: Db,
  page: { limit: number; offset: number },
  lang: 'es' | 'en',
): Promise<{ items: AdminReview[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        productId: reviews.productId,
        titleEs: products.titleEs,
        titleEn: products.titleEn,
        userId: reviews.userId,
        username: users.username,
        name: users.name,
        halfStars: reviews.halfStars,
        text: reviews.text,
        hiddenAt: reviews.hiddenAt,
        pendingSince: reviews.pendingSince,
        updatedAt: reviews.updatedAt,
        verified: receivedProduct,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .orderBy(
        sql`${reviews.pendingSince} is null`,
        desc(reviews.updatedAt),
        reviews.productId,
        reviews.userId,
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviews),
  ]);
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
    total: Number(totals?.total ?? 0),
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
    const [exists] = await db
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(and(eq(reviews.productId, key.productId), eq(reviews.userId, key.userId)));
    throw reviewError(exists ? 'review_not_pending' : 'review_not_found');
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

/**
 * Hides or shows one review again (showing a pending one publishes it). @returns false when there is no such review.
 */
async function setReviewHidden(
  db: Db,
  key: { productId: number; userId: string },
  hidden: boolean,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set(hidden ? { hiddenAt: new Date() } : { hiddenAt: null, pendingSince: null })
    .where(and(eq(reviews.productId, key.productId), eq(reviews.userId, key.userId)))
    .returning({ productId: reviews.productId });
  return updated.length > 0;
}
