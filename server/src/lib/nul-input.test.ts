import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-input.ts';

describe('containsNul', () => {
  it('finds U+0000 in strings, values and keys at any depth', () => {
    expect(containsNul('a\u0000')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });

  it('passes everything else', () => {
    expect(containsNul(undefined)).toBe(false);
    expect(containsNul(null)).toBe(false);
    expect(containsNul({ a: 'ñandú \\u0000 literal', b: [1, true, null], c: { d: 'ok' } })).toBe(false);
    expect(containsNul(Buffer.from([0, 0]))).toBe(false);
  });
});
