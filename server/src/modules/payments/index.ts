/**
 * The payments module's public face: the payment service's type, its errors and how a payment
 * method is named and explained in mails. Anything not exported here is the module's own (the
 * import rule in eslint.config.js enforces it).
 */
export { paymentError } from './payment-errors.ts';
export { howToPay, paymentMethodName } from './payment-mails.ts';
export type { PaymentService } from './payment-service.ts';
