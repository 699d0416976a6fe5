/**
 * The mail to a shopper whose unpaid order expired (decision 0018), in the order's
 * language: which order was released, that its day's place and coupon were given back, and how
 * to order again. Queued through the mail outbox in the cancelling transaction.
 */
import { formatArs, formatDeliveryDate, formatOrderNumber, type Lang } from '@shop/domain';
import type { OrderRow } from '../../../db/schema.ts';
import { paragraphsToHtml, type MailMessage } from '../../../plugins/mail.ts';

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
