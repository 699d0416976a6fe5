import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiClientError } from '../../../lib/api-client.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { restoreCart } from '../api/restore-cart.ts';
import { useCartStore } from '../cart-store.ts';

/** Where a restore link stands: none in the address, under way, done (with the lines put back), or refused. */
export type RestoreState =
  | { status: 'none' }
  | { status: 'working' }
  | { status: 'restored'; count: number }
  | { status: 'failed'; message: string | undefined };

/**
 * /cart?restore=<token> (a cart reminder's link, docs/decisions/0024-abandoned-carts.md): asks the
 * server once for the reminded lines, puts them into the cart (restoreLines: nothing doubled) and
 * takes the token out of the address, so a reload or a shared screenshot does not carry it.
 */
export function useRestoreCart(): RestoreState {
  const [params, setParams] = useSearchParams();
  const token = params.get('restore');
  const [state, setState] = useState<RestoreState>(token ? { status: 'working' } : { status: 'none' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    setState({ status: 'working' });
    restoreCart(token, currentLang())
      .then(({ lines }) => {
        useCartStore.getState().restore(lines);
        setState({ status: 'restored', count: lines.length });
      })
      .catch((error: unknown) =>
        setState({ status: 'failed', message: error instanceof ApiClientError ? error.message : undefined }),
      );
  }, [token]);

  // Once the outcome is on screen, the token leaves the address. Not in the same tick: the router's
  // navigation is a transition, and one that suspends (a page's texts still loading) would hold the
  // outcome back with it.
  const settled = state.status === 'restored' || state.status === 'failed';
  useEffect(() => {
    if (!settled || !token) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('restore');
        return next;
      },
      { replace: true },
    );
  }, [settled, token, setParams]);

  return state;
}
