import {
  orderTotals,
  type CartLine,
  type CheckoutCustomer,
  type DeliveryChoiceInput,
  type OrderPayload,
  type PaymentMethod,
} from '@shop/domain';

/** Who confirms the order: the signed-in account. */
export interface OrderAccount {
  id: string;
  username: string;
}

/**
 * The body of POST /api/pedido (the original shop's order payload, kept by the contract) from the cart
 * and the checkout form: userId, username, firstname, lastname, email, address, addressNotes,
 * phone, paymentMethod, delivery ({ zoneId | pickupPointId, date, window }),
 * coupon (when one was accepted), items [{ id, type, quantity, title, price }] and total
 * (the products less the discount), and saveDetails ("Guardar estos datos para la próxima": the
 * server keeps the details as the profile). The server recomputes every price, the discount, the delivery
 * and the total from the catalogue, the stored coupon and zone; they are sent because the original
 * payload has them.
 */
export function buildOrderPayload(
  lines: readonly CartLine[],
  customer: CheckoutCustomer,
  account: OrderAccount,
  paymentMethod: PaymentMethod,
  delivery: DeliveryChoiceInput,
  coupon: { code: string; discount: number } | null = null,
  saveDetails = false,
): OrderPayload {
  return {
    userId: account.id,
    username: account.username,
    firstname: customer.nombre,
    lastname: customer.apellido,
    email: customer.email,
    address: customer.direccion,
    addressNotes: customer.notas ?? '',
    phone: customer.telefono,
    taxId: customer.taxId,
    paymentMethod,
    delivery,
    ...(coupon ? { coupon: coupon.code } : {}),
    items: lines.map((line) => ({
      id: line.id,
      type: line.type,
      quantity: line.quantity,
      title: line.title,
      price: line.price,
    })),
    total: orderTotals({ lines, coupon }).afterDiscount,
    saveDetails,
  };
}

/** What identifies one checkout attempt: the cart's products and quantities, in order. */
export function cartSignature(lines: readonly Pick<CartLine, 'id' | 'quantity'>[]): string {
  return lines.map((line) => `${line.id}x${line.quantity}`).join(',');
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one `Idempotency-Key` per checkout attempt: the same key while the cart is unchanged (a
 * double click or a retry after a failure creates at most one order), a new one when the cart
 * changes or after `reset()` (called once an order is placed, so the next order is a new one).
 */
export function createIdempotencyKeys(newKey: () => string = randomKey) {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(lines: readonly Pick<CartLine, 'id' | 'quantity'>[], coupon?: string): string {
      // Another coupon is another attempt: the first one's answer would not fit it.
      const signature = `${cartSignature(lines)}|${coupon ?? ''}`;
      if (!current || current.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}
