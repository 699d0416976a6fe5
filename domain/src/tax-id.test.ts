import { describe, expect, it } from 'vitest';
import { isValidCuit, taxIdKind, taxIdSchema } from './tax-id';

describe('the DNI or CUIT of checkout (invoices: DocTipo 96 / 80)', () => {
  it("checks the CUIT's check digit", () => {
    expect(isValidCuit('20111111112')).toBe(true);
    expect(isValidCuit('30500010912')).toBe(true);
    expect(isValidCuit('20111111111')).toBe(false);
    expect(isValidCuit('2011111111')).toBe(false);
  });

  it('keeps the digits of a DNI or CUIT as typed, blank as blank, and refuses anything else', () => {
    expect(taxIdSchema.parse(' 30.123.456 ')).toBe('30123456');
    expect(taxIdSchema.parse('20-30123456-3')).toBe('20301234563');
    expect(taxIdSchema.parse('')).toBe('');
    expect(taxIdSchema.parse(undefined)).toBeUndefined();
    for (const wrong of ['123', '20-30123456-0', 'abcdefgh', '1'.repeat(21)]) {
      expect(taxIdSchema.safeParse(wrong).error?.issues[0]?.message).toBe('validation.taxId');
    }
    expect(taxIdKind('1234567')).toBe('dni');
    expect(taxIdKind('20301234563')).toBe('cuit');
    expect(taxIdKind('123456789')).toBeUndefined();
  });
});
