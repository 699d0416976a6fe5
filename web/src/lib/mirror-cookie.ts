/**
 * Writes the cookies that mirror the cart and the wishlist for the server
 * (docs/decisions/0040-cart-pages-rendered-by-the-server.md; their format is the domain's
 * shopper-cookies.ts). Browser only; a no-op on the server.
 */
import { MIRROR_COOKIE_MAX_AGE_S } from '@shop/domain';
import { writeAfterPaint } from './after-paint.ts';

/**
 * Sets cookie `name` to `value` for the whole site, or deletes it when `value` is undefined (a list
 * too long to mirror: the server then renders no shopper data). Not HttpOnly: the browser's store
 * writes it; it holds nothing the server trusts beyond product ids and quantities.
 */
export function writeMirrorCookie(name: string, value: string | undefined): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // Setting document.cookie is a synchronous trip to the browser process: after the tap's frame.
  writeAfterPaint(`cookie:${name}`, () => {
    document.cookie =
      value === undefined
        ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
        : `${name}=${value}; path=/; max-age=${MIRROR_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
  });
}
