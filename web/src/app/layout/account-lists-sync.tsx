import { useEffect } from 'react';
import { useSession } from '../../features/auth/api/get-session.ts';

/**
 * While a shopper is signed in, keeps the browser's cart and wishlist level with the account's
 * (docs/decisions/0023-saved-carts.md), so another device shows the same lists. Renders nothing;
 * a session that cannot be read (offline) changes nothing. The sync's code is loaded only once a
 * shopper is signed in (start-account-lists-sync.ts), so a guest's first load does without it.
 */
export function AccountListsSync() {
  // Reads the session the header asks for; never asks itself (the locked /access page answers 401).
  const userId = useSession({ enabled: false }).data?.user?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('./start-account-lists-sync.ts').then(
      ({ startAccountListsSync }) => {
        if (!stopped) stop = startAccountListsSync(userId);
      },
      // Not downloadable (offline, no service worker yet): the lists stay the browser's until the next page.
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId]);
  return null;
}
