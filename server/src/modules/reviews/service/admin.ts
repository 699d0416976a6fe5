/**
 * The owner's view of reviews: every review of every product in one list, and
 * hiding one, which takes it out of the product page and the averages (catalog/service/stats.ts
 * counts visible reviews only). Knows nothing of HTTP.
 */
import type { AdminReview } from '@shop/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { users } from '../../../db/auth-schema.ts';
import type { Db } from '../../../db/client.ts';
import { reviews } from '../../../db/orders-schema.ts';
import { products } from '../../../db/schema.ts';
import { defineErrors } from '../../../lib/error-table.ts';
import type { Lang } from '../../../lib/lang.ts';
import { reviewAuthor } from '../index.ts';

/** Newest first (last change), hidden ones included and marked; titles in `lang`. */
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
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .orderBy(desc(reviews.updatedAt), reviews.productId, reviews.userId)
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
      createdAt: r.updatedAt.toISOString(),
    })),
    total: Number(totals?.total ?? 0),
  };
}

const reviewError = defineErrors({
  review_not_found: [404, 'La opinión no existe.', 'The review does not exist.'],
});

/**
 * Hides or shows one review again (POST /api/admin/reviews/visibility).
 * @returns the review's key (productId as text, as the API gives ids) and whether it is hidden now.
 * @throws HttpError 404 review_not_found when there is no such review (nothing changes).
 */
export async function setReviewVisibility(
  db: Db,
  change: { productId: number; userId: string; hidden: boolean },
  lang: Lang,
): Promise<{ productId: string; userId: string; hidden: boolean }> {
  if (!(await setReviewHidden(db, change, change.hidden))) throw reviewError('review_not_found', lang);
  return { productId: String(change.productId), userId: change.userId, hidden: change.hidden };
}

/**
 * Hides or shows one review again. @returns false when there is no such review.
 */
async function setReviewHidden(
  db: Db,
  key: { productId: number; userId: string },
  hidden: boolean,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(and(eq(reviews.productId, key.productId), eq(reviews.userId, key.userId)))
    .returning({ productId: reviews.productId });
  return updated.length > 0;
}
