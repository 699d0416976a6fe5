import type { CheckoutCustomerInput } from '@shop/domain';

type Values = Required<CheckoutCustomerInput>;
const FIELDS = ['nombre', 'apellido', 'direccion', 'telefono', 'email', 'notas'] as const;

/**
 * The values to write into the checkout form from a pre-fill (the signed-in customer's profile):
 * only fields that are still blank in `current` and that the pre-fill has a non-blank value for.
 * What the shopper typed (or kept from earlier in the tab) is never overwritten.
 */
export function fillEmptyFields(
  current: Partial<CheckoutCustomerInput>,
  prefill: Partial<CheckoutCustomerInput>,
): Partial<Values> {
  const updates: Partial<Values> = {};
  for (const field of FIELDS) {
    const value = prefill[field];
    if (typeof value === 'string' && value.trim() !== '' && (current[field] ?? '').trim() === '')
      updates[field] = value;
  }
  return updates;
}
