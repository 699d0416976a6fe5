/*
 * The mirror of the browser's cart and wishlist in two small cookies
 * (docs/decisions/0040-cart-pages-rendered-by-the-server.md), so the server can render /cart and
 * /wishlist with the shopper's lines in the first paint. The browser's `cartItems` and
 * `wishlistItems` stay the lists the pages keep; the cookies hold product ids
 * and quantities only, never a price or a title: the server prices every line from its catalogue.
 *
 * This file has no zod (the browser writes the cookies on every page's first load, whose budget a
 * zod import would spend); the server reads them through shopper-cookies-schema.ts.
 */

/** Cookie mirroring `cartItems`: "id-quantity" per line, lines joined by ".", e.g. "3-2.12-1". */
export const CART_COOKIE = 'cart_lines';
/** Cookie mirroring `wishlistItems`: product ids joined by ".", e.g. "3.12". */
export const WISHLIST_COOKIE = 'wishlist_ids';
/**
 * Most lines a mirror cookie holds. A longer list is not mirrored (its cookie is deleted, and the
 * server sends the page's skeleton as for a first visit): every request carries these cookies, so
 * they stay small (50 lines is at most ~650 bytes).
 */
export const MIRRORED_LINES_MAX = 50;
/** Longest cookie value the server reads; anything longer is ignored whole. */
export const MIRROR_COOKIE_MAX_CHARS = 700;
/** How long the browser keeps a mirror cookie, seconds (it is written again on every page load). */
export const MIRROR_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** One mirrored cart line. */
export interface MirroredCartLine {
  id: string;
  quantity: number;
}

/** The shopper's lists as the server read them from the mirror cookies (ids and quantities only). */
export interface ShopperLists {
  cart: MirroredCartLine[];
  wishlist: string[];
}

const MIRRORED_ID = /^\d{1,9}$/;

/**
 * The cart cookie's value for `lines`, or undefined when the cart cannot be mirrored (more than
 * MIRRORED_LINES_MAX lines, an id that is not a catalogue id, a quantity outside 1..99): then the
 * caller deletes the cookie. An empty cart is "" (known to be empty, unlike a missing cookie).
 */
export function encodeCartCookie(lines: readonly MirroredCartLine[]): string | undefined {
  if (lines.length > MIRRORED_LINES_MAX) return undefined;
  const parts: string[] = [];
  for (const { id, quantity } of lines) {
    if (!MIRRORED_ID.test(id) || !Number.isInteger(quantity) || quantity < 1 || quantity > 99)
      return undefined;
    parts.push(`${id}-${quantity}`);
  }
  return parts.join('.');
}

/** The wishlist cookie's value for `items`, or undefined when it cannot be mirrored (see encodeCartCookie). */
export function encodeWishlistCookie(items: readonly { id: string }[]): string | undefined {
  if (items.length > MIRRORED_LINES_MAX) return undefined;
  if (!items.every(({ id }) => MIRRORED_ID.test(id))) return undefined;
  return items.map(({ id }) => id).join('.');
}
