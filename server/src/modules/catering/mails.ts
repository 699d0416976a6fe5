/**
 * Mails of a catering request (docs/decisions/0026-catering-requests.md), each in the shopper's
 * language: the receipt with the request number and the shop's notice (queued with the request),
 * the quote with its "Confirmar" link, the refusal, and the confirmation with how to pay (queued
 * with the order).
 */
import { formatArs, formatDeliveryDate, formatDeliveryWindow } from '@shop/domain';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import type { Lang } from '../../lib/lang.ts';
import type { CateringRequestRow, OrderRow } from '../../db/schema.ts';

export interface CateringMailFacts {
  shopName: string;
  /** Where the shop's copy goes (SHOP_ORDERS_EMAIL). */
  ordersEmail: string;
  publicUrl: string;
  bankAlias: string;
  /** '' when not configured. */
  bankCbu: string;
}

const mail = (to: string, subject: string, paragraphs: string[]): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphsToHtml(paragraphs),
});

const langOf = (row: CateringRequestRow): Lang => (row.lang === 'en' ? 'en' : 'es');

/** The page where the shopper sees the quote and confirms it. */
export const confirmUrl = (publicUrl: string, token: string, lang: Lang) =>
  `${publicUrl}/encargos/confirmar?token=${encodeURIComponent(token)}${lang === 'en' ? '&lang=en' : ''}`;

/** "sábado 12 de diciembre, por la tarde" or its English form. */
function when(row: CateringRequestRow, lang: Lang): string {
  return `${formatDeliveryDate(row.eventDate, lang)}, ${formatDeliveryWindow(row.window, lang)}`;
}

/** What was asked, one line each: products with quantities, guests, delivery, free text. */
function summary(row: CateringRequestRow, lang: Lang): string {
  const en = lang === 'en';
  const items = row.items.map((i) => `- ${i.quantity} × ${en ? i.titleEn : i.titleEs}`).join('\n');
  const where =
    row.delivery === 'delivery'
      ? `${en ? 'Delivery to' : 'Envío a'} ${row.address}`
      : en
        ? 'Pickup'
        : 'Retiro';
  return [
    `${en ? 'Event' : 'Evento'}: ${when(row, lang)}`,
    `${en ? 'Guests' : 'Invitados'}: ${row.guests}`,
    where,
    items ? `${en ? 'Products' : 'Productos'}:\n${items}` : '',
    row.details ? `${en ? 'Details' : 'Detalles'}: ${row.details}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The shopper's receipt: the request number and what happens next. */
export function cateringReceiptMail(row: CateringRequestRow, facts: CateringMailFacts): MailMessage {
  const lang = langOf(row);
  return lang === 'en'
    ? mail(row.email, `${facts.shopName}: catering request ${row.number} received`, [
        `Hi ${row.name}, we received your catering request.`,
        `Your request number is:\n${row.number}`,
        summary(row, lang),
        'We will write to you at this address with a quote; you confirm it from the link in that mail.',
        facts.shopName,
      ])
    : mail(row.email, `${facts.shopName}: recibimos tu encargo ${row.number}`, [
        `Hola ${row.name}, recibimos tu pedido de encargo.`,
        `Tu número de encargo es:\n${row.number}`,
        summary(row, lang),
        'Te vamos a escribir a esta dirección con un presupuesto; lo confirmás desde el enlace de ese mail.',
        facts.shopName,
      ]);
}

/** The shop's notice: every field of the request and where to answer it. */
export function cateringShopMail(row: CateringRequestRow, facts: CateringMailFacts): MailMessage {
  return mail(
    facts.ordersEmail,
    `Encargo ${row.number}: ${row.name}, ${row.eventDate}, ${row.guests} invitados`,
    [
      `${row.name} pidió un encargo.`,
      summary(row, 'es'),
      `E-mail: ${row.email}\nTeléfono: ${row.phone}`,
      `Respondé con un presupuesto en: ${facts.publicUrl}/admin/encargos`,
    ],
  );
}

/** The quote: the amount, the owner's note and the "Confirmar" link. */
export function cateringQuoteMail(
  row: CateringRequestRow,
  token: string,
  facts: CateringMailFacts,
): MailMessage {
  const lang = langOf(row);
  const amount = formatArs(row.quoteArs ?? 0, lang);
  const link = confirmUrl(facts.publicUrl, token, lang);
  return lang === 'en'
    ? mail(
        row.email,
        `${facts.shopName}: your quote for request ${row.number}`,
        [
          `Hi ${row.name}, here is our quote for your request ${row.number}.`,
          `Total: ${amount}`,
          row.note,
          summary(row, lang),
          `To confirm it, open this link (Confirm): ${link}`,
          'Once confirmed it becomes an order that you pay by bank transfer or in cash, like any order.',
          facts.shopName,
        ].filter(Boolean),
      )
    : mail(
        row.email,
        `${facts.shopName}: presupuesto de tu encargo ${row.number}`,
        [
          `Hola ${row.name}, este es nuestro presupuesto para tu encargo ${row.number}.`,
          `Total: ${amount}`,
          row.note,
          summary(row, lang),
          `Para confirmarlo, abrí este enlace (Confirmar): ${link}`,
          'Al confirmarlo se convierte en un pedido que pagás por transferencia o en efectivo, como cualquier pedido.',
          facts.shopName,
        ].filter(Boolean),
      );
}

/** The refusal, with the owner's note. */
export function cateringDeclineMail(row: CateringRequestRow, facts: CateringMailFacts): MailMessage {
  const lang = langOf(row);
  return lang === 'en'
    ? mail(
        row.email,
        `${facts.shopName}: about your request ${row.number}`,
        [
          `Hi ${row.name}, we are sorry: we cannot take your request ${row.number}.`,
          row.note,
          facts.shopName,
        ].filter(Boolean),
      )
    : mail(
        row.email,
        `${facts.shopName}: sobre tu encargo ${row.number}`,
        [
          `Hola ${row.name}, lo sentimos: no podemos tomar tu encargo ${row.number}.`,
          row.note,
          facts.shopName,
        ].filter(Boolean),
      );
}

/** The confirmation to the shopper (the order and how to pay) and the shop's notice. */
export function cateringConfirmedMails(
  row: CateringRequestRow,
  order: OrderRow,
  facts: CateringMailFacts,
): MailMessage[] {
  const lang = langOf(row);
  const en = lang === 'en';
  const orderNumber = `#${order.id.slice(0, 8)}`;
  const amount = formatArs(order.totalArs, lang);
  const bank = [facts.bankAlias && `Alias: ${facts.bankAlias}`, facts.bankCbu && `CBU: ${facts.bankCbu}`]
    .filter(Boolean)
    .join('\n');
  const pay =
    order.paymentMethod === 'efectivo'
      ? en
        ? `You pay ${amount} in cash on the day.`
        : `Pagás ${amount} en efectivo el día de la entrega.`
      : order.paymentMethod === 'mercadopago'
        ? en
          ? `Pay ${amount} with Mercado Pago from your order's page: ${facts.publicUrl}/pedidos/${order.id}/pago`
          : `Pagá ${amount} con Mercado Pago desde la página del pedido: ${facts.publicUrl}/pedidos/${order.id}/pago`
        : en
          ? `Pay ${amount} by bank transfer and upload the receipt from My orders (${facts.publicUrl}/orders).\n${bank}`
          : `Transferí ${amount} y subí el comprobante desde Mis pedidos (${facts.publicUrl}/orders).\n${bank}`;
  const shopper = en
    ? mail(row.email, `${facts.shopName}: request ${row.number} confirmed, order ${orderNumber}`, [
        `Hi ${row.name}, you confirmed your request ${row.number}. It is now order ${orderNumber}.`,
        summary(row, lang),
        pay,
        facts.shopName,
      ])
    : mail(row.email, `${facts.shopName}: encargo ${row.number} confirmado, pedido ${orderNumber}`, [
        `Hola ${row.name}, confirmaste tu encargo ${row.number}. Ahora es el pedido ${orderNumber}.`,
        summary(row, lang),
        pay,
        facts.shopName,
      ]);
  const shop = mail(
    facts.ordersEmail,
    `Encargo ${row.number} confirmado: pedido ${orderNumber} (${formatArs(order.totalArs, 'es')})`,
    [
      `${row.name} confirmó el encargo ${row.number} por ${formatArs(order.totalArs, 'es')} (${order.paymentMethod}).`,
      summary(row, 'es'),
      `Pedido: ${facts.publicUrl}/admin/orders/${order.id}`,
    ],
  );
  return [shopper, shop];
}
