import { describe, expect, it } from 'vitest';
import { parseIntId } from './int-id.ts';

describe('parseIntId', () => {
  it('takes plain digits up to PostgreSQL integer maximum', () => {
    expect(parseIntId('0')).toBe(0);
    expect(parseIntId('17')).toBe(17);
    expect(parseIntId('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const raw of [
      '2147483648',
      '9999999999',
      '99999999999',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '+1',
      '',
      'NaN',
      undefined,
      5,
    ]) {
      expect(parseIntId(raw), String(raw)).toBeUndefined();
    }
  });
});
