/** Errors of the owner's "Datos de la tienda", in Spanish and English. */
import { defineHttpErrors } from '../../lib/error-table.ts';

export const shopError = defineHttpErrors({
  invalid_input: [400, 'Revisá los datos ingresados.', 'Please check the data you entered.'],
});
