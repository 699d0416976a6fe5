/**
 * The cart store as the account sync reads and writes it (lib/account-list-sync.ts,
 * docs/decisions/0023-saved-carts.md): product id → quantity, and the account's lines put back
 * with the catalogue's fields.
 */
import type { SyncedListStore } from '../../lib/account-list-sync.ts';
import { useCartStore } from './cart-store.ts';

export const cartSyncStore: SyncedListStore = {
  read: () => new Map(useCartStore.getState().lines.map((line) => [line.id, line.quantity])),
  subscribe: (listener) =>
    useCartStore.subscribe((state, previous) => {
      if (state.lines !== previous.lines) listener();
    }),
  replace: (lines) => useCartStore.setState({ lines }),
};
