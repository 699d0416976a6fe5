/** Errors of the order endpoints, in Spanish and English. */
import { defineErrors } from '../../lib/error-table.ts';

export const orderError = defineErrors({
  // A field the shop refuses for a reason of its own (a payment method it does not offer).
  invalid_input: [
    400,
    ({ field }: { field: string }) => `Revisá los datos ingresados: ${field}`,
    ({ field }: { field: string }) => `Please check the data you entered: ${field}`,
  ],
  unknown_product: [
    400,
    'Hay productos en el carrito que ya no están disponibles. Quitalos y volvé a intentar.',
    'Some products in the cart are no longer available. Remove them and try again.',
  ],
  too_many_units: [
    400,
    'Se pueden pedir hasta 99 unidades de cada producto.',
    'You can order up to 99 units of each product.',
  ],
  invalid_idempotency_key: [
    400,
    'El encabezado Idempotency-Key no es válido.',
    'The Idempotency-Key header is not valid.',
  ],
  tax_id_required: [
    400,
    'Para compras desde $ 10.000.000, ARCA pide tu DNI o CUIT en la factura: completalo en tus datos.',
    'For purchases of ARS 10,000,000 or more, ARCA requires your DNI or CUIT on the invoice: add it to your details.',
  ],
  forbidden: [403, 'Solo podés ver tus propios pedidos.', 'You can only see your own orders.'],
  order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
  not_cancellable: [
    409,
    'Este pedido ya se está preparando o no está pendiente: escribinos para cambiarlo.',
    'This order is already being prepared or is not pending: write to us to change it.',
  ],
  whatsapp_order_decided: [
    409,
    'Ese pedido de WhatsApp ya fue confirmado o descartado.',
    'That WhatsApp order was already confirmed or discarded.',
  ],
  whatsapp_reference_unavailable: [
    409,
    'No pudimos darle una referencia al pedido. Mandalo igual por WhatsApp.',
    'We could not give the order a reference. Send it by WhatsApp anyway.',
  ],
  rate_limited: [
    429,
    'Hiciste demasiados pedidos en poco tiempo. Probá de nuevo más tarde.',
    'You placed too many orders in a short time. Please try again later.',
  ],
});
