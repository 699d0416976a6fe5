import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact';
import { fieldErrorsOf } from './test-support';

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '+54 387 555 1234',
  message: 'Hola, ¿hacen tortas?',
};

const fieldErrors = (input: unknown) => fieldErrorsOf(contactMessageSchema, input);

describe('contactMessageSchema', () => {
  it('accepts and trims a valid message', () => {
    expect(contactMessageSchema.parse({ ...valid, email: ' ana@example.com ', name: ' Ana ' })).toEqual(
      valid,
    );
  });

  it('requires all four fields', () => {
    expect(fieldErrors({})).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      message: 'validation.required',
    });
    expect(fieldErrors({ name: ' ', email: ' ', phone: ' ', message: ' ' })).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      phone: 'validation.required',
      message: 'validation.required',
    });
  });

  it('checks the email format', () => {
    expect(fieldErrors({ ...valid, email: 'ana' })).toEqual({ email: 'validation.email' });
    expect(fieldErrors({ ...valid, email: 'ana@' })).toEqual({ email: 'validation.email' });
    expect(fieldErrors({ ...valid, email: 'ana@example' })).toEqual({ email: 'validation.email' });
  });

  it('allows a message of exactly 400 characters and rejects 401', () => {
    expect(fieldErrors({ ...valid, message: 'a'.repeat(400) })).toEqual({});
    expect(fieldErrors({ ...valid, message: 'a'.repeat(401) })).toEqual({ message: 'validation.max400' });
  });

  it('rejects non-string values with the required key', () => {
    expect(fieldErrors({ ...valid, phone: 3875551234 })).toEqual({ phone: 'validation.required' });
  });
});
