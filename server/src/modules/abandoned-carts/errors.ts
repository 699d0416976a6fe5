/** Errors a shopper can meet with a cart reminder's links, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const cartReminderError = defineErrors({
  cart_link_invalid: [404, 'Ese enlace ya no es válido: los enlaces de los recordatorios valen 7 días.', 'That link is no longer valid: reminder links work for 7 days.'],
});
