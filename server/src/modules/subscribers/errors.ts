/** The subscribe offer's errors, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const subscriberError = defineErrors({
  invalid_token: [
    404,
    'El enlace no es válido o venció. Pedí el descuento otra vez para recibir uno nuevo.',
    'The link is not valid or has expired. Ask for the discount again to get a new one.',
  ],
  invalid_unsubscribe_token: [
    404,
    'El enlace para darte de baja no es válido.',
    'The unsubscribe link is not valid.',
  ],
});
