import { describe, expect, it } from 'vitest';
import { formatStars } from './format-stars.ts';

describe('formatStars', () => {
  it('shows at most one decimal in the language number format', () => {
    expect(formatStars(4.5, 'es')).toBe('4,5');
    expect(formatStars(4.5, 'en')).toBe('4.5');
    expect(formatStars(13 / 3, 'es')).toBe('4,3');
    expect(formatStars(5, 'es')).toBe('5');
  });
});
