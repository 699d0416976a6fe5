/**
 * Mails about payments: the shopper's payment confirmation and refund notice (in the
 * order's language), the shop's notice of every approved payment and of money to review (Spanish,
 * the shop's language). Also the "how to pay" paragraph the order mails use for each method.
 */
import { formatArs, formatOrderNumber, type Lang, type PaymentMethod } from '@shop/domain';
import type { OrderRow } from '../../db/schema.ts';
import { paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
import { paymentPageUrl } from '../../plugins/mercadopago.ts';

export interface PaymentMailFacts {
  shopName: string;
  ordersEmail: string;
  publicUrl: string;
  bankAlias: string;
  bankCbu: string;
  /** Electronic invoices are on (ARCA_*, decision 0021): the payment mail says where the invoice will be. */
  invoicing?: boolean;
}

const langOf = (order: OrderRow): Lang => (order.lang === 'en' ? 'en' : 'es');

const methodNames: Record<PaymentMethod, Record<Lang, string>> = {
  mercadopago: { es: 'Mercado Pago', en: 'Mercado Pago' },
  transferencia: { es: 'Transferencia bancaria', en: 'Bank transfer' },
  efectivo: { es: 'Efectivo al recibir o retirar', en: 'Cash on delivery or pickup' },
};

/** "Mercado Pago", "Transferencia bancaria"... in `lang`. */
export function paymentMethodName(method: PaymentMethod, lang: Lang): string {
  return methodNames[method][lang];
}

/**
 * The order mail's paragraph on paying with `method`: the alias (and CBU) for a transfer, the
 * "Pagar" link for Mercado Pago, cash otherwise. Never asks for card numbers (decision 0010).
 */
export function howToPay(
  method: PaymentMethod,
  orderId: string,
  lang: Lang,
  facts: Pick<PaymentMailFacts, 'publicUrl' | 'bankAlias' | 'bankCbu'> & {
    /** The account's holder, the holder's CUIT and the bank, each '' when not given (docs/decisions/0028). */
    bankHolder?: string;
    bankCuit?: string;
    bankName?: string;
  },
): string {
  const es = lang === 'es';
  if (method === 'mercadopago') {
    const link = paymentPageUrl(facts.publicUrl, orderId);
    return es
      ? `Forma de pago: Mercado Pago. Si todavía no pagaste, entrá a "Pagar": ${link}`
      : `Payment method: Mercado Pago. If you have not paid yet, follow "Pay": ${link}`;
  }
  if (method === 'transferencia') {
    const cbu = facts.bankCbu ? (es ? ` o al CBU ${facts.bankCbu}` : ` or the CBU ${facts.bankCbu}`) : '';
    const account = [
      facts.bankHolder && (es ? `titular ${facts.bankHolder}` : `holder ${facts.bankHolder}`),
      facts.bankCuit && `CUIT ${facts.bankCuit}`,
      facts.bankName,
    ].filter(Boolean);
    const holder = account.length ? ` (${account.join(', ')})` : '';
    return es
      ? `Forma de pago: transferencia bancaria al alias ${facts.bankAlias}${cbu}${holder}. Después subí el comprobante desde "Mis pedidos". Nunca te pedimos datos de tarjetas.`
      : `Payment method: a bank transfer to the alias ${facts.bankAlias}${cbu}${holder}. Then upload the receipt from "My orders". We never ask for card numbers.`;
  }
  return es
    ? 'Forma de pago: efectivo al recibir o retirar el pedido. Nunca te pedimos datos de tarjetas.'
    : 'Payment method: cash when you receive or pick up the order. We never ask for card numbers.';
}

/** To the shopper: we received the payment of the order. */
export function paymentConfirmedMail(order: OrderRow, facts: PaymentMailFacts): MailMessage {
  const lang = langOf(order);
  const total = formatArs(order.totalArs, lang);
  const id = formatOrderNumber(order.number, lang);
  const paragraphs =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, we received the payment of your order ${id} (${total}).`,
          'We will contact you to arrange the delivery. You can follow it in "My orders".',
          facts.shopName,
        ]
      : [
          `Hola ${order.firstname}, recibimos el pago de tu pedido ${id} (${total}).`,
          'Te contactamos para coordinar la entrega. Podés seguirlo en "Mis pedidos".',
          facts.shopName,
        ];
  if (facts.invoicing) {
    // The invoice is issued right after (a job): the link is to where it appears, and its own mail follows.
    const invoice =
      lang === 'en'
        ? `Your electronic invoice will be ready to download in "My orders" in a few minutes: ${facts.publicUrl}/orders (we will also e-mail it to you).`
        : `Tu factura electrónica va a estar para descargar en "Mis pedidos" en unos minutos: ${facts.publicUrl}/orders (también te la mandamos por correo).`;
    paragraphs.splice(paragraphs.length - 1, 0, invoice);
  }
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${facts.shopName}: payment received for order ${id}`
        : `${facts.shopName}: recibimos el pago del pedido ${id}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/** To the shopper: the payment was refunded. */
export function paymentRefundedMail(order: OrderRow, facts: PaymentMailFacts): MailMessage {
  const lang = langOf(order);
  const total = formatArs(order.totalArs, lang);
  const id = formatOrderNumber(order.number, lang);
  const paragraphs =
    lang === 'en'
      ? [
          `Hi ${order.firstname}, we refunded the payment of your order ${id} (${total}) through Mercado Pago.`,
          'Depending on how you paid, it can take a few days to show.',
          facts.shopName,
        ]
      : [
          `Hola ${order.firstname}, te devolvimos el pago de tu pedido ${id} (${total}) por Mercado Pago.`,
          'Según cómo pagaste, puede tardar unos días en verse.',
          facts.shopName,
        ];
  return {
    to: order.email,
    subject:
      lang === 'en'
        ? `${facts.shopName}: payment refunded for order ${id}`
        : `${facts.shopName}: devolvimos el pago del pedido ${id}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}

/** To the shop: a Mercado Pago payment was approved, or money arrived that needs a look (en_revision). */
export function paymentShopNotice(
  order: OrderRow,
  kind: 'pagado' | 'en_revision',
  detail: string | null,
  facts: PaymentMailFacts,
): MailMessage {
  const id = formatOrderNumber(order.number, 'es');
  const total = formatArs(order.totalArs, 'es');
  const paragraphs = [
    kind === 'pagado'
      ? `Pago aprobado por Mercado Pago: pedido ${id} de ${order.firstname} ${order.lastname}, ${total}.`
      : `Hay un pago para revisar en el pedido ${id} de ${order.firstname} ${order.lastname} (total ${total}).`,
    ...(detail ? [detail] : []),
    `Detalle: ${facts.publicUrl}/admin/orders/${order.id}`,
  ];
  return {
    to: facts.ordersEmail,
    subject: kind === 'pagado' ? `Pago aprobado: pedido ${id} (${total})` : `Pago para revisar: pedido ${id}`,
    text: paragraphs.join('\n\n'),
    html: paragraphsToHtml(paragraphs),
  };
}
