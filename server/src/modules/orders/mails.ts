/**
 * The orders module's mails: a new order, a cancel and an unpaid order's expiry (a status change's
 * is the order-desk module's).
 *
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
  formatDeliveryDate,
} from '@shop/domain';
import type { OrderRow } from '../../db/schema.ts';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import { howToPay, paymentMethodName } from '../payments/index.ts';

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

/*
 * Mails of a shopper's own cancellation (decision 0027): to the shopper, in the order's language,
 * what was given back; to the shop, in Spanish, which order and whether money has to go back.
 */

/** What the mails need to know about the shop. */
export interface CancelMailFacts {
  shopName: string;
  publicUrl: string;
  ordersEmail: string;
}

/** How the payment of a cancelled order is settled: nothing was paid, Mercado Pago refunds it, or the owner returns a transfer or cash. */
export type CancelMoney = 'unpaid' | 'mercadopago' | 'owner';

/** How the money of `order` (as it was before the cancellation) goes back. */
export function cancelMoney(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>): CancelMoney {
  if (order.paymentStatus !== 'pagado' && order.paymentStatus !== 'en_revision') return 'unpaid';
  return order.paymentMethod === 'mercadopago' ? 'mercadopago' : 'owner';
}

/** To the shopper: "cancelaste tu pedido N.º 1042", its day and coupon given back, and the money. */
export function orderCancelledByShopperMail(
  order: OrderRow,
  money: CancelMoney,
  facts: CancelMailFacts,
): MailMessage {
  const lang: Lang = order.lang === 'en' ? 'en' : 'es';
  const no = formatOrderNumber(order.number, lang);
  const day = order.deliveryDay ? formatDeliveryDate(order.deliveryDay, lang) : null;
  const total = formatArs(order.totalArs, lang);
  const paragraphs =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, you cancelled your order ${no} (${total}).${day ? ` Its place on ${day} is free again.` : ''}${order.couponCode ? ` The code ${order.couponCode} can be used again.` : ''}`,
          money === 'mercadopago'
            ? 'We are refunding your Mercado Pago payment; depending on how you paid, it can take a few days to show.'
            : money === 'owner'
              ? `We will return what you paid and write to you about it; if you have a question, write to ${facts.ordersEmail}.`
              : 'Nothing was charged.',
          `To order again: ${facts.publicUrl}/allProducts`,
          facts.shopName,
        ]
      : [
          `Hola ${order.firstname}, cancelaste tu pedido ${no} (${total}).${day ? ` Su lugar del ${day} quedó libre.` : ''}${order.couponCode ? ` El código ${order.couponCode} se puede volver a usar.` : ''}`,
          money === 'mercadopago'
            ? 'Te devolvemos el pago por Mercado Pago; según cómo pagaste, puede tardar unos días en verse.'
            : money === 'owner'
              ? `Te devolvemos lo que pagaste y te escribimos para coordinarlo; si tenés dudas, escribinos a ${facts.ordersEmail}.`
              : 'No se cobró nada.',
          `Para pedir de nuevo: ${facts.publicUrl}/allProducts`,
          facts.shopName,
        ];
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${facts.shopName}: order ${no} cancelled`
        : `${facts.shopName}: cancelaste tu pedido ${no}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/** To the shop: the customer cancelled, what was freed, and what to do about the money. */
export function orderCancelledShopMail(
  order: OrderRow,
  money: CancelMoney,
  facts: CancelMailFacts,
): MailMessage {
  const no = formatOrderNumber(order.number, 'es');
  const paragraphs = [
    `${order.firstname} ${order.lastname} canceló el pedido ${no} (${formatArs(order.totalArs, 'es')})${order.deliveryDay ? ` del ${formatDeliveryDate(order.deliveryDay, 'es')}` : ''} desde Mis pedidos, antes de que empezara su preparación.`,
    money === 'mercadopago'
      ? 'Estaba pagado por Mercado Pago: la tienda pide el reembolso sola. Si no se pudo, el pedido sigue "Pagado" y lo reembolsás desde su página.'
      : money === 'owner'
        ? 'Estaba pagado por transferencia o en efectivo: devolvé el dinero al cliente.'
        : 'No estaba pagado.',
    `Detalle: ${facts.publicUrl}/admin/orders/${order.id}`,
  ];
  return {
    to: facts.ordersEmail,
    subject: `Pedido ${no} cancelado por el cliente`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/*
 * The mail to a shopper whose unpaid order expired (decision 0018), in the order's
 * language: which order was released, that its day's place and coupon were given back, and how
 * to order again. Queued through the mail outbox in the cancelling transaction.
 */

/** What the mail needs to know about the shop. */
export interface ExpiryMailFacts {
  shopName: string;
  /** The shop's address for the "order again" link (PUBLIC_URL). */
  publicUrl: string;
  /** Where a shopper who did pay writes. */
  ordersEmail: string;
}

/** "Your order … was released": subject and text in `order.lang`. */
export function orderExpiredMail(
  order: Pick<
    OrderRow,
    'id' | 'number' | 'email' | 'firstname' | 'lang' | 'totalArs' | 'deliveryDay' | 'couponCode'
  >,
  facts: ExpiryMailFacts,
): MailMessage {
  const lang: Lang = order.lang === 'en' ? 'en' : 'es';
  const day = order.deliveryDay ? formatDeliveryDate(order.deliveryDay, lang) : null;
  const total = formatArs(order.totalArs, lang);
  const paragraphs =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, we did not receive the payment of your order ${formatOrderNumber(order.number, lang)} (${total}) in time, so we released it: it is cancelled${day ? ` and its place on ${day} is free again` : ''}.`,
          ...(order.couponCode ? [`Your code ${order.couponCode} can be used again.`] : []),
          `To order again, add the products to your cart at ${facts.publicUrl}/ and choose a day at checkout.`,
          `If you did pay, write to us at ${facts.ordersEmail} with your receipt and we will sort it out.`,
          facts.shopName,
        ]
      : [
          `Hola ${order.firstname}, no recibimos a tiempo el pago de tu pedido ${formatOrderNumber(order.number, lang)} (${total}), así que lo liberamos: quedó cancelado${day ? ` y su lugar del ${day} quedó libre` : ''}.`,
          ...(order.couponCode ? [`Tu código ${order.couponCode} se puede volver a usar.`] : []),
          `Para pedir de nuevo, agregá los productos al carrito en ${facts.publicUrl}/ y elegí un día al finalizar la compra.`,
          `Si ya pagaste, escribinos a ${facts.ordersEmail} con el comprobante y lo resolvemos.`,
          facts.shopName,
        ];
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${facts.shopName}: order ${formatOrderNumber(order.number, lang)} released (not paid in time)`
        : `${facts.shopName}: liberamos tu pedido ${formatOrderNumber(order.number, lang)} (no se pagó a tiempo)`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}
