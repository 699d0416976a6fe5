import { z } from 'zod';
import { VALIDATION_KEYS } from './validation';

/*
 * Payments (docs/decisions/0010-payments.md): how an order is paid and whether it is, kept
 * apart from its delivery status (order-status.ts). The shop never sees a card number: Mercado
 * Pago's own checkout (Checkout Pro) takes it. Codes are Spanish like the delivery status codes;
 * the screens show translated labels.
 */

/**
 * Payment methods a shopper can choose at checkout: Mercado Pago (only when the server has an
 * access token), bank transfer to the shop's alias (with a receipt upload), cash on delivery or pickup.
 */
export const PAYMENT_METHODS = ['mercadopago', 'transferencia', 'efectivo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Zod schema accepting exactly one of PAYMENT_METHODS; error key 'validation.paymentMethod'. */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: VALIDATION_KEYS.paymentMethod });

/** True when `value` is one of PAYMENT_METHODS; for data read from the database or an API answer. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * Payment status of an order:
 * - pendiente: nothing paid yet (a new order; a Mercado Pago payment in process or abandoned);
 * - pagado: paid in full (an approved Mercado Pago payment of the order's total, or marked paid by the owner);
 * - rechazado: the last Mercado Pago attempt was rejected; the shopper may try again;
 * - reembolsado: the payment was refunded (from the back office, through Mercado Pago);
 * - en_revision: money arrived that does not match the order (another amount, a cancelled order):
 *   the owner must look; never counted as paid.
 */
export const PAYMENT_STATUSES = ['pendiente', 'pagado', 'rechazado', 'reembolsado', 'en_revision'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Zod schema accepting exactly one of PAYMENT_STATUSES. */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** True when `value` is one of PAYMENT_STATUSES. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** What the payment rules read of an order (a stored order, a Pedido, a back-office row). */
export interface OrderPaymentFacts {
  /** The delivery status (pendiente, en_camino, entregado, cancelado...). */
  status: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/**
 * Whether the shopper may (re)try paying `order` online: a Mercado Pago order not paid yet (or
 * whose payment was rejected) and not cancelled. The server refuses a checkout otherwise; the
 * pages offer "Pagar" only then.
 */
export function canPayOnline(order: OrderPaymentFacts): boolean {
  return (
    order.paymentMethod === 'mercadopago' &&
    (order.paymentStatus === 'pendiente' || order.paymentStatus === 'rechazado') &&
    order.status !== 'cancelado'
  );
}

/**
 * Whether a payment receipt (comprobante) may be uploaded for `order`: while it is pendiente
 * and not paid or refunded yet, whatever the method (a cash order may send a
 * transfer's receipt too). The server refuses an upload otherwise; the pages offer it only then.
 */
export function acceptsReceipt(order: Pick<OrderPaymentFacts, 'status' | 'paymentStatus'>): boolean {
  return (
    order.status === 'pendiente' && order.paymentStatus !== 'pagado' && order.paymentStatus !== 'reembolsado'
  );
}

/** Who or what changed an order's payment status (the history the back office shows). */
export const PAYMENT_EVENT_SOURCES = ['webhook', 'reconcile', 'return', 'admin'] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/** One change of an order's payment status. `at` is ISO 8601 UTC; `by` the admin's username or the notification's id. */
export interface PaymentEvent {
  at: string;
  source: PaymentEventSource;
  from: PaymentStatus | null;
  to: PaymentStatus;
  by: string | null;
  /** e.g. the Mercado Pago payment id and its status, or why the order went to review. */
  detail: string | null;
}
