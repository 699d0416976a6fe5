import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './order-number';

describe('formatOrderNumber', () => {
  it('reads "N.º 1042" in Spanish and "No. 1042" in English, never split', () => {
    expect(formatOrderNumber(1042, 'es')).toBe('N.º\u00a01042');
    expect(formatOrderNumber(1042, 'en')).toBe('No.\u00a01042');
  });
});
