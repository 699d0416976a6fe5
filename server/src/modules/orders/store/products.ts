/**
 * The catalogue as an order reads it when it is priced: the listed products asked for, and plain
 * catalogue prices (the deal is catalog's readDeal). Read at the moment of the order: the browser's
 * prices are never stored.
 */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productIsListed, products } from '../../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;

/** The products `ids` that are in the shop (listed: not hidden, with an image); unknown ones are left out. */
export function readListedProducts(db: Db, ids: readonly number[]): Promise<ProductRow[]> {
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
