/**
 * The shopper's cart: zustand state wrapping the pure cart rules of
 * @shop/domain, persisted in localStorage under "cartItems" as a plain list of lines, the shape
 * carts saved by earlier versions have, so they still load.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  CART_COOKIE,
  STORAGE_KEYS,
  addToCart,
  addUnitsToCart,
  clearCart,
  decreaseQuantity,
  encodeCartCookie,
  increaseQuantity,
  moveAllToCart,
  parseStoredCart,
  removeFromCart,
  refreshFromCatalog,
  restoreLines,
  toggleCartItem,
  type CartLine,
  type LineItem,
  type Product,
} from '@shop/domain';
import { sendFunnelEvent } from '../../lib/funnel.ts';
import { track } from '../../lib/analytics/track.ts';
import { writeMirrorCookie } from '../../lib/mirror-cookie.ts';
import { followOtherTabs, listStorage } from '../../lib/persisted-list.ts';

export type { CartLine } from '@shop/domain';

/**
 * The first product a shopper puts into an empty cart is the funnel's "cart started" (a beacon, not
 * a cookie). Only the shopper's own adds call it: loading a saved cart, another tab or the account's
 * copy do not. @returns `after`, unchanged.
 */
function noteStarted(before: readonly CartLine[], after: CartLine[]): CartLine[] {
  if (before.length === 0 && after.length > 0) sendFunnelEvent('cart_started');
  return after;
}

/**
 * Campaign measurement's add_to_cart (decision 0035) for the units of product `id` the shopper's
 * own action added, if any. @returns `after`, unchanged.
 */
function noteAdded(before: readonly CartLine[], after: CartLine[], id: string): CartLine[] {
  const line = after.find((l) => l.id === id);
  const added = (line?.quantity ?? 0) - (before.find((l) => l.id === id)?.quantity ?? 0);
  if (line && added > 0) track({ name: 'add_to_cart', item: line, quantity: added });
  return after;
}

interface CartState {
  lines: CartLine[];
  /** Adds `item` or grows its quantity by `quantity`. */
  add: (item: LineItem, quantity?: number) => void;
  /** Adds `quantity` units; a new line starts at `quantity` (product page, decision 0019). */
  addUnits: (item: LineItem, quantity: number) => void;
  remove: (id: string) => void;
  increase: (id: string) => void;
  /** Takes one unit off; at quantity 1 the line goes. */
  decrease: (id: string) => void;
  /** Product card toggle: removes the line if present, else adds it with quantity 1. */
  toggle: (item: LineItem) => void;
  clear: () => void;
  /** Puts back a reminded cart's lines (restore link): larger quantity per line, missing ones added. */
  restore: (lines: readonly CartLine[]) => void;
  /** Adds the wishlist items not yet in the cart; false when none was added. */
  moveAllFromWishlist: (items: readonly LineItem[]) => boolean;
  /**
   * Refreshes title, price, image, category and description of the lines whose product is in
   * `products` (e.g. after a language switch or a price change). Drops nothing.
   */
  syncWithCatalog: (products: readonly Product[]) => void;
}

/**
 * The cart store. Components read it through rendered-cart.ts (`useCartLines`, `useCartSelector`,
 * `useCartQuantity`), which also serve the lines a server-rendered page was rendered with.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (item, quantity) =>
        set({
          lines: noteAdded(
            get().lines,
            noteStarted(get().lines, addToCart(get().lines, item, quantity)),
            item.id,
          ),
        }),
      addUnits: (item, quantity) =>
        set({
          lines: noteAdded(
            get().lines,
            noteStarted(get().lines, addUnitsToCart(get().lines, item, quantity)),
            item.id,
          ),
        }),
      remove: (id) => set({ lines: removeFromCart(get().lines, id) }),
      increase: (id) => set({ lines: noteAdded(get().lines, increaseQuantity(get().lines, id), id) }),
      decrease: (id) => set({ lines: decreaseQuantity(get().lines, id) }),
      toggle: (item) =>
        set({
          lines: noteAdded(get().lines, noteStarted(get().lines, toggleCartItem(get().lines, item)), item.id),
        }),
      clear: () => set({ lines: clearCart() }),
      restore: (lines) => set({ lines: restoreLines(get().lines, lines) }),
      moveAllFromWishlist: (items) => {
        const { lines, moved } = moveAllToCart(get().lines, items);
        if (moved) set({ lines });
        return moved;
      },
      syncWithCatalog: (products) => {
        const lines = refreshFromCatalog(get().lines, products);
        if (lines !== get().lines) set({ lines });
      },
    }),
    {
      name: STORAGE_KEYS.cart,
      // A bare list read through parseStoredCart: corrupt or foreign data is dropped, never thrown.
      storage: listStorage('lines', parseStoredCart),
      partialize: (state) => ({ lines: state.lines }),
    },
  ),
);

followOtherTabs(STORAGE_KEYS.cart, () => useCartStore.persist.rehydrate());

/** Mirrors the cart's ids and quantities into its cookie, so the server can render /cart (decision 0040). */
const mirrorCart = (lines: readonly CartLine[]) => writeMirrorCookie(CART_COOKIE, encodeCartCookie(lines));
if (typeof document !== 'undefined') {
  // At every start too: a cart saved before the mirror existed, or whose cookie expired, is mirrored.
  mirrorCart(useCartStore.getState().lines);
  useCartStore.subscribe((state, previous) => {
    if (state.lines !== previous.lines) mirrorCart(state.lines);
  });
}
