/**
 * How an order's payment status looks, to shoppers and in the back office: one colour
 * per status. Tinted backgrounds tell the payment pill apart from the solid delivery-status pill
 * (order-format.ts) standing next to it.
 */
import { isPaymentStatus, type PaymentStatus } from '@shop/domain';

export interface PaymentBadgeStyle {
  /** i18n key of the label (namespaces "orders", "payment" and "admin" all have `paymentStatus.*`). */
  labelKey: `paymentStatus.${PaymentStatus}`;
  /** Background and text colours (contrast at least 4.5:1). */
  bg: string;
  fg: string;
}

/** pendiente amber, pagado green, rechazado red, reembolsado indigo, en revisión purple. */
export const PAYMENT_BADGES: Record<PaymentStatus, PaymentBadgeStyle> = {
  pendiente: { labelKey: 'paymentStatus.pendiente', bg: '#fef3c7', fg: '#7a3e00' },
  pagado: { labelKey: 'paymentStatus.pagado', bg: '#d1fae5', fg: '#065f46' },
  rechazado: { labelKey: 'paymentStatus.rechazado', bg: '#fee2e2', fg: '#991b1b' },
  reembolsado: { labelKey: 'paymentStatus.reembolsado', bg: '#e0e7ff', fg: '#3730a3' },
  en_revision: { labelKey: 'paymentStatus.en_revision', bg: '#ede9fe', fg: '#5b21b6' },
};

/** The badge of `status`, or undefined for a code this version does not know (a grey pill with the code). */
export function paymentBadge(status: string): PaymentBadgeStyle | undefined {
  return isPaymentStatus(status) ? PAYMENT_BADGES[status] : undefined;
}
