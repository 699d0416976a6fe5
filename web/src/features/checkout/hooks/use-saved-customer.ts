/**
 * The checkout data typed so far, kept in sessionStorage so a reload (or a trip to the cart and
 * back) keeps it while the tab lives, without leaving personal data on a shared computer for good.
 */
import type { CheckoutCustomerInput } from '@shop/domain';

const KEY = 'checkoutCustomer';
const FIELDS = ['firstName', 'lastName', 'address', 'phone', 'email', 'notes', 'taxId'] as const;

export const EMPTY_CUSTOMER: Required<CheckoutCustomerInput> = {
  firstName: '',
  lastName: '',
  address: '',
  phone: '',
  email: '',
  notes: '',
  taxId: '',
};

/** The saved values; anything missing, foreign or corrupt becomes ''. Never throws. */
export function readSavedCustomer(): Required<CheckoutCustomerInput> {
  let raw: unknown;
  try {
    raw = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const values = { ...EMPTY_CUSTOMER };
  for (const field of FIELDS) {
    const value = source[field];
    if (typeof value === 'string') values[field] = value.slice(0, 400);
  }
  return values;
}

/** Saves the values typed so far; storage failures are ignored. */
export function saveCustomer(values: Partial<CheckoutCustomerInput>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    /* private mode or full: the form still works for this visit */
  }
}
