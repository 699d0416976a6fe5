import type { Lang } from './constants';
import type { CheckoutCustomer } from './checkout';
import type { ContactMessage } from './contact';
import { formatDeliveryDate, formatDeliveryWindow, type DeliveryKind, type DeliveryWindow } from './delivery';
import { formatArs, lineTotal } from './money';
import { orderTotals } from './order-totals';
import type { PaymentMethod } from './payment';

const ORDER_TEXT = {
  es: {
    greeting: '¡Hola! Quisiera hacer el siguiente pedido:',
    each: 'c/u',
    total: 'Total',
    shipping: '(envío no incluido)',
    details: 'Mis datos:',
    name: 'Nombre',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Email',
    taxId: 'DNI o CUIT',
    notes: 'Notas',
    none: 'Ninguna',
    payment: 'Forma de pago',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    delivery: 'Envío',
    pickup: 'Retiro en',
    free: 'sin cargo',
    deliveryDay: 'Día de entrega',
    pickupDay: 'Día de retiro',
    reference: 'Pedido',
  },
  en: {
    greeting: "Hi! I'd like to place the following order:",
    each: 'each',
    total: 'Total',
    shipping: '(shipping not included)',
    details: 'My details:',
    name: 'Name',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    taxId: 'DNI or CUIT',
    notes: 'Notes',
    none: 'None',
    payment: 'Payment method',
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    pickup: 'Pickup at',
    free: 'free',
    deliveryDay: 'Delivery day',
    pickupDay: 'Pickup day',
    reference: 'Order',
  },
} as const satisfies Record<Lang, Record<string, string>>;

// The labels checkout shows, so the shop reads what the shopper picked.
const PAYMENT_TEXT = {
  es: {
    mercadopago: 'Mercado Pago',
    transferencia: 'Transferencia bancaria',
    efectivo: 'Efectivo al recibir o retirar',
    alias: 'alias',
    cbu: 'CBU',
  },
  en: {
    mercadopago: 'Mercado Pago',
    transferencia: 'Bank transfer',
    efectivo: 'Cash on delivery or pickup',
    alias: 'alias',
    cbu: 'CBU',
  },
} as const satisfies Record<Lang, Record<PaymentMethod | 'alias' | 'cbu', string>>;

const CONTACT_TEXT = {
  es: {
    greeting: '¡Hola! Les escribo desde la web.',
    name: 'Nombre',
    email: 'Email',
    phone: 'Teléfono',
    message: 'Mensaje',
  },
  en: {
    greeting: "Hi! I'm writing from the website.",
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  },
} as const satisfies Record<Lang, Record<string, string>>;

// A line break typed into a one-line field would let a customer forge lines of the order text.
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** One product of an order message; `unitPrice` in ARS whole pesos. */
export interface OrderMessageLine {
  title: string;
  quantity: number;
  unitPrice: number;
}

/** The payment choice of an order message; `bankAlias`/`bankCbu` are the shop's ('' when not configured). */
export interface OrderMessagePayment {
  method: PaymentMethod;
  bankAlias?: string;
  bankCbu?: string;
}

/**
 * The delivery or pickup of an order message: the zone's or point's name, its price as
 * checkout computed it (after the "free from" rule; the web order's server recomputes it), the
 * pickup point's address, the day (YYYY-MM-DD, Argentina) and window.
 */
export interface OrderMessageDelivery {
  kind: DeliveryKind;
  name: string;
  price: number;
  address?: string | null;
  date: string;
  window: DeliveryWindow;
}

/**
 * The delivery lines of an order text, shared by the WhatsApp message and the order
 * mails: "Envío (Capital): $ 1.500,00" or "Retiro en Local (Caseros 1): sin cargo", then
 * "Día de entrega: miércoles 31 de diciembre, mañana (9 a 13 h)".
 */
export function deliveryTextLines(delivery: OrderMessageDelivery, lang: Lang): [string, string] {
  const [first, day] = deliveryTextParts(delivery, lang);
  return [`${first.label}: ${first.value}`, `${day.label}: ${day.value}`];
}

/**
 * The same two lines as label and value, for a page that lays them out in columns:
 * { "Envío (Capital)", "$ 1.500,00" } and { "Día de entrega", "miércoles 31 de diciembre, mañana (9 a 13 h)" }.
 */
export function deliveryTextParts(
  delivery: OrderMessageDelivery,
  lang: Lang,
): [{ label: string; value: string }, { label: string; value: string }] {
  const t = ORDER_TEXT[lang];
  const price = delivery.price > 0 ? formatArs(delivery.price, lang) : t.free;
  const place =
    delivery.kind === 'pickup' && delivery.address?.trim()
      ? `${oneLine(delivery.name)} (${oneLine(delivery.address)})`
      : oneLine(delivery.name);
  const label = delivery.kind === 'pickup' ? `${t.pickup} ${place}` : `${t.delivery} (${place})`;
  const day = `${formatDeliveryDate(delivery.date, lang)}, ${formatDeliveryWindow(delivery.window, lang)}`;
  return [
    { label, value: price },
    { label: delivery.kind === 'pickup' ? t.pickupDay : t.deliveryDay, value: day },
  ];
}

const AMOUNT_TEXT = {
  es: { noDelivery: '(sin envío)' },
  en: { noDelivery: '(delivery not included)' },
} as const satisfies Record<Lang, Record<string, string>>;

/** One line of an order's amounts: what it is, its label and its value, in the reader's language. */
export interface OrderAmountLine {
  kind: 'subtotal' | 'discount' | 'delivery' | 'total' | 'day';
  label: string;
  value: string;
}

/**
 * An order's amounts as the shopper is shown them everywhere after placing it (the order mails,
 * /orders' figures, the payment page): the subtotal, the discount naming its coupon when there is
 * one, the delivery or pickup line with its stored price, the total to pay, and the booked day and
 * window. An order from before delivery choices keeps "Total: … (sin envío)" (with the subtotal and
 * discount only when there is a discount). Money with `formatArs`.
 */
export function orderAmountLines(
  order: {
    subtotal: number;
    discount: number;
    coupon?: string | null;
    total: number;
    delivery: OrderMessageDelivery | null;
  },
  lang: Lang,
): OrderAmountLine[] {
  const t = ORDER_TEXT[lang];
  const discount: OrderAmountLine[] =
    order.discount > 0
      ? [
          {
            kind: 'discount',
            label: `${t.discount}${order.coupon ? ` (${order.coupon})` : ''}`,
            value: `-${formatArs(order.discount, lang)}`,
          },
        ]
      : [];
  const subtotal: OrderAmountLine = {
    kind: 'subtotal',
    label: t.subtotal,
    value: formatArs(order.subtotal, lang),
  };
  if (!order.delivery) {
    return [
      ...(discount.length > 0 ? [subtotal, ...discount] : []),
      {
        kind: 'total',
        label: t.total,
        value: `${formatArs(order.total, lang)} ${AMOUNT_TEXT[lang].noDelivery}`,
      },
    ];
  }
  const [delivery, day] = deliveryTextParts(order.delivery, lang);
  return [
    subtotal,
    ...discount,
    { kind: 'delivery', ...delivery },
    { kind: 'total', label: t.total, value: formatArs(order.total, lang) },
    { kind: 'day', ...day },
  ];
}

/**
 * The "Forma de pago: …" value: the method's checkout label and, for a bank transfer,
 * the shop's alias and CBU in brackets when configured ("Transferencia bancaria (alias X, CBU Y)").
 */
export function paymentMethodText(payment: OrderMessagePayment, lang: Lang): string {
  const t = PAYMENT_TEXT[lang];
  if (payment.method !== 'transferencia') return t[payment.method];
  const account = [
    payment.bankAlias?.trim() ? `${t.alias} ${oneLine(payment.bankAlias)}` : '',
    payment.bankCbu?.trim() ? `${t.cbu} ${oneLine(payment.bankCbu)}` : '',
  ].filter(Boolean);
  return account.length > 0 ? `${t.transferencia} (${account.join(', ')})` : t.transferencia;
}

/** A coupon the server accepted for the cart: its code and the ARS it takes off. */
export interface OrderMessageDiscount {
  code: string;
  amount: number;
}

/**
 * The prefilled WhatsApp text of an anonymous order: a greeting; one line per product with
 * quantity, unit price and line total; with a delivery choice the subtotal, the discount when there
 * is one, the delivery line, the total to pay and the day; without one the total (shipping
 * excluded); when chosen, the payment method (see `paymentMethodText`); the customer's name,
 * address, phone and email; the DNI or CUIT when given (for the invoice); then the notes, or
 * "Ninguna"/"None" if blank. With a `reference` a "Pedido: W-4F7K" line follows the greeting. With
 * a `discount` the subtotal and a "Descuento (CODE): -$ X" line come before the total, which is the
 * subtotal less the discount. Money is formatted with `formatArs` for `lang`.
 * @throws RangeError if a price or quantity is not a non-negative whole number (see `lineTotal`).
 */
export function buildOrderMessage(order: {
  lines: readonly OrderMessageLine[];
  customer: CheckoutCustomer;
  lang: Lang;
  payment?: OrderMessagePayment | null;
  delivery?: OrderMessageDelivery | null;
  discount?: OrderMessageDiscount | null;
  /** The shop's record of this order ("W-4F7K", see whatsapp-order.ts); the line is left out without one. */
  reference?: string | null;
}): string {
  const { lines, customer, lang, payment, delivery } = order;
  const t = ORDER_TEXT[lang];
  const money = (amount: number): string => formatArs(amount, lang);
  const notes = customer.notas?.trim() ? customer.notas.trim() : t.none;
  const totals = orderTotals({
    lines,
    coupon: order.discount ? { code: order.discount.code, discount: order.discount.amount } : null,
    delivery: delivery ? delivery.price : null,
  });
  const discountLines =
    order.discount && totals.discount > 0
      ? [`${t.discount} (${oneLine(order.discount.code)}): -${money(totals.discount)}`]
      : [];
  const amountLines = delivery
    ? [
        `${t.subtotal}: ${money(totals.subtotal)}`,
        ...discountLines,
        deliveryTextLines(delivery, lang)[0],
        `${t.total}: ${money(totals.total)}`,
        deliveryTextLines(delivery, lang)[1],
      ]
    : [
        ...(discountLines.length > 0 ? [`${t.subtotal}: ${money(totals.subtotal)}`, ...discountLines] : []),
        `${t.total}: ${money(totals.afterDiscount)} ${t.shipping}`,
      ];
  return [
    t.greeting,
    // Right under the greeting: the owner finds the recorded order by it.
    ...(order.reference ? [`${t.reference}: ${oneLine(order.reference)}`] : []),
    '',
    ...lines.map(
      (line) =>
        `- ${line.quantity} x ${oneLine(line.title)}: ${money(line.unitPrice)} ${t.each} = ${money(lineTotal(line.unitPrice, line.quantity))}`,
    ),
    '',
    ...amountLines,
    ...(payment ? [`${t.payment}: ${paymentMethodText(payment, lang)}`] : []),
    '',
    t.details,
    `${t.name}: ${oneLine(`${customer.nombre} ${customer.apellido}`)}`,
    // A pickup order may have no address: the line is left out rather than blank.
    ...(customer.direccion.trim() ? [`${t.address}: ${oneLine(customer.direccion)}`] : []),
    `${t.phone}: ${oneLine(customer.telefono)}`,
    `${t.email}: ${oneLine(customer.email)}`,
    ...(customer.taxId ? [`${t.taxId}: ${oneLine(customer.taxId)}`] : []),
    `${t.notes}: ${notes}`,
  ].join('\n');
}

/**
 * The prefilled WhatsApp text of the contact form (/contact): a greeting and the four values, one
 * per line; the message keeps its own line breaks.
 */
export function buildContactMessage(contact: ContactMessage, lang: Lang): string {
  const t = CONTACT_TEXT[lang];
  return [
    t.greeting,
    `${t.name}: ${oneLine(contact.name)}`,
    `${t.email}: ${oneLine(contact.email)}`,
    `${t.phone}: ${oneLine(contact.phone)}`,
    `${t.message}: ${contact.message.trim()}`,
  ].join('\n');
}
