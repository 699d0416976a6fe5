/**
 * The wishlist as the page shows it: the browser's `wishlistItems` store, except while the server
 * renders a page from the shopper's mirrored wishlist and while the browser hydrates it, when it is
 * the items the server rendered (docs/decisions/0040; the cart's twin is
 * features/cart/rendered-cart.ts, which says why).
 */
import { useSyncExternalStore } from 'react';
import { queryOptions, skipToken, useQueryClient } from '@tanstack/react-query';
import { isInWishlist, type WishlistItem } from '@shop/domain';
import { useWishlistStore } from './wishlist-store.ts';

/** The items the server rendered the page with, from its catalogue; filled only by the server. */
export const renderedWishlistQuery = queryOptions<WishlistItem[]>({
  queryKey: ['rendered-lists', 'wishlist'],
  queryFn: skipToken,
});

const subscribe = (onChange: () => void) => useWishlistStore.subscribe(onChange);

/**
 * `select` of the saved items (see the module's note on which items); it must return a primitive
 * or the items themselves (React compares snapshots by identity).
 */
function useWishlistSelector<T>(select: (items: WishlistItem[]) => T): T {
  const rendered = useQueryClient().getQueryData(renderedWishlistQuery.queryKey);
  return useSyncExternalStore(
    subscribe,
    () => select(useWishlistStore.getState().items),
    () => select(rendered ?? useWishlistStore.getInitialState().items),
  );
}

const allItems = (items: WishlistItem[]) => items;

/** The saved items (see the module's note on which items). */
export function useWishlistItems(): WishlistItem[] {
  return useWishlistSelector(allItems);
}

/** True when product `id` is saved. */
export function useIsWishlisted(id: string): boolean {
  return useWishlistSelector((items) => isInWishlist(items, id));
}
