import { describe, expect, it } from 'vitest';
import {
  accessKeySchema,
  changePasswordSchema,
  clienteSchema,
  confirmAccountSchema,
  fieldsFromZodError,
  normalizeAccessKey,
  signInSchema,
  signUpSchema,
  USERNAME_MAX,
} from './index';

function fields(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldsFromZodError(result.error as never);
}

describe('signUpSchema', () => {
  it('trims and lower-cases username and e-mail', () => {
    expect(
      signUpSchema.parse({ username: ' Ana.Keto_1 ', email: ' Ana@Mail.COM ', password: '12345678' }),
    ).toEqual({
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

describe('usernames with accents', () => {
  const username = (value: string) => signUpSchema.shape.username.safeParse(value);

  it('accepts Spanish letters with accents and ñ, lower-cased and composed (NFKC)', () => {
    expect(username('Lucía_Gómez').data).toBe('lucía_gómez');
    expect(username('dueña').data).toBe('dueña');
    expect(username('MüLLER.Ñandú').data).toBe('müller.ñandú');
    // Typed with combining accents (as macOS keyboards may send it): stored composed, so it matches.
    expect(username('Luci\u0301a').data).toBe('lucía');
    // Full-width letters are the plain ones.
    expect(username('ＡＮＡ').data).toBe('ana');
  });

  it('still refuses spaces, symbols and letters of other alphabets (look-alikes)', () => {
    for (const bad of ['ana gómez', 'ana$', 'ana-keto', 'ana@x', 'аna', '😀😀😀', 'ab']) {
      expect(username(bad).success, bad).toBe(false);
    }
  });

  it('counts letters, not bytes, for the length limit', () => {
    expect(username('ñ'.repeat(USERNAME_MAX)).success).toBe(true);
    expect(username('ñ'.repeat(USERNAME_MAX + 1)).success).toBe(false);
  });

  it('composes the sign-in name the same way', () => {
    expect(signInSchema.parse({ username: 'Luci\u0301a', password: 'x' }).username).toBe('lucía');
  });
});

describe('confirmAccountSchema', () => {
  it('accepts exactly six digits, after trimming', () => {
    expect(confirmAccountSchema.parse({ username: 'ana', code: ' 012345 ' }).code).toBe('012345');
    expect(fields(confirmAccountSchema.safeParse({ username: 'ana', code: '12345' }))).toEqual({
      code: 'validation.code',
    });
    expect(fields(confirmAccountSchema.safeParse({ username: 'ana', code: '12345a' }))).toEqual({
      code: 'validation.code',
    });
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

describe('clienteSchema (the profile form)', () => {
  const valid = {
    nombre: ' Ana ',
    apellido: 'Pérez',
    email: 'ana@example.com',
    direccion: 'Caseros 1',
    telefono: '387',
  };

  it('requires the five fields, trims them, and defaults notas to blank', () => {
    expect(clienteSchema.parse(valid)).toEqual({ ...valid, nombre: 'Ana', notas: '' });
    expect(fields(clienteSchema.safeParse({ ...valid, apellido: '  ', direccion: undefined }))).toEqual({
      apellido: 'validation.required',
      direccion: 'validation.required',
    });
  });

  it('caps notas at 400 characters', () => {
    expect(fields(clienteSchema.safeParse({ ...valid, notas: 'x'.repeat(401) }))).toEqual({
      notas: 'validation.max400',
    });
  });
});

describe('access key', () => {
  it('is non-blank and compared after trim and lower case', () => {
    expect(accessKeySchema.safeParse({ key: '   ' }).success).toBe(false);
    expect(normalizeAccessKey('  KeTo ')).toBe('keto');
  });
});
