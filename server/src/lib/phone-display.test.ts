import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from './phone-display.ts';

describe('phoneForDisplay', () => {
  it('groups an Argentine mobile number as people write it', () => {
    expect(phoneForDisplay('5493870000000')).toBe('+54 9 387 000 0000');
    expect(phoneForDisplay('5491122334455')).toBe('+54 9 11 2233 4455');
  });

  it('shows a number it cannot parse with its + only', () => {
    expect(phoneForDisplay('12')).toBe('+12');
  });
});
