/**
 * The wishlist store as the account sync reads and writes it (lib/account-list-sync.ts,
 * docs/decisions/0023-saved-carts.md): every saved product counts 1.
 */
import type { SyncedListStore } from '../../lib/account-list-sync.ts';
import { useWishlistStore } from './wishlist-store.ts';

export const wishlistSyncStore: SyncedListStore = {
  read: () => new Map(useWishlistStore.getState().items.map((item) => [item.id, 1])),
  subscribe: (listener) =>
    useWishlistStore.subscribe((state, previous) => {
      if (state.items !== previous.items) listener();
    }),
  replace: (lines) =>
    useWishlistStore.setState({ items: lines.map(({ quantity: _quantity, ...item }) => item) }),
};
