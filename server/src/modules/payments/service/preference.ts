/**
 * The Checkout Pro preference for an order, built only from what is stored: the lines
 * as sold, never the browser's prices. external_reference is the order id (notifications and the
 * reconciliation find the order by it); every back_url is the shop's own page for the order, which
 * asks the server for the state instead of reading the query string.
 */
import { formatOrderNumber, shopIsoTime } from '@shop/domain';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import type { OrderRow } from '../../../db/schema.ts';

export interface PreferenceLine {
  productId: number;
  title: string;
  quantity: number;
  unitPriceArs: number;
}

/** PUBLIC_URL/pedidos/:id/pago: where Mercado Pago sends the shopper back (success, failure, pending). */
export const paymentPageUrl = (publicUrl: string, orderId: string) => `${publicUrl}/pedidos/${orderId}/pago`;

/** The URL registered for notifications; `source_news=webhooks` asks for signed webhooks only, not the older unsigned IPN. */
export const webhookUrl = (publicUrl: string) =>
  `${publicUrl}/api/payments/mercadopago/webhook?source_news=webhooks`;

/**
 * The items Mercado Pago charges: one per line as sold; with a coupon the products become
 * one item at their discounted sum, since Checkout Pro takes no negative prices and spreading the
 * discount over unit prices would not add up in whole pesos. An order at an agreed amount (catering,
 * decisions 0026 and 0032), whose lines do not add up to its subtotal, is one item at that subtotal.
 * Either way the items sum to the products' part of the order total.
 */
export function preferenceItems(
  order: Pick<OrderRow, 'id' | 'number' | 'discountArs' | 'couponCode' | 'lang'> &
    Partial<Pick<OrderRow, 'subtotalArs'>>,
  lines: readonly PreferenceLine[],
): NonNullable<PreferenceRequest['items']> {
  const linesSum = lines.reduce((sum, l) => sum + l.unitPriceArs * l.quantity, 0);
  if (order.subtotalArs != null && linesSum !== order.subtotalArs) {
    const en = order.lang === 'en';
    return [
      {
        id: 'encargo',
        title: en
          ? `Order ${formatOrderNumber(order.number, 'en')} (agreed amount)`
          : `Pedido ${formatOrderNumber(order.number, 'es')} (precio acordado)`,
        description: lines
          .map((l) => `${l.quantity} x ${l.title}`)
          .join(', ')
          .slice(0, 250),
        quantity: 1,
        unit_price: Math.max(0, order.subtotalArs - order.discountArs),
        currency_id: 'ARS',
      },
    ];
  }
  if (order.discountArs <= 0) {
    return lines.map((l) => ({
      id: String(l.productId),
      title: l.title,
      quantity: l.quantity,
      unit_price: l.unitPriceArs,
      currency_id: 'ARS',
    }));
  }
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceArs * l.quantity, 0);
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const en = order.lang === 'en';
  const title = en
    ? `Order ${formatOrderNumber(order.number, 'en')}: ${units} products with code ${order.couponCode ?? ''}`
    : `Pedido ${formatOrderNumber(order.number, 'es')}: ${units} productos con el código ${order.couponCode ?? ''}`;
  return [
    {
      id: 'productos',
      title,
      description: lines
        .map((l) => `${l.quantity} x ${l.title}`)
        .join(', ')
        .slice(0, 250),
      quantity: 1,
      unit_price: Math.max(0, subtotal - order.discountArs),
      currency_id: 'ARS',
    },
  ];
}

/**
 * The delivery's own item: the zone's name and the price stored on the order, so the
 * items add up to the order's total; none for a pickup or a free delivery.
 */
function deliveryItem(order: OrderRow): NonNullable<PreferenceRequest['items']>[number] | null {
  if (order.deliveryKind !== 'delivery' || !order.deliveryPriceArs || order.deliveryPriceArs <= 0)
    return null;
  return {
    id: 'envio',
    title: `${order.lang === 'en' ? 'Delivery' : 'Envío'}: ${order.deliveryName ?? ''}`.trim(),
    quantity: 1,
    unit_price: order.deliveryPriceArs,
    currency_id: 'ARS',
  };
}

/**
 * The preference's validity (decision 0018): from when the order was placed until its
 * payment due time, after which Mercado Pago refuses to take the payment and the expiry job
 * releases the order; none for an order without a due time.
 */
function expiry(
  order: Pick<OrderRow, 'createdAt' | 'paymentDueAt'>,
): Pick<PreferenceRequest, 'expires' | 'expiration_date_from' | 'expiration_date_to'> {
  if (!order.paymentDueAt) return {};
  return {
    expires: true,
    expiration_date_from: shopIsoTime(order.createdAt),
    expiration_date_to: shopIsoTime(order.paymentDueAt),
  };
}

/** The preference body for `order` and its `lines`, the delivery as its own line, valid until its due time. */
export function buildPreference(
  order: OrderRow,
  lines: readonly PreferenceLine[],
  publicUrl: string,
  shopName: string,
): PreferenceRequest {
  const back = paymentPageUrl(publicUrl, order.id);
  const delivery = deliveryItem(order);
  return {
    items: [...preferenceItems(order, lines), ...(delivery ? [delivery] : [])],
    external_reference: order.id,
    back_urls: { success: back, failure: back, pending: back },
    // Mercado Pago refuses auto_return unless the success URL is a public https address.
    ...(publicUrl.startsWith('https:') ? { auto_return: 'approved' } : {}),
    notification_url: webhookUrl(publicUrl),
    payer: { name: order.firstname, surname: order.lastname, email: order.email },
    statement_descriptor: shopName
      .normalize('NFD')
      .replace(/[^\w .-]/g, '')
      .slice(0, 22),
    metadata: { order_id: order.id },
    ...expiry(order),
  };
}
