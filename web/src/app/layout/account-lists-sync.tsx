import { useEffect } from 'react';
import { useSession } from '../../features/auth/api/get-session.ts';
import { cartSyncStore } from '../../features/cart/cart-account-sync.ts';
import { wishlistSyncStore } from '../../features/wishlist/wishlist-account-sync.ts';
import { startListSync } from '../../lib/account-list-sync.ts';
import { currentLang } from '../../lib/i18n.ts';

/**
 * While a shopper is signed in, keeps the browser's cart and wishlist level with the account's
 * (docs/decisions/0023-saved-carts.md), so another device shows the same lists. Renders nothing;
 * a session that cannot be read (offline) changes nothing.
 */
export function AccountListsSync() {
  // Reads the session the header asks for; never asks itself (the locked /access page answers 401).
  const userId = useSession({ enabled: false }).data?.user?.id;
  useEffect(() => {
    if (!userId) return;
    const stops = [
      startListSync('cart', cartSyncStore, userId, currentLang),
      startListSync('wishlist', wishlistSyncStore, userId, currentLang),
    ];
    return () => stops.forEach((stop) => stop());
  }, [userId]);
  return null;
}
