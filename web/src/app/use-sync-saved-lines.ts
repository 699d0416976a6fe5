/**
 * Refreshes the saved cart lines and wishlist items from the catalogue in the current language
 * (titles, prices, images), so a language switch or a price change shows current values.
 * The catalogue is only fetched when something is saved. App-level because it joins three features.
 */
import { useEffect } from 'react';
import { useAllProducts } from '../features/catalog/api/get-all-products.ts';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useWishlistStore } from '../features/wishlist/wishlist-store.ts';

export function useSyncSavedLines() {
  const hasLines = useCartStore((s) => s.lines.length > 0);
  const hasItems = useWishlistStore((s) => s.items.length > 0);
  const catalog = useAllProducts({ enabled: hasLines || hasItems });
  const items = catalog.data?.items;
  useEffect(() => {
    if (!items) return;
    useCartStore.getState().syncWithCatalog(items);
    useWishlistStore.getState().syncWithCatalog(items);
  }, [items]);
  return catalog;
}
