/**
 * What the shop's service worker may keep ("Installable and usable offline"): the
 * catalogue's API answers, the catalogue and public pages the shopper has seen, and the product
 * images. Never anything with personal data (session, profile, orders, payments, receipts, the
 * back office): those paths are refused before any other rule, and an answer marked
 * `Cache-Control: private` or `no-store` is never stored whatever its path (the browser hides
 * Set-Cookie from service workers, so the server marks such answers with Cache-Control; every
 * personal answer the shop sends is on a refused path anyway).
 * Pure functions of the URL and headers, so the rules are unit-tested without a browser.
 */

/** Which runtime cache a request goes to; null = straight to the network, never stored. */
export type CacheKind = 'catalogue-api' | 'page' | 'image' | null;

/** Paths with personal data or the owner's work: never cached, neither API nor page (prefix match on whole segments). */
const PERSONAL_PREFIXES = [
  '/api/auth',
  '/api/account',
  '/api/me',
  '/api/session',
  '/api/cliente',
  '/api/pedido',
  '/api/pedidos',
  '/api/orders',
  '/api/admin',
  '/api/payments',
  '/api/receipts',
  '/api/subscribers',
  '/admin',
  '/account',
  '/orders',
  '/pedidos',
  '/payment',
  '/checkout',
  '/login',
  '/logout',
  '/signup',
  '/callback',
  '/access',
  '/confirm-account',
  '/forgot-password',
  '/subscribe',
  '/unsubscribe',
];

/** Public JSON of the catalogue: product list and detail, reviews, the deal, the shop facts. */
const CATALOGUE_API = /^\/api\/(products(\/[^/]+(\/reviews)?)?|deal|shop)$/;

/** Pages without personal data worth having offline: the catalogue and the shop's own pages. */
const PUBLIC_PAGE =
  /^\/(|allProducts(\/[^/]+)?|category(\/[^/]+)?|about|privacy|terms|contact|cart|wishlist)$/;

/** Whether `pathname` (or a path below it) is one of PERSONAL_PREFIXES; matches "/api/pedidos/1" but not "/accountant". */
export function isPersonalPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return PERSONAL_PREFIXES.some(
    (prefix) =>
      lower === prefix ||
      lower.startsWith(`${prefix}/`) ||
      lower.startsWith(`${prefix}.`) ||
      lower.startsWith(`${prefix}-`),
  );
}

/**
 * The cache for a request, or null when it must not be cached.
 * @param url the request's URL (absolute)
 * @param origin the shop's origin (service worker's location.origin): other origins are never cached
 * @param method the request's method: only GET is cached
 * @param mode the request's mode: "navigate" for a page load
 * @param destination the request's destination: "image" for pictures
 */
export function cacheKindFor(
  url: URL,
  origin: string,
  method: string,
  mode: string,
  destination: string,
): CacheKind {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (isPersonalPath(path)) return null;
  if (mode === 'navigate') return PUBLIC_PAGE.test(path) ? 'page' : null;
  if (CATALOGUE_API.test(path)) return 'catalogue-api';
  if (destination === 'image' && (path.startsWith('/images/') || path.startsWith('/api/'))) return 'image';
  return null;
}

/** Whether an answer may be stored: a 200 not marked private/no-store and not varying on everything. */
export function isStorableResponse(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)) return false;
  return (headers.get('vary') ?? '').trim() !== '*';
}
