/**
 * The app's ShopperStateStore (lib/shopper-state.ts), from the cart and wishlist stores. Lives in
 * app/ because only the app may combine features (DESIGN.md "Shape of the repository").
 */
import type { ReactNode } from 'react';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useWishlistStore } from '../features/wishlist/wishlist-store.ts';
import { ShopperStateContext, type ShopperStateStore } from '../lib/shopper-state.ts';

const store: ShopperStateStore = {
  subscribe(onChange) {
    const unsubscribeCart = useCartStore.subscribe(onChange);
    const unsubscribeWishlist = useWishlistStore.subscribe(onChange);
    return () => {
      unsubscribeCart();
      unsubscribeWishlist();
    };
  },
  isBlank: () => useCartStore.getState().lines.length === 0 && useWishlistStore.getState().items.length === 0,
};

/** Tells the regions below whether the browser's cart and wishlist are still empty. */
export function ShopperStateProvider({ children }: { children: ReactNode }) {
  return <ShopperStateContext.Provider value={store}>{children}</ShopperStateContext.Provider>;
}
