import { describe, expect, it } from 'vitest';
import {
  accessKeySchema,
  changePasswordSchema,
  clienteSchema,
  confirmAccountSchema,
  fieldsFromZodError,
  normalizeAccessKey,
  signUpSchema,
} from './index';

function fields(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldsFromZodError(result.error as never);
}

describe('signUpSchema', () => {
  it('trims and lower-cases username and e-mail', () => {
    expect(signUpSchema.parse({ username: ' Ana.Keto_1 ', email: ' Ana@Mail.COM ', password: '12345678' })).toEqual({
      username: 'ana.keto_1',
      email: 'ana@mail.com',
      password: '12345678',
    });
  });

  it('names each bad field with an i18n key', () => {
    expect(fields(signUpSchema.safeParse({ username: 'a b', email: 'x@', password: '1234567' }))).toEqual({
      username: 'validation.username',
      email: 'validation.email',
      password: 'validation.passwordLength',
    });
    expect(fields(signUpSchema.safeParse({ username: '  ', email: '', password: '' }))).toEqual({
      username: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
    });
  });
});

describe('confirmAccountSchema', () => {
  it('accepts exactly six digits, after trimming', () => {
    expect(confirmAccountSchema.parse({ username: 'ana', code: ' 012345 ' }).code).toBe('012345');
    expect(fields(confirmAccountSchema.safeParse({ username: 'ana', code: '12345' }))).toEqual({ code: 'validation.code' });
    expect(fields(confirmAccountSchema.safeParse({ username: 'ana', code: '12345a' }))).toEqual({ code: 'validation.code' });
  });
});

describe('changePasswordSchema', () => {
  it('requires the confirmation to match the new password', () => {
    const base = { currentPassword: 'old-password', newPassword: 'new-password-1' };
    expect(changePasswordSchema.safeParse({ ...base, confirmPassword: 'new-password-1' }).success).toBe(true);
    expect(fields(changePasswordSchema.safeParse({ ...base, confirmPassword: 'new-password-2' }))).toEqual({
      confirmPassword: 'validation.passwordsDiffer',
    });
  });
});

describe('clienteSchema (SPEC.md section 5, profile form)', () => {
  const valid = { nombre: ' Ana ', apellido: 'Pérez', email: 'ana@example.com', direccion: 'Caseros 1', telefono: '387' };

  it('requires the five fields, trims them, and defaults notas to blank', () => {
    expect(clienteSchema.parse(valid)).toEqual({ ...valid, nombre: 'Ana', notas: '' });
    expect(fields(clienteSchema.safeParse({ ...valid, apellido: '  ', direccion: undefined }))).toEqual({
      apellido: 'validation.required',
      direccion: 'validation.required',
    });
  });

  it('caps notas at 400 characters', () => {
    expect(fields(clienteSchema.safeParse({ ...valid, notas: 'x'.repeat(401) }))).toEqual({ notas: 'validation.max400' });
  });
});

describe('access key (SPEC.md section 5)', () => {
  it('is non-blank and compared after trim and lower case', () => {
    expect(accessKeySchema.safeParse({ key: '   ' }).success).toBe(false);
    expect(normalizeAccessKey('  KeTo ')).toBe('keto');
  });
});
