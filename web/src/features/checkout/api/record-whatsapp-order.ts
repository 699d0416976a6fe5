/**
 * POST /api/pedidos/whatsapp (decision 0034): records the order about to be sent by WhatsApp, for
 * anyone (no sign-in), and answers its short reference ("W-4F7K") for the message. The server
 * prices it itself; the `Idempotency-Key` makes a double tap record one. Waits at most
 * WHATSAPP_RECORD_TIMEOUT_MS: the message must never wait long for it.
 */
import {
  type CartLine,
  type CheckoutCustomer,
  type DeliveryChoiceInput,
  type PaymentMethod,
  type WhatsappOrderPayload,
  type WhatsappOrderRecorded,
} from '@shop/domain';
import { apiSend } from '../../../lib/api-client.ts';

/** How long the WhatsApp button waits for the reference before sending the message without it. */
export const WHATSAPP_RECORD_TIMEOUT_MS = 4000;

/** The body of POST /api/pedidos/whatsapp from the cart and the checkout form as they are. */
export function buildWhatsappOrderPayload(input: {
  lines: readonly CartLine[];
  customer: CheckoutCustomer;
  paymentMethod: PaymentMethod | null;
  delivery: DeliveryChoiceInput | null;
  coupon: { code: string } | null;
}): WhatsappOrderPayload {
  const { customer } = input;
  return {
    firstname: customer.nombre,
    lastname: customer.apellido,
    phone: customer.telefono,
    email: customer.email,
    address: customer.direccion,
    addressNotes: customer.notas ?? '',
    taxId: customer.taxId,
    paymentMethod: input.paymentMethod,
    delivery: input.delivery,
    ...(input.coupon ? { coupon: input.coupon.code } : {}),
    items: input.lines.map((line) => ({ id: line.id, quantity: line.quantity, price: line.price })),
  };
}

/**
 * Records the order; resolves with its reference, or null when the server refused it, did not
 * answer within WHATSAPP_RECORD_TIMEOUT_MS, or the network failed (the message then goes without one).
 */
export async function recordWhatsappOrder(
  payload: WhatsappOrderPayload,
  idempotencyKey: string,
): Promise<string | null> {
  try {
    const recorded = await apiSend<WhatsappOrderRecorded>('/api/pedidos/whatsapp', payload, {
      headers: { 'idempotency-key': idempotencyKey },
      signal: AbortSignal.timeout(WHATSAPP_RECORD_TIMEOUT_MS),
    });
    return recorded.reference;
  } catch {
    return null;
  }
}
