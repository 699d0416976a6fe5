/** Errors of withdrawal requests a shopper or the owner can meet, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const withdrawalError = defineErrors({
  withdrawal_not_found: [
    404,
    'No encontramos esa solicitud de arrepentimiento.',
    'We could not find that withdrawal request.',
  ],
});
