/**
 * Business constants and timings shared by server and web.
 * Values are the original product's, except its fixed loading waits (2 s of skeletons, 1 s before
 * "Cargar más" adds products), which are absent: a loading state lasts as long as its request.
 */

/** UI timings in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  snackbarMs: 3000,
  profileToastMs: 6000,
  logoutDelayMs: 2500,
  postOrderRedirectMs: 2500,
  moveAllSnackbarDelayMs: 500,
  loginRedirectMs: 500,
  confirmRedirectMs: 2000,
  resetRedirectMs: 2500,
  notFoundCountdownSeconds: 20,
  startupSpinnerMs: 400,
  homeScrollTopDelayMs: 1000,
  scrollTopThresholdPx: 300,
  dealTickMs: 1000,
} as const;

/** Products per page, initial and per "Cargar más". */
export const PAGE_SIZE = 10;
/** Upper bound for `limit` on GET /api/products, so one request cannot ask for the whole table. */
export const MAX_PAGE_SIZE = 50;
/** Products in the home "all products" block. */
export const HOME_PRODUCTS = 8;
/** Products in the home best-selling block. */
export const BEST_SELLING_COUNT = 4;
/** Products in the wishlist "just for you" strip. */
export const RECOMMENDATIONS_COUNT = 5;
/** Fallback recommendations are products priced over this, in ARS whole pesos. */
export const RECOMMENDATION_MIN_PRICE = 1000;
/** Gallery images per product. */
export const GALLERY_IMAGES = 4;
/** Maximum characters of a contact message. */
export const CONTACT_MESSAGE_MAX = 400;

/** Catalogue categories; "all" is the absence of a category (no `category` query). */
export const CATEGORIES = ['salados', 'dulces', 'nuevos'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Interface languages, Spanish first. */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** localStorage keys kept from the original product so saved carts survive. */
export const STORAGE_KEYS = {
  cart: 'cartItems',
  wishlist: 'wishlistItems',
  lang: 'lang',
} as const;

/** Prefilled text of the footer WhatsApp link. */
export const WHATSAPP_GREETING = 'Hola, quisiera más info';

/** Widths in px of the generated product image variants (see `imageSources`). */
export const IMAGE_WIDTHS = [400, 800] as const;

/** True when `value` is one of CATEGORIES; for untrusted input such as a `?selected=` query value. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** True when `value` is one of LANGS; for untrusted input such as the saved `lang` key. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
