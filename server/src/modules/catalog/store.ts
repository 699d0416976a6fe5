/**
 * The SQL of the catalogue: the products (listed ones for the shop, every one for the back
 * office, added and changed), the deal of the day, and the per-product figures behind ratings and
 * best-selling (review sums of visible reviews, units of orders not cancelled); and the product
 * facts other modules read by id (exported from catalog/index.ts): an order's prices and titles,
 * a cart's lead times, a review's or a catering request's listed product.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { orderLines, orders, reviews } from '../../db/orders-schema.ts';
import { deal, productIsListed, products, type ProductRow } from '../../db/schema.ts';
import type { Product } from '@shop/domain';

export type NewProduct = typeof products.$inferInsert;

/**
 * Reviews the owner has not hidden and that wait for no approval (reviews' pending_since): the
 * only ones in averages and on product pages.
 */
export const visibleReview = and(isNull(reviews.hiddenAt), isNull(reviews.pendingSince))!;

// SUM and COUNT are bigint/numeric in PostgreSQL (strings through the drivers): cast to integer,
// ample for a bakery (2^31 units).
const reviewSums = {
  halfStarsSum: sql<number>`cast(sum(${reviews.halfStars}) as integer)`.mapWith(Number),
  reviewCount: sql<number>`cast(count(*) as integer)`.mapWith(Number),
};

/**
 * Two GROUP BY queries: per product, the sum of half stars and the count of its visible reviews,
 * and the units in orders not cancelled. Products with none are absent.
 */
export async function readProductFigures(db: Db) {
  const [reviewRows, unitRows] = await Promise.all([
    db
      .select({ productId: reviews.productId, ...reviewSums })
      .from(reviews)
      .where(visibleReview)
      .groupBy(reviews.productId),
    db
      .select({
        productId: orderLines.productId,
        units: sql<number>`cast(sum(${orderLines.quantity}) as integer)`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(ne(orders.status, 'cancelado'))
      .groupBy(orderLines.productId),
  ]);
  return { reviewRows, unitRows };
}

/** The sum of half stars and the count of product `productId`'s visible reviews (undefined sums with none). */
export async function readReviewSums(
  db: Db,
  productId: number,
): Promise<{ halfStarsSum: number; reviewCount: number } | undefined> {
  const [row] = await db
    .select(reviewSums)
    .from(reviews)
    .where(and(eq(reviews.productId, productId), visibleReview));
  return row;
}

/** The products in the shop (listed: not hidden, with an image), in catalogue order. */
export function readListedProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).where(productIsListed).orderBy(asc(products.sortOrder), asc(products.id));
}

/** Every product, hidden ones too, in catalogue order. */
export function readAllProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.id));
}

/** Adds a product. @returns its row. @throws the database's unique violation when the slug is taken. */
export async function insertProduct(db: Db, product: NewProduct): Promise<ProductRow> {
  const [row] = await db.insert(products).values(product).returning();
  return row!;
}

/**
 * Changes the given fields of product `id` (updated now). @returns its row, or undefined when
 * unknown. @throws the database's unique violation when the slug is taken.
 */
export async function updateProduct(
  db: Db,
  id: number,
  patch: Partial<NewProduct>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Whether product `id` exists (listed or not). */
export async function productExists(db: Db, id: number): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return product !== undefined;
}

/** The deal's product, end (null: rolling daily) and discount, or undefined when never set. */
export async function readDeal(db: Db) {
  const [row] = await db
    .select({ productId: deal.productId, endsAt: deal.endsAt, discount: deal.discount })
    .from(deal)
    .limit(1);
  return row;
}

/** The deal row as stored (id 1), or undefined when never set. */
export async function readDealRow(db: Db) {
  const [row] = await db.select().from(deal).where(eq(deal.id, 1));
  return row;
}

/** Sets the deal (one row, id 1). */
export async function saveDeal(
  db: Db,
  value: Pick<typeof deal.$inferInsert, 'productId' | 'endsAt' | 'discount'>,
): Promise<void> {
  await db
    .insert(deal)
    .values({ id: 1, ...value })
    .onConflictDoUpdate({ target: deal.id, set: value });
}

/**
 * The products `ids` that are in the shop (listed: not hidden, with an image); unknown ones are
 * left out. Read when an order is priced: the browser's prices are never stored.
 */
export function readListedProductsByIds(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, [...ids]), productIsListed));
}

/** The catalogue price (whole ARS, before discounts) of each of the products `ids` that exists, listed or not. */
export function readProductPrices(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; priceArs: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, priceArs: products.priceArs })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * Both titles of each of the products `ids` that exists; with `listedOnly`, of those in the shop
 * (listed) only, unknown or hidden ones absent.
 */
export function readProductTitles(
  db: Db,
  ids: readonly number[],
  { listedOnly = false }: { listedOnly?: boolean } = {},
): Promise<{ id: number; titleEs: string; titleEn: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const inIds = inArray(products.id, [...ids]);
  return db
    .select({ id: products.id, titleEs: products.titleEs, titleEn: products.titleEn })
    .from(products)
    .where(listedOnly ? and(inIds, productIsListed) : inIds);
}

/** The lead time (hours) of each of the products `ids` that is in the shop (listed). */
export function readListedLeadTimes(
  db: Db | Tx,
  ids: readonly number[],
): Promise<{ id: number; leadTimeHours: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, leadTimeHours: products.leadTimeHours })
    .from(products)
    .where(and(inArray(products.id, [...ids]), productIsListed));
}

/** The id of the listed product with `key`'s id or slug, or undefined when none is in the shop. */
export async function findListedProductId(
  db: Db,
  key: { id: number } | { slug: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and('id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug), productIsListed));
  return row?.id;
}

/*
 * Per-product figures behind ratings and best-selling, never invented: review count and
 * stars from stored reviews, units ordered from the lines of orders that were not cancelled.
 * Loaded with two GROUP BY queries per catalogue snapshot, never per request.
 */

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
