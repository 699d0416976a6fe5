/** Errors a shopper can meet with a cart reminder's links, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const cartReminderError = defineErrors({
  cart_link_invalid: [
    404,
    'Ese enlace ya no es válido: los enlaces de los recordatorios valen 7 días.',
    'That link is no longer valid: reminder links work for 7 days.',
  ],
  cart_not_found: [
    404,
    'Ese cliente ya no tiene productos en el carrito.',
    'That customer has nothing in the cart any more.',
  ],
  no_whatsapp_phone: [
    409,
    'El cliente no guardó un celular de 10 dígitos (código de área y número) en su perfil.',
    'The customer has not saved a 10-digit mobile number (area code and number) in the profile.',
  ],
});
