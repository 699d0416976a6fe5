/**
 * Mails of a withdrawal request (docs/decisions/0020-withdrawal-button.md): the shopper's receipt
 * with the request code (in the language of the form; the rule asks for the code within 24 hours,
 * it goes at once), and the shop's notice with what was sent.
 */
import { formatOrderNumber } from '@shop/domain';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import type { Lang } from '../../lib/lang.ts';
import type { WithdrawalRequestRow } from '../../db/schema.ts';

export interface WithdrawalMailFacts {
  shopName: string;
  /** Where the shop's copy goes (SHOP_ORDERS_EMAIL). */
  ordersEmail: string;
  publicUrl: string;
}

const mail = (to: string, subject: string, paragraphs: string[]): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphsToHtml(paragraphs),
});

/** "26 de noviembre de 2026, 14:05" (Argentina's time) or its English form. */
export function argentinaDateTime(at: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'es-AR', {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(at);
}

/** What the shopper typed to name the order, for the mails. */
function orderLabel(row: WithdrawalRequestRow, lang: Lang): string {
  // Digits are the short number ("N.º 1042"); anything else the start of the order's id.
  if (row.orderNumber)
    return /^\d{1,9}$/.test(row.orderNumber)
      ? formatOrderNumber(Number(row.orderNumber), lang)
      : `#${row.orderNumber}`;
  return lang === 'en' ? `placed with the phone ${row.phone}` : `hecho con el teléfono ${row.phone}`;
}

/** The shopper's receipt: the code, when it was received, and what happens next. */
export function withdrawalReceiptMail(row: WithdrawalRequestRow, facts: WithdrawalMailFacts): MailMessage {
  const lang: Lang = row.lang === 'en' ? 'en' : 'es';
  const when = argentinaDateTime(row.createdAt, lang);
  return lang === 'en'
    ? mail(row.email, `${facts.shopName}: withdrawal request ${row.code} received`, [
        `Hi ${row.name}, we received your request to withdraw from your purchase (order ${orderLabel(row, lang)}) on ${when} (Argentina time).`,
        `Your request code is:\n${row.code}`,
        'Keep it: it identifies your request. We will write to you at this address about how we go on with it.',
        facts.shopName,
      ])
    : mail(row.email, `${facts.shopName}: recibimos tu solicitud de arrepentimiento ${row.code}`, [
        `Hola ${row.name}, recibimos tu solicitud de arrepentimiento de la compra (pedido ${orderLabel(row, lang)}) el ${when} (hora de Argentina).`,
        `Tu código de solicitud es:\n${row.code}`,
        'Guardalo: identifica tu pedido de arrepentimiento. Te vamos a escribir a esta dirección para seguir con el trámite.',
        facts.shopName,
      ]);
}

/** The shop's notice: every field of the request and whether it matched an order. */
export function withdrawalShopMail(row: WithdrawalRequestRow, facts: WithdrawalMailFacts): MailMessage {
  const matched = row.orderId
    ? `Pedido encontrado: ${facts.publicUrl}/admin/orders/${row.orderId}`
    : 'No coincide con ningún pedido: buscalo a mano con los datos de abajo.';
  return mail(facts.ordersEmail, `Solicitud de arrepentimiento ${row.code} (${orderLabel(row, 'es')})`, [
    `${row.name} pidió arrepentirse de una compra el ${argentinaDateTime(row.createdAt, 'es')}.`,
    matched,
    `Código: ${row.code}\nNúmero de pedido: ${row.orderNumber || '(no indicado)'}\nE-mail: ${row.email}\nTeléfono: ${row.phone || '(no indicado)'}\nMotivo: ${row.reason || '(no indicado)'}`,
    `Respondé en la cola de arrepentimientos: ${facts.publicUrl}/admin/withdrawals`,
  ]);
}
