/**
 * Server only: the shopper's cart and wishlist for a page the server renders from the mirror
 * cookies (docs/decisions/0040-cart-pages-rendered-by-the-server.md). The cookies name product ids
 * and quantities only; every title, image and price comes from the catalogue in the page's
 * language (the deal's discount included), and products it does not list are left out, as the
 * account's saved lists do (decision 0023).
 */
import { toLineItem, type CartLine, type WishlistItem } from '@shop/domain';
import { renderedCartQuery } from '../features/cart/rendered-cart.ts';
import { renderedWishlistQuery } from '../features/wishlist/rendered-wishlist.ts';
import type { PageLoaderContext } from './page-module.ts';

/**
 * Fills `ctx.client` with the cart lines and wishlist items the page renders (read by
 * useCartLines/useWishlistItems and the header's badges), when the request carried the mirror
 * cookies; with none, nothing (the page is not rendered then: entry-server.tsx sends its shell).
 * @returns the cart's lines, priced from the catalogue.
 */
export async function loadShopperLists(ctx: PageLoaderContext): Promise<CartLine[]> {
  if (!ctx.shopper) return [];
  const find = (id: string) => ctx.catalog.getProduct(id, ctx.lang);
  const [lines, items] = await Promise.all([
    Promise.all(
      ctx.shopper.cart.map(async ({ id, quantity }): Promise<CartLine | undefined> => {
        const product = await find(id);
        return product && { ...toLineItem(product), quantity };
      }),
    ),
    Promise.all(
      ctx.shopper.wishlist.map(async (id): Promise<WishlistItem | undefined> => {
        const product = await find(id);
        return product && toLineItem(product);
      }),
    ),
  ]);
  const cart = lines.filter((line) => line !== undefined);
  ctx.client.setQueryData(renderedCartQuery.queryKey, cart);
  ctx.client.setQueryData(
    renderedWishlistQuery.queryKey,
    items.filter((item) => item !== undefined),
  );
  return cart;
}
