/** Errors of the payment endpoints, in Spanish and English (docs/orders-api.md). */
import { defineErrors } from '../../lib/error-table.ts';

export const paymentError = defineErrors({
  order_not_found: [404, 'El pedido no existe.', 'The order does not exist.'],
  payment_not_allowed: [
    409,
    'Este pedido no se puede pagar con Mercado Pago.',
    'This order cannot be paid with Mercado Pago.',
  ],
  payment_unavailable: [
    503,
    'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.',
    'Mercado Pago is not answering right now. Please try again in a few minutes.',
  ],
  invalid_signature: [
    401,
    'La notificación no está firmada correctamente.',
    'The notification is not correctly signed.',
  ],
  invalid_payment_change: [
    409,
    'Ese cambio de estado de pago no está permitido.',
    'That payment status change is not allowed.',
  ],
  not_refundable: [
    409,
    'Este pedido no tiene un pago de Mercado Pago para reembolsar.',
    'This order has no Mercado Pago payment to refund.',
  ],
  refund_too_large: [
    409,
    'El monto es mayor que lo que queda por reembolsar de ese pago.',
    'The amount is more than what is left to refund of that payment.',
  ],
});
