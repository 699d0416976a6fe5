import { describe, expect, it } from 'vitest';
import { defineErrors, isShopError, ShopError } from './error-table.ts';

const errors = defineErrors({
  gone: [404, 'No está.', 'It is gone.'],
  full: [
    409,
    ({ day }: { day: string }) => `Completo; el próximo es ${day}.`,
    ({ day }: { day: string }) => `Full; the next is ${day}.`,
  ],
});

describe('defineErrors', () => {
  it('makes a ShopError with its table status, its fields and its message in either language', () => {
    const err = errors('gone', { id: 'validation.required' });
    expect(err).toBeInstanceOf(ShopError);
    expect([err.code, err.status, err.fields]).toEqual(['gone', 404, { id: 'validation.required' }]);
    expect([err.text('es'), err.text('en'), err.message]).toEqual(['No está.', 'It is gone.', 'No está.']);
  });

  it('builds a message from the values the error carries', () => {
    const err = errors('full', undefined, { day: '2026-03-05' });
    expect([err.status, err.fields]).toEqual([409, undefined]);
    expect(err.text('en')).toBe('Full; the next is 2026-03-05.');
    expect(err.text('es')).toBe('Completo; el próximo es 2026-03-05.');
  });
});

describe('isShopError', () => {
  it('matches codes exactly or by a prefix ending in *', () => {
    const err = errors('full', undefined, { day: '2026-03-05' });
    expect(isShopError(err)).toBe(true);
    expect(isShopError(err, 'full')).toBe(true);
    expect(isShopError(err, 'fu*')).toBe(true);
    expect(isShopError(err, 'gone', 'ful')).toBe(false);
    expect(isShopError(new Error('full'), 'full')).toBe(false);
  });
});
