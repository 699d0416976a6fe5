/**
 * The checkout data typed so far, kept in sessionStorage so a reload (or a trip to the cart and
 * back) keeps it while the tab lives, without leaving personal data on a shared computer for good.
 */
import type { CheckoutCustomerInput } from '@shop/domain';

const KEY = 'checkoutCustomer';
const FIELDS = ['nombre', 'apellido', 'direccion', 'telefono', 'email', 'notas', 'taxId'] as const;
// The names a tab saved before the fields took the profile's spelling: a checkout open across the
// change keeps what was typed.
const FORMER_NAMES: Partial<Record<(typeof FIELDS)[number], string>> = {
  nombre: 'firstName',
  apellido: 'lastName',
  direccion: 'address',
  telefono: 'phone',
  notas: 'notes',
};

export const EMPTY_CUSTOMER: Required<CheckoutCustomerInput> = {
  nombre: '',
  apellido: '',
  direccion: '',
  telefono: '',
  email: '',
  notas: '',
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
    const former = FORMER_NAMES[field];
    const value = source[field] ?? (former ? source[former] : undefined);
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
