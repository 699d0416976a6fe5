/**
 * The payment method chosen at checkout, kept in sessionStorage like the customer's
 * details (use-saved-customer.ts), so a trip to the cart and back keeps the choice.
 */
import { isPaymentMethod, type PaymentMethod } from '@shop/domain';

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
