import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  formatPayBefore,
  holdsDayPlace,
  isPastPaymentDeadline,
  paymentDueAt,
  paymentDeadlinesSchema,
  receiptAwaitsCheck,
  shopIsoTime,
  type OrderForExpiry,
} from './unpaid-order';

const placed = new Date('2026-11-28T15:00:00Z');
const due = new Date('2026-11-29T15:00:00Z');
const before = new Date(due.getTime() - 1);
const unpaid: OrderForExpiry = {
  status: 'pendiente',
  paymentStatus: 'pendiente',
  paymentDueAt: due,
  hasReceipt: false,
};

describe('paymentDueAt', () => {
  const deadlines = { transferMinutes: 1440, mercadoPagoMinutes: 120 };
  it("adds the method's minutes to the time the order was placed; cash has none", () => {
    expect(paymentDueAt('transferencia', placed, deadlines)).toEqual(due);
    expect(paymentDueAt('mercadopago', placed, deadlines)).toEqual(new Date('2026-11-28T17:00:00Z'));
    expect(paymentDueAt('efectivo', placed, deadlines)).toBeNull();
  });
});

describe('holdsDayPlace (the capacity rule)', () => {
  it('an unpaid order holds its place until its due time, not from it on', () => {
    expect(holdsDayPlace(unpaid, before)).toBe(true);
    expect(holdsDayPlace(unpaid, due)).toBe(false);
    expect(isPastPaymentDeadline(unpaid, due)).toBe(true);
    expect(isPastPaymentDeadline(unpaid, before)).toBe(false);
  });

  it('a rejected Mercado Pago attempt is still unpaid', () => {
    expect(holdsDayPlace({ ...unpaid, paymentStatus: 'rechazado' }, due)).toBe(false);
  });

  it('paid, in review and refunded orders, orders with a receipt, cash and older orders (no due time) keep their place', () => {
    for (const paymentStatus of ['pagado', 'en_revision', 'reembolsado'] as const) {
      expect(holdsDayPlace({ ...unpaid, paymentStatus }, due), paymentStatus).toBe(true);
    }
    expect(holdsDayPlace({ ...unpaid, hasReceipt: true }, due)).toBe(true);
    expect(holdsDayPlace({ ...unpaid, paymentDueAt: null }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });

  it('a cancelled order never holds a place and never expires', () => {
    expect(holdsDayPlace({ ...unpaid, status: 'cancelado' }, before)).toBe(false);
    expect(isPastPaymentDeadline({ ...unpaid, status: 'cancelado' }, due)).toBe(false);
    expect(awaitsPayment({ ...unpaid, status: 'cancelado' })).toBe(false);
  });

  it('awaitsPayment: an unpaid order with a due time and no receipt', () => {
    expect(awaitsPayment(unpaid)).toBe(true);
    expect(awaitsPayment({ ...unpaid, hasReceipt: true })).toBe(false);
    expect(awaitsPayment({ ...unpaid, paymentStatus: 'pagado' })).toBe(false);
    expect(awaitsPayment({ ...unpaid, paymentDueAt: null })).toBe(false);
  });
});

describe('paymentDeadlinesSchema', () => {
  it('takes whole minutes from 15 to 14 days', () => {
    expect(paymentDeadlinesSchema.safeParse({ transferMinutes: 15, mercadoPagoMinutes: 20160 }).success).toBe(
      true,
    );
    for (const bad of [
      { transferMinutes: 14, mercadoPagoMinutes: 60 },
      { transferMinutes: 60, mercadoPagoMinutes: 20161 },
      { transferMinutes: 60.5, mercadoPagoMinutes: 60 },
      { transferMinutes: 60 },
      { transferMinutes: 60, mercadoPagoMinutes: 60, extra: 1 },
    ]) {
      expect(paymentDeadlinesSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('formatPayBefore and shopIsoTime (Argentina, -03:00)', () => {
  it('reads the due time in Argentina: 02:30 UTC is 23:30 of the day before', () => {
    const at = new Date('2026-12-01T02:30:00Z');
    expect(formatPayBefore(at, 'es')).toEqual({ day: 'lunes 30 de noviembre', time: '23:30' });
    expect(formatPayBefore(at, 'en')).toEqual({ day: 'Monday, November 30', time: '11:30 PM' });
    expect(shopIsoTime(at)).toBe('2026-11-30T23:30:00.000-03:00');
  });

  it('writes the hour after midnight as 00 in Spanish and 12 AM in English, never 24', () => {
    const at = new Date('2026-12-06T03:16:00Z');
    expect(formatPayBefore(at, 'es')).toEqual({ day: 'domingo 6 de diciembre', time: '00:16' });
    expect(formatPayBefore(at, 'en')).toEqual({ day: 'Sunday, December 6', time: '12:16 AM' });
  });
});

describe('receiptAwaitsCheck (the order desk)', () => {
  it('is true for an unpaid, not cancelled order with a receipt, and false once paid, cancelled or without one', () => {
    expect(receiptAwaitsCheck({ status: 'pendiente', paymentStatus: 'pendiente', hasReceipt: true })).toBe(
      true,
    );
    expect(receiptAwaitsCheck({ status: 'pendiente', paymentStatus: 'rechazado', hasReceipt: true })).toBe(
      true,
    );
    expect(receiptAwaitsCheck({ status: 'pendiente', paymentStatus: 'pendiente', hasReceipt: false })).toBe(
      false,
    );
    expect(receiptAwaitsCheck({ status: 'pendiente', paymentStatus: 'pagado', hasReceipt: true })).toBe(
      false,
    );
    expect(receiptAwaitsCheck({ status: 'cancelado', paymentStatus: 'pendiente', hasReceipt: true })).toBe(
      false,
    );
  });
});
