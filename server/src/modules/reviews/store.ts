/**
 * The SQL of the reviews' approval (docs/decisions/0034-whatsapp-orders-and-review-approval.md):
 * the owner's setting, whether a shopper received a product, and approving or rejecting a pending
 * review.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, reviews, reviewSettings } from '../../db/orders-schema.ts';

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

/** Whether `userId` has a delivered order holding `productId` ("Compra verificada"). */
export async function hasReceivedProduct(db: Db, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orders.status, 'entregado')),
    )
    .limit(1);
  return Boolean(row);
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
