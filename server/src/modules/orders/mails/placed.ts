/**
 * Mails about a new order (E-mails): one to the shop with every line, the total, the
 * payment method and the delivery data (Spanish: the shop's language), one to the shopper in their
 * language with the summary and how to pay with the chosen method (the alias and CBU for
 * a transfer, the "Pagar" link for Mercado Pago; never card numbers, decision 0010).
 */
import {
  describeOpeningHours,
  formatArs,
  formatOrderNumber,
  orderAmountLines,
  type Lang,
  type OpeningHours,
  type PaymentMethod,
  type Pedido,
} from '@shop/domain';
import type { OrderRow } from '../../../db/schema.ts';
import { paragraphsToHtml, type MailMessage } from '../../../plugins/mail.ts';
import { howToPay, paymentMethodName } from '../../payments/index.ts';

export interface ShopFacts {
  name: string;
  bankAlias: string;
  ordersEmail: string;
  /** '' when not configured. */
  bankCbu: string;
  /** The transfer account's holder, CUIT and bank; '' when not given (docs/decisions/0028). */
  bankHolder: string;
  bankCuit: string;
  bankName: string;
  /** Offered at checkout. */
  paymentMethods: readonly PaymentMethod[];
  /** For the "Pagar" link of Mercado Pago orders. */
  publicUrl: string;
  /** The shop's hours, the one source of every text that states them (docs/decisions/0028). */
  hours: OpeningHours;
}

function lineList(pedido: Pedido, lang: Lang): string {
  return pedido.items
    .map(
      (i) =>
        `- ${i.quantity} x ${i.title} (${formatArs(i.unitPrice, lang)}) = ${formatArs(i.lineTotal, lang)}`,
    )
    .join('\n');
}

/**
 * The amounts and delivery of an order mail: the domain's `orderAmountLines` (subtotal,
 * discount, the delivery or pickup line, the total to pay, the booked day and window), one a line;
 * the payment page shows the same lines.
 */
export function amountsText(pedido: Pedido, lang: Lang): string {
  return orderAmountLines(pedido, lang)
    .map((line) => `${line.label}: ${line.value}`)
    .join('\n');
}

/** The mail to the shop announcing a new web order. */
export function newOrderShopMail(pedido: Pedido, order: OrderRow, shop: ShopFacts): MailMessage {
  const paragraphs = [
    `Nuevo pedido web ${formatOrderNumber(pedido.number, 'es')} de ${order.firstname} ${order.lastname}.`,
    lineList(pedido, 'es'),
    amountsText(pedido, 'es'),
    `Forma de pago: ${paymentMethodName(pedido.paymentMethod, 'es')}`,
    // A pickup order may have no address of the shopper's: no blank line for it.
    `Entrega:\n${[`${order.firstname} ${order.lastname}`, order.address, `Notas: ${order.addressNotes || 'Ninguna'}`, `Teléfono: ${order.phone}`, `Email: ${order.email}`].filter(Boolean).join('\n')}`,
    `Idioma del cliente: ${order.lang}`,
  ];
  return {
    to: shop.ordersEmail,
    subject: `Nuevo pedido ${formatOrderNumber(pedido.number, 'es')}: ${formatArs(pedido.total, 'es')}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/** The confirmation mail to the shopper, in `order.lang`, with the payment instructions. */
export function newOrderCustomerMail(pedido: Pedido, order: OrderRow, shop: ShopFacts): MailMessage {
  const lang: Lang = order.lang === 'en' ? 'en' : 'es';
  const paragraphs =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, we received your order ${formatOrderNumber(pedido.number, lang)}.`,
          lineList(pedido, lang),
          amountsText(pedido, lang),
          howToPay(pedido.paymentMethod, pedido.id, lang, shop),
          pedido.delivery
            ? `We review orders ${describeOpeningHours(shop.hours, 'en')} and will write to you if anything about the delivery changes.`
            : `We review orders ${describeOpeningHours(shop.hours, 'en')} and will contact you to arrange the delivery.`,
          shop.name,
        ]
      : [
          `Hola ${order.firstname}, recibimos tu pedido ${formatOrderNumber(pedido.number, lang)}.`,
          lineList(pedido, lang),
          amountsText(pedido, lang),
          howToPay(pedido.paymentMethod, pedido.id, lang, shop),
          pedido.delivery
            ? `Revisamos los pedidos ${describeOpeningHours(shop.hours, 'es')} y te escribimos si algo de la entrega cambia.`
            : `Revisamos los pedidos ${describeOpeningHours(shop.hours, 'es')} y te contactamos para coordinar la entrega.`,
          shop.name,
        ];
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${shop.name}: order ${formatOrderNumber(pedido.number, lang)} received`
        : `${shop.name}: recibimos tu pedido ${formatOrderNumber(pedido.number, lang)}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}
