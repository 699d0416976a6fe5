/**
 * The mail telling the shop a payment receipt arrived (E-mails: "On a receipt upload:
 * one to the shop"). It goes to SHOP_ORDERS_EMAIL and is written in Spanish, the shop's language.
 */
import { formatOrderNumber } from '@shop/domain';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';

export interface ReceiptMailInput {
  /** SHOP_ORDERS_EMAIL. */
  to: string;
  /** Configuration's shop name, used as the signature. */
  shopName: string;
  /** The order's short number (orders.number), shown as formatOrderNumber. */
  orderNumber: number;
  /** The customer's name as given on the order (first and last name). */
  customerName: string;
  /** The customer's account e-mail, so the shop can answer. */
  customerEmail: string;
  /** Type detected from the file's bytes, e.g. `application/pdf`. */
  contentType: string;
  sizeBytes: number;
  /** Where the file is kept in the storage (plugins/storage.ts). */
  storageKey: string;
}

/** Plain text plus simple HTML; every value from the shopper is escaped in the HTML part. */
export function receiptReceivedMail(input: ReceiptMailInput): MailMessage {
  const shortId = formatOrderNumber(input.orderNumber, 'es');
  const sizeKb = Math.max(1, Math.round(input.sizeBytes / 1024));
  const lines = [
    `Llegó un comprobante de pago para el pedido ${shortId}.`,
    `Cliente: ${input.customerName} (${input.customerEmail})`,
    `Archivo: ${input.contentType}, ${sizeKb} KB, guardado como ${input.storageKey}`,
    'Revisá el pago y actualizá el estado del pedido.',
    input.shopName,
  ];
  return {
    to: input.to,
    subject: `Comprobante recibido para el pedido ${shortId}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
