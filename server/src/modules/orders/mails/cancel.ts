/**
 * Mails of a shopper's own cancellation (decision 0027): to the shopper, in the order's language,
 * what was given back; to the shop, in Spanish, which order and whether money has to go back.
 */
import { formatArs, formatDeliveryDate, formatOrderNumber, type Lang } from '@shop/domain';
import type { OrderRow } from '../../../db/schema.ts';
import { paragraphsToHtml, type MailMessage } from '../../../plugins/mail.ts';

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
