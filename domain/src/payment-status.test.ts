import { describe, expect, it } from 'vitest';
import { derivePaymentStatus, type OrderForPayment, type SeenPayment } from './payment-status';

const order: OrderForPayment = {
  paymentMethod: 'mercadopago',
  paymentStatus: 'pendiente',
  totalArs: 4000,
  cancelled: false,
};
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
const p = (id: string, status: string, minutes: number, amount = 4000): SeenPayment => ({
  id,
  status,
  amount,
  dateLastUpdated: at(minutes),
});

describe('derivePaymentStatus', () => {
  it('keeps the status when no payment was seen (e.g. marked paid by the owner)', () => {
    expect(
      derivePaymentStatus({ ...order, paymentMethod: 'transferencia', paymentStatus: 'pagado' }, []).status,
    ).toBe('pagado');
  });

  it('an approved payment of the total makes it pagado whatever came before or after it', () => {
    expect(derivePaymentStatus(order, [p('1', 'rejected', 1), p('2', 'approved', 2)]).status).toBe('pagado');
    expect(derivePaymentStatus(order, [p('2', 'approved', 2), p('1', 'rejected', 5)]).status).toBe('pagado');
  });

  it('the latest unapproved attempt decides between rechazado and pendiente', () => {
    expect(derivePaymentStatus(order, [p('1', 'rejected', 1)]).status).toBe('rechazado');
    expect(derivePaymentStatus(order, [p('1', 'rejected', 1), p('2', 'in_process', 2)]).status).toBe(
      'pendiente',
    );
    expect(derivePaymentStatus(order, [p('2', 'pending', 1), p('1', 'rejected', 2)]).status).toBe(
      'rechazado',
    );
    expect(derivePaymentStatus(order, [p('1', 'cancelled', 1)]).status).toBe('pendiente');
  });

  it('never goes back from pagado, en_revision or reembolsado to pendiente or rechazado', () => {
    for (const settled of ['pagado', 'en_revision', 'reembolsado'] as const) {
      expect(derivePaymentStatus({ ...order, paymentStatus: settled }, [p('1', 'pending', 1)]).status).toBe(
        settled,
      );
      expect(derivePaymentStatus({ ...order, paymentStatus: settled }, [p('1', 'rejected', 1)]).status).toBe(
        settled,
      );
    }
  });

  it('sends money that does not match the order to review, never to pagado', () => {
    expect(derivePaymentStatus(order, [p('1', 'approved', 1, 3999.5)])).toMatchObject({
      status: 'en_revision',
    });
    expect(derivePaymentStatus({ ...order, cancelled: true }, [p('1', 'approved', 1)]).status).toBe(
      'en_revision',
    );
    expect(derivePaymentStatus({ ...order, paymentMethod: 'efectivo' }, [p('1', 'approved', 1)]).status).toBe(
      'en_revision',
    );
    expect(derivePaymentStatus(order, [p('1', 'approved', 1), p('2', 'approved', 2)]).status).toBe(
      'en_revision',
    );
    expect(
      derivePaymentStatus({ ...order, paymentStatus: 'pagado' }, [p('1', 'charged_back', 3)]).status,
    ).toBe('en_revision');
  });

  it('a refunded payment makes it reembolsado unless another one is approved', () => {
    expect(derivePaymentStatus({ ...order, paymentStatus: 'pagado' }, [p('1', 'refunded', 3)]).status).toBe(
      'reembolsado',
    );
    expect(derivePaymentStatus(order, [p('1', 'refunded', 3), p('2', 'approved', 4)]).status).toBe('pagado');
  });
});
