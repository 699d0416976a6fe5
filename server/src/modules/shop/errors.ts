/** Errors of the owner's "Datos de la tienda", in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const shopError = defineErrors({
  invalid_input: [400, 'Revisá los datos ingresados.', 'Please check the data you entered.'],
});
