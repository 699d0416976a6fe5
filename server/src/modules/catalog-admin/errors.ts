/** Errors of the owner's product editor, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

/** Errors of the owner's product editor. */
export const adminProductError = defineErrors({
  product_not_found: [404, 'El producto no existe.', 'The product does not exist.'],
  slug_taken: [
    409,
    'Ya hay un producto con esa dirección (slug). Elegí otra.',
    'Another product already has that address (slug). Choose another.',
  ],
});
