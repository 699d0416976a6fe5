import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, apiErrorSchema, fieldsFromZodError } from './errors';

describe('apiErrorSchema', () => {
  it('accepts error bodies with and without fields', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'not_found', message: 'No existe' } }).success).toBe(
      true,
    );
    expect(
      apiErrorSchema.safeParse({
        error: { code: 'invalid_input', message: 'Datos inválidos', fields: { email: 'validation.email' } },
      }).success,
    ).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(apiErrorSchema.safeParse({ message: 'boom' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: 'boom' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 1, message: 'x' } }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ error: { code: 'x', message: 'y', fields: { a: 1 } } }).success).toBe(
      false,
    );
  });
});

describe('apiError', () => {
  it('builds a body that matches the schema and omits empty fields', () => {
    expect(apiError('not_found', 'No existe')).toEqual({
      error: { code: 'not_found', message: 'No existe' },
    });
    expect(apiError('invalid_input', 'x', {})).toEqual({ error: { code: 'invalid_input', message: 'x' } });
    const body = apiError('invalid_input', 'x', { email: 'validation.email' });
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });
});

describe('fieldsFromZodError', () => {
  it('joins paths with dots and keeps the first message per path', () => {
    const schema = z.object({
      items: z.array(z.object({ quantity: z.number().int({ error: 'int' }).min(1, { error: 'min' }) })),
      email: z.string({ error: 'validation.required' }),
    });
    const result = schema.safeParse({ items: [{ quantity: 1 }, { quantity: 0.5 }] });
    expect(fieldsFromZodError(result.error!)).toEqual({
      'items.1.quantity': 'int',
      email: 'validation.required',
    });
  });

  it('uses "" for an error at the root', () => {
    expect(fieldsFromZodError(z.string({ error: 'bad' }).safeParse(1).error!)).toEqual({ '': 'bad' });
  });
});
