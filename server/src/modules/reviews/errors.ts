/** Errors of reviews a shopper or the owner can meet, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const reviewError = defineErrors({
  product_not_found: [404, 'El producto no existe', 'The product does not exist'],
  review_not_found: [404, 'La opinión no existe.', 'The review does not exist.'],
  review_not_pending: [
    409,
    'Esa opinión no espera aprobación (ya fue aprobada o rechazada).',
    'That review is not waiting for approval (it was already approved or rejected).',
  ],
});
