import type { Lang } from './constants';
import { formatOrderNumber } from './order-number';
import { argentineWhatsappNumber, whatsappUrl } from './whatsapp-link';

/** What the owner's WhatsApp message to a customer about an order starts from. */
export interface CustomerWhatsappOrder {
  /** The customer's phone as typed on the order (any notation). */
  phone: string;
  firstname: string;
  /** The order's short number (orders.number). */
  number: number;
  /** The order's language: the customer's, so the message reads as the shop spoke to them. */
  lang: Lang;
  /** The shop's name in `lang`. */
  shopName: string;
}

/**
 * The owner's "Escribir por WhatsApp" on an order's page: a wa.me link to the customer's mobile
 * with a greeting that names the shop and the order's number, in the order's language.
 * @returns the link, or '' when the phone is not a number wa.me can open (argentineWhatsappNumber).
 */
export function customerWhatsappUrl(order: CustomerWhatsappOrder): string {
  const number = argentineWhatsappNumber(order.phone);
  if (!number) return '';
  const name = order.firstname.trim();
  const orderNo = formatOrderNumber(order.number, order.lang);
  const text =
    order.lang === 'en'
      ? `Hi${name ? ` ${name}` : ''}! This is ${order.shopName}, about your order ${orderNo}.`
      : `¡Hola${name ? `, ${name}` : ''}! Te escribimos de ${order.shopName} por tu pedido ${orderNo}.`;
  return whatsappUrl(number, text);
}
