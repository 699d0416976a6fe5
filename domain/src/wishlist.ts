import { RECOMMENDATIONS_COUNT, RECOMMENDATION_MIN_PRICE } from './constants';
import { readLineItem, type LineItem } from './line-item';
import type { Product } from './product';
import { parseStoredList } from './stored-list';

/** A saved product: id plus product fields. */
export type WishlistItem = LineItem;

/** Adds an item unless its id is already saved. @returns a new array. */
export function addToWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return isInWishlist(list, item.id) ? [...list] : [...list, item];
}

/** Removes the item with `id`. @returns a new array. */
export function removeFromWishlist(list: readonly WishlistItem[], id: string): WishlistItem[] {
  return list.filter((item) => item.id !== id);
}

/** True when `id` is saved. */
export function isInWishlist(list: readonly WishlistItem[], id: string): boolean {
  return list.some((item) => item.id === id);
}

/**
 * Reads the saved wishlist (localStorage key STORAGE_KEYS.wishlist). Never throws.
 * @param raw the parsed JSON, or the stored string itself.
 * @returns valid entries only: non-array gives [], invalid entries dropped, extra fields
 *   (such as a quantity) stripped, and for duplicate ids the first one kept.
 */
export function parseStoredWishlist(raw: unknown): WishlistItem[] {
  return parseStoredList(raw, readLineItem, (kept) => kept);
}

/**
 * The wishlist's "just for you" strip: products of the same categories as the
 * saved items and not saved yet; if there are none, products priced over RECOMMENDATION_MIN_PRICE
 * (ARS) not saved yet; never a product out of stock. Catalogue order is kept.
 * @param limit at most this many products (default RECOMMENDATIONS_COUNT); below 1 gives [].
 */
export function recommendFor(
  wishlist: readonly WishlistItem[],
  products: readonly Product[],
  limit: number = RECOMMENDATIONS_COUNT,
): Product[] {
  if (!(limit >= 1)) return [];
  const saved = new Set(wishlist.map((item) => item.id));
  const categories = new Set(wishlist.map((item) => item.type));
  // Only what can be bought today: a recommendation out of stock is a dead end.
  const unsaved = products.filter((product) => !saved.has(product.id) && product.inStock);
  const sameCategory = unsaved.filter((product) => categories.has(product.category));
  const picks =
    sameCategory.length > 0 ? sameCategory : unsaved.filter((p) => p.price > RECOMMENDATION_MIN_PRICE);
  return picks.slice(0, Math.floor(limit));
}
