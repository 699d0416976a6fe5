import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import {
  MIRROR_COOKIE_MAX_CHARS,
  MIRRORED_LINES_MAX,
  type MirroredCartLine,
  type ShopperLists,
} from './shopper-cookies';

/*
 * How the server reads the mirror cookies of shopper-cookies.ts (docs/decisions/0040). A cookie is
 * anyone's to edit: whatever does not have exactly the written shape (too long, a stray character,
 * a quantity outside 1..99, an id twice, too many lines) is ignored whole, and the page is sent as
 * for a first visit. Nothing read here is trusted beyond ids and quantities.
 */

const noDuplicates = (ids: string[]) => new Set(ids).size === ids.length;

/** A cart cookie's value → its lines. */
export const cartCookieSchema = z
  .string()
  .max(MIRROR_COOKIE_MAX_CHARS)
  .regex(/^(\d{1,9}-\d{1,2}(\.\d{1,9}-\d{1,2})*)?$/)
  .transform((value): MirroredCartLine[] =>
    value === ''
      ? []
      : value.split('.').map((part) => {
          const [id, quantity] = part.split('-');
          return { id: id!, quantity: Number(quantity) };
        }),
  )
  .pipe(
    z
      .array(z.object({ id: z.string(), quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
      .max(MIRRORED_LINES_MAX)
      .refine((lines) => noDuplicates(lines.map((line) => line.id)), 'a product appears twice'),
  );

/** A wishlist cookie's value → its product ids. */
export const wishlistCookieSchema = z
  .string()
  .max(MIRROR_COOKIE_MAX_CHARS)
  .regex(/^(\d{1,9}(\.\d{1,9})*)?$/)
  .transform((value) => (value === '' ? [] : value.split('.')))
  .pipe(z.array(z.string()).max(MIRRORED_LINES_MAX).refine(noDuplicates, 'a product appears twice'));

/**
 * The shopper's lists from the two mirror cookies' raw values (undefined when absent).
 * @returns both lists, or undefined when either cookie is missing or does not parse (the server
 *   then renders no shopper data). Never throws.
 */
export function readShopperCookies(
  cart: string | undefined,
  wishlist: string | undefined,
): ShopperLists | undefined {
  if (cart === undefined || wishlist === undefined) return undefined;
  const lines = cartCookieSchema.safeParse(cart);
  const ids = wishlistCookieSchema.safeParse(wishlist);
  return lines.success && ids.success ? { cart: lines.data, wishlist: ids.data } : undefined;
}
