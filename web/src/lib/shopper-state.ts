/**
 * Whether the browser holds shopper state the server could not render (issue 2, speed; decision
 * 0008): the server renders every page with an empty cart and wishlist, so while the browser's
 * are empty too, the regions showing them look exactly like the server's markup and need no
 * hydration until used (components/hydrate-when-visible.tsx, `showsShopperState`).
 * The app provides the real store (app/shopper-state.ts); the default says "there is state", so
 * such regions hydrate when visible.
 */
import { createContext } from 'react';
import { noSubscription } from './ssr.ts';

/** An external store (as for useSyncExternalStore) of "the shopper's state is what the server rendered". */
export interface ShopperStateStore {
  subscribe: (onChange: () => void) => () => void;
  /** True while the cart and the wishlist are empty. */
  isBlank: () => boolean;
}

export const ShopperStateContext = createContext<ShopperStateStore>({ subscribe: noSubscription, isBlank: () => false });
