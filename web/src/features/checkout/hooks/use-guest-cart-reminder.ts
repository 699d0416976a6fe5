/**
 * Keeps a guest's cart on the server for one reminder while "Avisame si me olvido algo" is ticked
 * with a valid e-mail (docs/decisions/0031-guest-cart-reminders.md): sent after the shopper stops
 * typing or changing the cart for GUEST_CART_DEBOUNCE_MS; unticking, emptying the cart or changing
 * the address forgets the cart kept under the former address. Nothing is sent while unticked.
 */
import { useCallback, useEffect, useRef } from 'react';
import { isEmailAddress, type CartLine, type Lang } from '@shop/domain';
import { keepGuestCart } from '../api/keep-guest-cart.ts';

/** Quiet time before the cart is sent: typing an address sends it once. */
export const GUEST_CART_DEBOUNCE_MS = 800;

/**
 * @param enabled a guest (no session) with the box ticked
 * @returns forget(): forgets the kept cart at once (the order went by WhatsApp)
 */
export function useGuestCartReminder(
  enabled: boolean,
  email: string | undefined,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
  lang: Lang,
): { forget: () => void } {
  const address = email?.trim().toLowerCase() ?? '';
  const valid = enabled && isEmailAddress(address);
  const kept = useRef<string | null>(null);
  const key = lines.map((l) => `${l.id}x${l.quantity}`).join(',');
  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  });

  useEffect(() => {
    const previous = kept.current;
    const timer = window.setTimeout(() => {
      // A cart kept under another address (or no longer wanted) is forgotten first.
      if (previous && (!valid || previous !== address)) {
        kept.current = null;
        void keepGuestCart(previous, [], lang).catch(() => undefined);
      }
      if (!valid) return;
      kept.current = linesRef.current.length > 0 ? address : null;
      void keepGuestCart(address, linesRef.current, lang).catch(() => undefined);
    }, GUEST_CART_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [valid, address, key, lang]);

  const forget = useCallback(() => {
    const previous = kept.current;
    if (!previous) return;
    kept.current = null;
    void keepGuestCart(previous, [], lang).catch(() => undefined);
  }, [lang]);
  return { forget };
}
