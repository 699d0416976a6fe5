import { describe, expect, it } from 'vitest';
import { fieldsFromZodError } from './errors';
import { emailAddress, EMAIL_MAX, isEmailAddress, isoInstant } from './validation';

const schema = emailAddress();
const problem = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldsFromZodError(result.error)[''];
};

describe('emailAddress', () => {
  it('accepts one plain address, trimmed and lower-cased', () => {
    expect(schema.parse(' Ana.Perez+pedidos@Mail.Example.COM ')).toBe('ana.perez+pedidos@mail.example.com');
    expect(schema.parse("o'brien@example.com.ar")).toBe("o'brien@example.com.ar");
  });

  it('refuses lists, display names, line breaks and NUL bytes', () => {
    for (const value of [
      'v1@x.com, v2@y.net',
      'v1@x.com; v2@y.net',
      'v1@x.com v2@y.net',
      '"S" <v3@z.org>',
      'S <v3@z.org>',
      '<v3@z.org>',
      'ana@example.com\r\nBcc: otro@example.com',
      'ana@example.com\nx',
      'ana@exa\u0000mple.com',
      'ana@example.com\u0000',
    ]) {
      expect(problem(value), value).toBe('validation.email');
    }
  });

  it('refuses malformed addresses', () => {
    for (const value of [
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana..b@example.com',
      'ana@@example.com',
    ]) {
      expect(problem(value), value).toBe('validation.email');
    }
  });

  it('says required when blank and too long past 254 characters or a 64-character local part', () => {
    expect(problem('   ')).toBe('validation.required');
    expect(problem(undefined)).toBe('validation.required');
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    expect(problem(`${'a'.repeat(EMAIL_MAX - domain.length)}@${domain}`)).toBe('validation.tooLong');
    expect(problem(`${'a'.repeat(65)}@example.com`)).toBe('validation.email');
    expect(problem(`${'a'.repeat(64)}@example.com`)).toBeUndefined();
  });
});

describe('isEmailAddress', () => {
  it('is true only for one plain address as it stands', () => {
    expect(isEmailAddress('ana@example.com')).toBe(true);
    expect(isEmailAddress(' ana@example.com')).toBe(false);
    expect(isEmailAddress('a@x.com, b@y.net')).toBe(false);
    expect(isEmailAddress('"S" <v3@z.org>')).toBe(false);
    expect(isEmailAddress('a@x.com\r\nBcc: b@y.net')).toBe(false);
    expect(isEmailAddress(['a@x.com'])).toBe(false);
    expect(isEmailAddress(undefined)).toBe(false);
  });
});

describe('isoInstant', () => {
  const schema = isoInstant();
  it('takes date-times with an offset from 1970 to the end of 9999 UTC', () => {
    for (const v of ['2030-06-01T23:59:00-03:00', '1970-01-01T00:00:00Z', '9999-12-31T20:59:59-03:00'])
      expect(schema.safeParse(v).success, v).toBe(true);
  });
  it('refuses the ones JS and PostgreSQL disagree on, and malformed ones', () => {
    for (const v of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-03:00',
      '1969-12-31T23:59:59Z',
      '2024-02-30T00:00:00Z',
      '2030-06-01',
    ]) {
      expect(schema.safeParse(v).success, v).toBe(false);
    }
  });
});
