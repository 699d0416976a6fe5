/**
 * Per-product figures behind ratings and best-selling, never invented: review count and
 * stars from stored reviews, units ordered from the lines of orders that were not cancelled.
 * Loaded with two GROUP BY queries per catalogue snapshot, never per request.
 */
import type { Product } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { readProductFigures, readReviewSums } from '../store.ts';

export interface ProductStats {
  /** Sum of reviews.half_stars (stars × 2). */
  halfStarsSum: number;
  reviewCount: number;
  /** Units in orders whose status is not cancelado. */
  unitsOrdered: number;
}

export const NO_STATS: ProductStats = { halfStarsSum: 0, reviewCount: 0, unitsOrdered: 0 };

/**
 * A product's rating as the API shows it: the average in stars rounded to one decimal (0 with no
 * reviews) and the number of reviews. `halfStarsSum` is the sum of stored half stars.
 */
export function ratingFrom(halfStarsSum: number, count: number): Product['rating'] {
  // stars = halfStars / 2, so one decimal of the average is round(sum / 2 / count * 10) / 10.
  return { average: count > 0 ? Math.round((halfStarsSum * 5) / count) / 10 : 0, count };
}

/** Every product's figures, by product id; products with no reviews and no orders are absent. */
export async function loadProductStats(db: Db): Promise<Map<number, ProductStats>> {
  const { reviewRows, unitRows } = await readProductFigures(db);
  const stats = new Map<number, ProductStats>();
  const entry = (id: number) => {
    let s = stats.get(id);
    if (!s) stats.set(id, (s = { ...NO_STATS }));
    return s;
  };
  for (const r of reviewRows)
    Object.assign(entry(r.productId), { halfStarsSum: r.halfStarsSum, reviewCount: r.reviewCount });
  for (const r of unitRows) entry(r.productId).unitsOrdered = r.units;
  return stats;
}

/** One product's rating straight from the reviews table (used right after a review is saved). */
export async function loadProductRating(db: Db, productId: number): Promise<Product['rating']> {
  const row = await readReviewSums(db, productId);
  return ratingFrom(row?.halfStarsSum ?? 0, row?.reviewCount ?? 0);
}
