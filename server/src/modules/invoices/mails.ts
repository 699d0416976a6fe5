/**
 * The shopper's invoice mail (docs/decisions/0021-electronic-invoices.md): sent when ARCA
 * authorised the invoice (or credit note), and again when the owner resends it; it links to the
 * PDF's download on My orders (a tax document is not sent as an attachment that anyone forwarded
 * could keep: the link needs the shopper's session).
 */
import { formatOrderNumber } from '@shop/domain';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import type { Lang } from '../../lib/lang.ts';
import { documentLabel, documentName } from '../../plugins/arca-rules.ts';
import type { InvoiceWithCustomer } from './store.ts';

export interface InvoiceMailFacts {
  shopName: string;
  publicUrl: string;
}

/** The mail telling the shopper their invoice (or credit note) is ready, with the links to it. */
export function invoiceReadyMail(invoice: InvoiceWithCustomer, facts: InvoiceMailFacts): MailMessage {
  const lang: Lang = invoice.lang === 'en' ? 'en' : 'es';
  const label = `${documentName(invoice.cbteTipo)} ${documentLabel(invoice.cbteTipo, invoice.pointOfSale, invoice.number ?? 0)}`;
  const pdf = `${facts.publicUrl}/api/invoices/${invoice.id}/pdf`;
  const orders = `${facts.publicUrl}/orders`;
  const order = formatOrderNumber(invoice.orderNumber, lang);
  const paragraphs =
    lang === 'en'
      ? [
          `Your ${invoice.kind === 'factura' ? 'invoice' : 'credit note'} for order ${order} is ready: ${label}.`,
          `Download the PDF (signed in): ${pdf}`,
          `It is also under My orders: ${orders}`,
          facts.shopName,
        ]
      : [
          `Ya está tu ${invoice.kind === 'factura' ? 'factura' : 'nota de crédito'} del pedido ${order}: ${label}.`,
          `Descargá el PDF (con tu sesión iniciada): ${pdf}`,
          `También está en Mis pedidos: ${orders}`,
          facts.shopName,
        ];
  const subject =
    lang === 'en'
      ? `${facts.shopName}: your ${invoice.kind === 'factura' ? 'invoice' : 'credit note'} ${label}`
      : `${facts.shopName}: tu ${invoice.kind === 'factura' ? 'factura' : 'nota de crédito'} ${label}`;
  return { to: invoice.email, subject, text: paragraphs.join('\n\n'), html: paragraphsToHtml(paragraphs) };
}
