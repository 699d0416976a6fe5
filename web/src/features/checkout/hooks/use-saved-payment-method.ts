/**
 * The payment method chosen at checkout, kept in sessionStorage like the customer's
 * details (use-saved-customer.ts), so a trip to the cart and back keeps the choice.
 */
import { useMemo } from 'react';
import { isPaymentMethod, type PaymentMethod } from '@shop/domain';
import { useHydrated } from '../../../lib/ssr.ts';

const KEY = 'checkoutPaymentMethod';

/** The saved method, or null when none, unknown or unreadable. Never throws. */
export function readSavedPaymentMethod(): PaymentMethod | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return isPaymentMethod(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves the method; storage failures are ignored (the choice still works for this visit). */
export function savePaymentMethod(method: PaymentMethod): void {
  try {
    window.sessionStorage.setItem(KEY, method);
  } catch {
    /* private mode or full */
  }
}

/**
 * The saved method for the page's render: null on the server and while the browser hydrates a
 * page the server rendered (the server cannot read the tab's storage, and the markup must match),
 * the saved one right after (docs/decisions/0041-checkout-rendered-by-the-server.md).
 */
export function useSavedPaymentMethod(): PaymentMethod | null {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? readSavedPaymentMethod() : null), [hydrated]);
}
