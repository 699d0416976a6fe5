// zod/mini: the cart and wishlist parse storage on every page's first load, and the mini build
// keeps that cost to a few KB instead of the whole classic API.
import * as z from 'zod/mini';
import { CATEGORIES } from './constants';
import type { Product } from './product';

/**
 * The product fields a cart line or wishlist entry keeps (SPEC.md section 3 "Cart line" and
 * "Wishlist item"). `price` is ARS whole pesos; `imageSrc` is an image base path (see `imageSources`).
 */
export const lineItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(CATEGORIES),
  title: z.string(),
  price: z.int().check(z.nonnegative()),
  imageSrc: z.string(),
  description: z.string(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * Maps an API product to the fields a cart line or wishlist entry stores.
 * @returns `{ id, type: category, title, price (ARS paid, after discount), imageSrc: images[0] ?? '', description: details }`.
 */
export function toLineItem(product: Product): LineItem {
  return {
    id: product.id,
    type: product.category,
    title: product.title,
    price: product.price,
    imageSrc: product.images[0] ?? '',
    description: product.details,
  };
}
