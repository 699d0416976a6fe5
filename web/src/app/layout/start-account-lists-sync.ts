import { cartSyncStore } from '../../features/cart/cart-account-sync.ts';
import { wishlistSyncStore } from '../../features/wishlist/wishlist-account-sync.ts';
import { startListSync } from '../../lib/account-list-sync.ts';
import { currentLang } from '../../lib/i18n.ts';

/**
 * Starts keeping the cart and the wishlist level with account `userId`'s copies
 * (lib/account-list-sync.ts). Its own chunk, loaded by AccountListsSync only when a shopper is
 * signed in: a guest's first load does without it. @returns the function that stops both.
 */
export function startAccountListsSync(userId: string): () => void {
  const stops = [
    startListSync('cart', cartSyncStore, userId, currentLang),
    startListSync('wishlist', wishlistSyncStore, userId, currentLang),
  ];
  return () => stops.forEach((stop) => stop());
}
