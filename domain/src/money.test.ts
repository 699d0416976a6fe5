import { describe, expect, it } from 'vitest';
import { formatArs, lineTotal, sumLines } from './money';

// Intl may separate "$" and the digits with a normal or a non-breaking space depending on ICU.
const normalise = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatArs', () => {
  it('formats Spanish as es-AR with a dollar sign and two decimals', () => {
    expect(normalise(formatArs(1234, 'es'))).toMatch(/^\$ ?1\.234,00$/);
    expect(normalise(formatArs(25000, 'es'))).toMatch(/^\$ ?25\.000,00$/);
    expect(normalise(formatArs(0, 'es'))).toMatch(/^\$ ?0,00$/);
  });

  it('formats English as en-US with "ARS", so a visitor does not read US dollars', () => {
    expect(normalise(formatArs(1234, 'en'))).toBe('ARS 1,234.00');
    expect(normalise(formatArs(4000, 'en'))).toBe('ARS 4,000.00');
    expect(normalise(formatArs(1234567, 'en'))).toBe('ARS 1,234,567.00');
    expect(formatArs(1234, 'en')).not.toContain('$');
    expect(formatArs(1234, 'es')).not.toContain('ARS');
  });

  it('shows fractions to two decimals instead of hiding them', () => {
    expect(normalise(formatArs(10.5, 'en'))).toBe('ARS 10.50');
    expect(normalise(formatArs(10.5, 'es'))).toMatch(/^\$ ?10,50$/);
  });

  it('gives the same result on repeated calls (memoised formatter)', () => {
    expect(formatArs(99, 'es')).toBe(formatArs(99, 'es'));
    expect(formatArs(99, 'en')).not.toBe(formatArs(99, 'es'));
  });
});

describe('lineTotal and sumLines', () => {
  it('multiplies whole pesos by quantity', () => {
    expect(lineTotal(4000, 3)).toBe(12000);
    expect(lineTotal(0, 5)).toBe(0);
    expect(lineTotal(2500, 0)).toBe(0);
  });

  it('sums lines exactly', () => {
    expect(sumLines([])).toBe(0);
    expect(
      sumLines([
        { unitPrice: 4000, quantity: 2 },
        { unitPrice: 1800, quantity: 1 },
        { unitPrice: 25000, quantity: 1 },
      ]),
    ).toBe(34800);
  });

  it('rejects fractional, negative, non-finite and overflowing inputs', () => {
    expect(() => lineTotal(10.5, 1)).toThrow(RangeError);
    expect(() => lineTotal(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotal(-1, 1)).toThrow(RangeError);
    expect(() => lineTotal(100, -2)).toThrow(RangeError);
    expect(() => lineTotal(Number.NaN, 1)).toThrow(RangeError);
    expect(() => lineTotal(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
    expect(() => lineTotal(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() =>
      sumLines([
        { unitPrice: 1, quantity: 1 },
        { unitPrice: 0.1, quantity: 1 },
      ]),
    ).toThrow(RangeError);
  });
});
