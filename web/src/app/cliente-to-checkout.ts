import type { CheckoutCustomerInput, ClienteInput } from '@shop/domain';

/**
 * The checkout form's fields from the customer profile (SPEC.md section 4 "Customer data
 * pre-fills the form"): nombre -> first name, apellido -> last name, direccion -> address,
 * telefono -> phone, email, notas -> notes (the profile keeps no DNI or CUIT). Lives in app/
 * because it joins two features.
 */
export function clienteToCheckout(
  cliente: Partial<ClienteInput>,
): Required<Omit<CheckoutCustomerInput, 'taxId'>> {
  return {
    firstName: cliente.nombre ?? '',
    lastName: cliente.apellido ?? '',
    address: cliente.direccion ?? '',
    phone: cliente.telefono ?? '',
    email: cliente.email ?? '',
    notes: cliente.notas ?? '',
  };
}
