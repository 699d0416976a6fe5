/**
 * The SQL of reviews: a product's visible reviews and the owner's list of all of them, saving a
 * review, hiding or showing one, and the approval (docs/decisions/0034-whatsapp-orders-and-review-approval.md):
 * the owner's setting and approving or rejecting a pending review. Whether a shopper received a
 * product is orders' (orders/index.ts).
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/auth-schema.ts';
import type { Db } from '../../db/client.ts';
import { reviews, reviewSettings } from '../../db/orders-schema.ts';
import { products } from '../../db/schema.ts';
import { visibleReview } from '../catalog/index.ts';
import { receivedProductSql } from '../orders/index.ts';

/** Whether the review's author received its product (orders' rule, "Compra verificada"). */
const receivedProduct = receivedProductSql(reviews.userId, reviews.productId);

/** Whether reviews from shoppers who did not receive the product wait for approval; off until the owner saves it. */
export async function readHoldUnverified(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ hold: reviewSettings.holdUnverified })
    .from(reviewSettings)
    .where(eq(reviewSettings.id, 1));
  return row?.hold ?? false;
}

/** Saves the owner's choice (one row, id 1). */
export async function saveHoldUnverified(db: Db, hold: boolean): Promise<boolean> {
  await db
    .insert(reviewSettings)
    .values({ id: 1, holdUnverified: hold })
    .onConflictDoUpdate({ target: reviewSettings.id, set: { holdUnverified: hold, updatedAt: sql`now()` } });
  return hold;
}

/**
 * Approves (published) or rejects (hidden, which the owner may show again) a review waiting for
 * approval. @returns false when there is no such pending review.
 */
export async function decidePendingReview(
  db: Db,
  key: { productId: number; userId: string },
  approve: boolean,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set(approve ? { pendingSince: null } : { pendingSince: null, hiddenAt: sql`now()` })
    .where(
      and(
        eq(reviews.productId, key.productId),
        eq(reviews.userId, key.userId),
        isNotNull(reviews.pendingSince),
      ),
    )
    .returning({ productId: reviews.productId });
  return updated.length > 0;
}

/**
 * One page of product `productId`'s visible reviews, newest first (ties by author id), each with
 * its author's username and name and whether they received the product; how many visible reviews
 * it has; and with `viewerId`, that shopper's own review while it waits for approval (not hidden).
 */
export async function readProductReviews(
  db: Db,
  productId: number,
  page: { limit: number; offset: number },
  viewerId?: string,
) {
  const [rows, [totals], [own]] = await Promise.all([
    db
      .select({
        username: users.username,
        name: users.name,
        halfStars: reviews.halfStars,
        text: reviews.text,
        updatedAt: reviews.updatedAt,
        verified: receivedProduct,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), visibleReview))
      .orderBy(desc(reviews.updatedAt), reviews.userId)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), visibleReview)),
    viewerId
      ? db
          .select({ halfStars: reviews.halfStars, text: reviews.text, updatedAt: reviews.updatedAt })
          .from(reviews)
          .where(
            and(
              eq(reviews.productId, productId),
              eq(reviews.userId, viewerId),
              isNotNull(reviews.pendingSince),
              isNull(reviews.hiddenAt),
            ),
          )
      : Promise.resolve([]),
  ]);
  return { rows, total: Number(totals!.total), own };
}

/**
 * One page of every review of every product, pending ones first, then by last change, newest
 * first, hidden ones included, with both product titles, the author's username and name and
 * whether they received the product; and how many reviews there are.
 */
export async function readAllReviews(db: Db, page: { limit: number; offset: number }) {
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
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Whether customer `userId` has a review of product `productId`, in any state. */
export async function reviewExists(db: Db, key: { productId: number; userId: string }): Promise<boolean> {
  const [exists] = await db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.productId, key.productId), eq(reviews.userId, key.userId)));
  return Boolean(exists);
}

/**
 * Hides or shows one review again (showing a pending one publishes it). @returns false when there is no such review.
 */
export async function setReviewHidden(
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

/**
 * Stores customer `userId`'s review of product `productId` (`halfStars`: stars × 2), replacing
 * their earlier one; `pendingSince` set while it waits for approval, else null.
 */
export async function upsertReview(
  db: Db,
  review: { userId: string; productId: number; halfStars: number; text: string; pendingSince: Date | null },
): Promise<void> {
  const { halfStars, text, pendingSince } = review;
  await db
    .insert(reviews)
    .values(review)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { halfStars, text, pendingSince, updatedAt: sql`now()` },
    });
}
