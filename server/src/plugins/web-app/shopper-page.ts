/**
 * Which page requests are rendered from the shopper's own cart and wishlist
 * (docs/decisions/0040-cart-pages-rendered-by-the-server.md): a page the route table marks
 * `shopper` (the renderer's `shopperPaths`: /cart, /wishlist, /checkout; 0041), asked with both mirror cookies the
 * browser's stores write. Such a page is rendered for that request alone: never put in the page
 * cache, and sent `private, no-store` so no shared cache (nor the service worker) keeps it.
 */
import type { FastifyRequest } from 'fastify';
import { CART_COOKIE, readShopperCookies, WISHLIST_COOKIE, type ShopperLists } from '@shop/domain';
import type { SsrModule } from './page-renderer.ts';

/** Cache-Control of a page rendered from the shopper's cookies. */
export const SHOPPER_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * The shopper's lists to render `request`'s page with: undefined for any other page, and when
 * either cookie is missing or is not exactly what the browser writes (too long, tampered: the page
 * is then sent as its shell, as on a first visit). Ids and quantities only; never throws.
 */
export function shopperListsFor(request: FastifyRequest, renderer: SsrModule): ShopperLists | undefined {
  const pathname = request.url.split('?')[0]!;
  if (!renderer.shopperPaths?.includes(pathname)) return undefined;
  return readShopperCookies(request.cookies?.[CART_COOKIE], request.cookies?.[WISHLIST_COOKIE]);
}
