/** Errors of the catalogue a shopper or the owner can meet, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

/** Errors of the shop's catalogue (GET /api/products/:idOrSlug, /api/deal). */
export const catalogError = defineErrors({
  product_not_found: [404, 'El producto no existe', 'The product does not exist'],
  deal_not_found: [404, 'No encontrado', 'Not found'],
});
