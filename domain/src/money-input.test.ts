import { describe, expect, it } from 'vitest';
import { parseArsInput } from './money-input';

describe('parseArsInput (back-office amounts)', () => {
  it('reads one thousand pesos however the owner types it', () => {
    for (const text of [
      '1.000',
      '1000',
      '$ 1.000',
      '$1.000',
      ' 1.000 ',
      'ARS 1.000',
      '1,000',
      '$\u00a01.000',
      '1.000,00',
      '1000,00',
      '1,000.00',
    ]) {
      expect(parseArsInput(text), text).toBe(1000);
    }
  });

  it('reads larger amounts with their thousands separators', () => {
    expect(parseArsInput('12.500')).toBe(12500);
    expect(parseArsInput('3.500')).toBe(3500);
    expect(parseArsInput('1.250.000')).toBe(1250000);
    expect(parseArsInput('$ 25000')).toBe(25000);
    expect(parseArsInput('0')).toBe(0);
  });

  it('is null when blank', () => {
    expect(parseArsInput('')).toBeNull();
    expect(parseArsInput('  ')).toBeNull();
    expect(parseArsInput('$ ')).toBeNull();
  });

  it('refuses (NaN) what is not whole pesos or is ambiguous, rather than guessing', () => {
    for (const text of [
      '1,5',
      '1500,50',
      '1.50',
      '12.5',
      '1.0000',
      '1.000.00',
      'abc',
      '-300',
      '1 000 $x',
      '1e3',
      '$$100',
      '1.000,5',
    ]) {
      expect(parseArsInput(text), text).toBeNaN();
    }
  });
});
