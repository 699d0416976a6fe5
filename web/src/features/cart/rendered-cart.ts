/**
 * The cart as the page shows it (docs/decisions/0040-cart-pages-rendered-by-the-server.md): the
 * browser's `cartItems` store, except while the server renders a page from the shopper's mirrored
 * cart and while the browser hydrates that page, when it is the lines the server rendered (carried
 * in the page's query cache under `renderedCartQuery`). React switches to the store right after
 * hydrating, so the markup matches and the browser's copy stays the source.
 */
import { useSyncExternalStore } from 'react';
import { queryOptions, skipToken, useQueryClient } from '@tanstack/react-query';
import { quantityInCart, type CartLine } from '@shop/domain';
import { useCartStore } from './cart-store.ts';

/**
 * The lines the server rendered the page with, priced from its catalogue; filled only by the
 * server (app/shopper-lists.ts), never fetched.
 */
export const renderedCartQuery = queryOptions<CartLine[]>({
  queryKey: ['rendered-lists', 'cart'],
  queryFn: skipToken,
});

const subscribe = (onChange: () => void) => useCartStore.subscribe(onChange);

/**
 * `select` of the cart's lines (see the module's note on which lines). `select` must return a
 * primitive or the lines themselves (React compares snapshots by identity).
 */
export function useCartSelector<T>(select: (lines: CartLine[]) => T): T {
  const rendered = useQueryClient().getQueryData(renderedCartQuery.queryKey);
  return useSyncExternalStore(
    subscribe,
    () => select(useCartStore.getState().lines),
    () => select(rendered ?? useCartStore.getInitialState().lines),
  );
}

const allLines = (lines: CartLine[]) => lines;

/** The cart's lines (see the module's note on which lines). */
export function useCartLines(): CartLine[] {
  return useCartSelector(allLines);
}

/** Saved quantity of product `id`, 0 when not in the cart. */
export function useCartQuantity(id: string): number {
  return useCartSelector((lines) => quantityInCart(lines, id));
}
