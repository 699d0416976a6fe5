import { describe, expect, it } from 'vitest';
import { displayName, preferredUsername, toUsername } from './cognito-profile.ts';

describe('toUsername', () => {
  it('keeps what the shop accepts and rewrites the rest', () => {
    expect(toUsername('Ana.Keto_1')).toBe('ana.keto_1');
    expect(toUsername('José María-Pérez')).toBe('jose_maria_perez');
    expect(toUsername('ana+tienda')).toBe('ana_tienda');
    expect(toUsername('__x..')).toBe('');
    expect(toUsername('al')).toBe('');
  });

  it('cuts long names to 30 characters without a trailing separator', () => {
    const long = toUsername('una_clienta_con_un_nombre_larguisimo_de_verdad');
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long).toBe('una_clienta_con_un_nombre_larg');
    expect(toUsername(`${'a'.repeat(29)}-b`)).toBe('a'.repeat(29));
  });
});

describe('preferredUsername', () => {
  it('prefers the Cognito username, then the e-mail, then a fallback', () => {
    expect(preferredUsername({ 'cognito:username': 'Marta', email: 'm@example.com' })).toBe('marta');
    expect(
      preferredUsername({
        'cognito:username': '7c9e6679-7425-40de-944b-e07fc1f97f11',
        email: 'lu.garcia@example.com',
      }),
    ).toBe('lu.garcia');
    expect(preferredUsername({ 'cognito:username': '¿?', email: 'xy@example.com' })).toBe('cliente');
    expect(preferredUsername({})).toBe('cliente');
  });
});

describe('displayName', () => {
  it('uses name, else given and family name, else the username', () => {
    expect(displayName({ name: ' Ana Pérez ' }, 'ana')).toBe('Ana Pérez');
    expect(displayName({ given_name: 'Ana', family_name: 'Pérez' }, 'ana')).toBe('Ana Pérez');
    expect(displayName({}, 'ana')).toBe('ana');
  });
});
