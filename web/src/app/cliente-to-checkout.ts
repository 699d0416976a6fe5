import type { CheckoutCustomerInput, ClienteInput } from '@shop/domain';

/**
 * The checkout form's fields from the customer profile, which pre-fills the form: both spell them
 * alike (nombre, apellido, direccion, telefono, email, notas); a field the profile lacks is ''. The
 * profile keeps no DNI or CUIT.
 */
export function clienteToCheckout(
  cliente: Partial<ClienteInput>,
): Required<Omit<CheckoutCustomerInput, 'taxId'>> {
  return {
    nombre: cliente.nombre ?? '',
    apellido: cliente.apellido ?? '',
    direccion: cliente.direccion ?? '',
    telefono: cliente.telefono ?? '',
    email: cliente.email ?? '',
    notas: cliente.notas ?? '',
  };
}
