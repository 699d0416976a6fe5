import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import {
  acceptsReceipt,
  canPayOnline,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type OrderPaymentFacts,
} from './payment';

/** Every combination of delivery status, method and payment status. */
const everyOrder: OrderPaymentFacts[] = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_METHODS.flatMap((paymentMethod) =>
    PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentMethod, paymentStatus })),
  ),
);
const key = (o: OrderPaymentFacts) => `${o.status}/${o.paymentMethod}/${o.paymentStatus}`;

describe('canPayOnline (the server refuses a checkout otherwise; the pages offer "Pagar" only then)', () => {
  it('is true only for a Mercado Pago order unpaid or rejected and not cancelled', () => {
    expect(everyOrder.filter(canPayOnline).map(key)).toEqual(
      ORDER_STATUSES.filter((s) => s !== 'cancelado').flatMap((s) => [
        `${s}/mercadopago/pendiente`,
        `${s}/mercadopago/rechazado`,
      ]),
    );
  });
});

describe('acceptsReceipt (only while pendiente)', () => {
  it('is true only for a pendiente order that is neither paid nor refunded, whatever the method', () => {
    const accepted = everyOrder.filter(acceptsReceipt);
    expect(new Set(accepted.map((o) => o.status))).toEqual(new Set(['pendiente']));
    expect(new Set(accepted.map((o) => o.paymentStatus))).toEqual(
      new Set(['pendiente', 'rechazado', 'en_revision']),
    );
    expect(new Set(accepted.map((o) => o.paymentMethod))).toEqual(new Set(PAYMENT_METHODS));
  });
});
