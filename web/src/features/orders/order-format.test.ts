import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, RECEIPT_MAX_BYTES } from '@shop/domain';
import { receiptFileProblem } from './api/upload-receipt.ts';
import { awaitsPayment, formatOrderDate, STATUS_BADGES, statusBadge } from './order-format.ts';

describe('formatOrderDate (24 h clock; Argentina time, UTC-3 all year)', () => {
  // 17:05 UTC is 14:05 in Salta.
  const iso = '2025-05-04T17:05:00.000Z';

  it('writes Spanish dates day first with a 24 h clock in Salta time', () => {
    expect(formatOrderDate(iso, 'es')).toBe('04/05/2025, 14:05');
  });

  it('writes English dates with the month spelled out and a 24 h clock in Salta time', () => {
    expect(formatOrderDate(iso, 'en')).toBe('May 4, 2025, 14:05');
  });

  it('shows the Salta date when UTC is already the next day, and midnight as 00', () => {
    expect(formatOrderDate('2025-12-31T23:30:00Z', 'es')).toBe('31/12/2025, 20:30');
    expect(formatOrderDate('2025-01-01T03:00:00Z', 'es')).toBe('01/01/2025, 00:00');
    expect(formatOrderDate('2025-01-01T03:00:00Z', 'en')).toBe('Jan 1, 2025, 00:00');
  });

  it('shows "—" for a missing or broken date', () => {
    expect(formatOrderDate(null, 'es')).toBe('—');
    expect(formatOrderDate(undefined, 'en')).toBe('—');
    expect(formatOrderDate('not a date', 'es')).toBe('—');
  });
});

describe('order status badges', () => {
  it('has a label and a distinct colour for every status', () => {
    for (const status of ORDER_STATUSES) expect(statusBadge(status)?.labelKey).toBe(`status.${status}`);
    expect(new Set(Object.values(STATUS_BADGES).map((b) => b.bg)).size).toBe(ORDER_STATUSES.length);
  });

  it('paints pendiente orange, en camino yellow, entregado green and cancelado grey', () => {
    expect(statusBadge('pendiente')?.bg).toBe('#b54708');
    expect(statusBadge('en_camino')?.bg).toBe('#fde68a');
    expect(statusBadge('entregado')?.bg).toBe('#2e7d32');
    expect(statusBadge('cancelado')?.bg).toBe('#616161');
  });

  it('knows nothing of other codes', () => {
    expect(statusBadge('Entregado')).toBeUndefined();
    expect(statusBadge('toString')).toBeUndefined();
  });
});

describe('receiptFileProblem (checked before sending)', () => {
  it('asks for a file when none is picked', () => {
    expect(receiptFileProblem(null)).toBe('missing');
    expect(receiptFileProblem(undefined)).toBe('missing');
  });

  it('refuses more than 10 MB and accepts exactly 10 MB', () => {
    expect(receiptFileProblem({ size: RECEIPT_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(receiptFileProblem({ size: RECEIPT_MAX_BYTES, type: 'image/jpeg' })).toBeNull();
  });

  it('accepts images and PDFs, and files without a declared type (the server checks the bytes)', () => {
    expect(receiptFileProblem({ size: 10, type: 'application/pdf' })).toBeNull();
    expect(receiptFileProblem({ size: 10, type: 'image/heic' })).toBeNull();
    expect(receiptFileProblem({ size: 10, type: '' })).toBeNull();
    expect(receiptFileProblem({ size: 10, type: 'application/x-msdownload' })).toBe('wrongType');
  });
});

describe('awaitsPayment', () => {
  it('offers "Cómo pagar" only while an order waits for its payment', () => {
    expect(awaitsPayment({ status: 'pendiente', paymentStatus: 'pendiente' })).toBe(true);
    expect(awaitsPayment({ status: 'en_camino', paymentStatus: 'rechazado' })).toBe(true);
    expect(awaitsPayment({ status: 'entregado', paymentStatus: 'pendiente' })).toBe(false);
    expect(awaitsPayment({ status: 'cancelado', paymentStatus: 'pendiente' })).toBe(false);
    expect(awaitsPayment({ status: 'pendiente', paymentStatus: 'pagado' })).toBe(false);
    expect(awaitsPayment({ status: 'en_camino', paymentStatus: 'reembolsado' })).toBe(false);
  });
});
