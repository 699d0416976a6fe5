/** Errors of catering requests a shopper or the owner can meet, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const cateringError = defineErrors({
  catering_not_found: [404, 'No encontramos ese encargo.', 'We could not find that catering request.'],
  catering_quote_not_found: [
    404,
    'El enlace del presupuesto no es válido o fue reemplazado por uno nuevo.',
    'This quote link is not valid or was replaced by a newer one.',
  ],
  catering_already_confirmed: [
    409,
    'Este encargo ya fue confirmado.',
    'This request has already been confirmed.',
  ],
  catering_declined: [409, 'Este encargo fue rechazado.', 'This request was declined.'],
  catering_event_passed: [
    409,
    'La fecha del evento ya pasó: escribinos para acordar otra.',
    'The event date has passed: write to us to agree on another.',
  ],
  catering_too_soon: [
    400,
    'La fecha del evento está demasiado cerca: elegí una con más anticipación.',
    'The event date is too soon: choose a later one.',
  ],
  unknown_product: [
    400,
    'Algún producto elegido ya no está en la tienda.',
    'A chosen product is no longer in the shop.',
  ],
  invalid_input: [
    400,
    'Revisá las cantidades: cada producto lleva a lo sumo 99 unidades.',
    'Check the quantities: each product takes at most 99 units.',
  ],
  catering_payment_method: [
    400,
    'La tienda no ofrece ese medio de pago.',
    'The shop does not offer that payment method.',
  ],
});
