/**
 * The shopper's wishlist: zustand state wrapping the pure wishlist rules of
 * @shop/domain, persisted in localStorage under "wishlistItems" as a plain list of items.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  STORAGE_KEYS,
  WISHLIST_COOKIE,
  addToWishlist,
  encodeWishlistCookie,
  isInWishlist,
  parseStoredWishlist,
  refreshFromCatalog,
  removeFromWishlist,
  type Product,
  type WishlistItem,
} from '@shop/domain';
import { writeMirrorCookie } from '../../lib/mirror-cookie.ts';
import { followOtherTabs, listStorage } from '../../lib/persisted-list.ts';

export type { WishlistItem } from '@shop/domain';

interface WishlistState {
  items: WishlistItem[];
  add: (item: WishlistItem) => void;
  remove: (id: string) => void;
  /** Saves the item, or removes it when already saved. */
  toggle: (item: WishlistItem) => void;
  has: (id: string) => boolean;
  /** Refreshes the saved fields of known products (language switch, price change). Drops nothing. */
  syncWithCatalog: (products: readonly Product[]) => void;
}

/**
 * The wishlist store. Components read it through rendered-wishlist.ts (`useWishlistItems`,
 * `useIsWishlisted`), which also serve the items a server-rendered page was rendered with.
 */
export const useWishlistStore = create<WishlistState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (item) => set({ items: addToWishlist(get().items, item) }),
      remove: (id) => set({ items: removeFromWishlist(get().items, id) }),
      toggle: (item) =>
        set({
          items: isInWishlist(get().items, item.id)
            ? removeFromWishlist(get().items, item.id)
            : addToWishlist(get().items, item),
        }),
      has: (id) => isInWishlist(get().items, id),
      syncWithCatalog: (products) => {
        const items = refreshFromCatalog(get().items, products);
        if (items !== get().items) set({ items });
      },
    }),
    {
      name: STORAGE_KEYS.wishlist,
      // A bare list read through parseStoredWishlist: corrupt or foreign data is dropped, never thrown.
      storage: listStorage('items', parseStoredWishlist),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

followOtherTabs(STORAGE_KEYS.wishlist, () => useWishlistStore.persist.rehydrate());

/** Mirrors the saved ids into their cookie, so the server can render /wishlist (decision 0040). */
const mirrorWishlist = (items: readonly WishlistItem[]) =>
  writeMirrorCookie(WISHLIST_COOKIE, encodeWishlistCookie(items));
if (typeof document !== 'undefined') {
  // At every start too: a list saved before the mirror existed, or whose cookie expired, is mirrored.
  mirrorWishlist(useWishlistStore.getState().items);
  useWishlistStore.subscribe((state, previous) => {
    if (state.items !== previous.items) mirrorWishlist(state.items);
  });
}
