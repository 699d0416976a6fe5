import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, passwordUserInputs } from './index';

describe('checkPasswordStrength (ASVS 2.1.7)', () => {
  it('refuses the passwords the probe got accepted, as common ones', async () => {
    for (const password of ['12345678', 'password', 'qwertyuiop', 'iloveyou1', 'Passw0rd!']) {
      expect(await checkPasswordStrength(password), password).toBe('validation.passwordCommon');
    }
  });

  it('refuses guessable Spanish words, names and dates that no list holds verbatim', async () => {
    for (const password of [
      'contraseña',
      'argentina2022',
      'bocajuniors',
      'chocolate2024',
      'aaaaaaaaaa',
      'abcdefgh123',
    ]) {
      expect(await checkPasswordStrength(password), password).not.toBeNull();
    }
  });

  it('refuses a password built on the account’s username or e-mail', async () => {
    const inputs = passwordUserInputs({ username: 'lucianak', email: 'luciana.keto@example.com' });
    expect(await checkPasswordStrength('lucianak2024', inputs)).toBe('validation.passwordPersonal');
    expect(await checkPasswordStrength('luciana.keto!', inputs)).toBe('validation.passwordPersonal');
  });

  it('accepts passphrases and random passwords, long ones too', async () => {
    for (const password of [
      'clave-segura-1',
      'nueva-clave-2',
      'tostada azul del lunes',
      'h7#Kq9!vLz2m',
      'Zq8#pL3v!mW'.repeat(11).slice(0, 128),
    ]) {
      expect(await checkPasswordStrength(password, ['ana']), password).toBeNull();
    }
  });

  it('bounds the work on long crafted passwords (the server checks every sign-up)', async () => {
    await checkPasswordStrength('warm-up');
    const started = Date.now();
    expect(await checkPasswordStrength('p@$$w0rd!'.repeat(14).slice(0, 128))).not.toBeNull();
    // Generous for a busy 2-core test machine; without the bounds such passwords took up to about a second.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('keeps only useful account words (3+ characters, lower case)', () => {
    expect(passwordUserInputs({ username: 'Ana_K', email: 'Ana@Example.com' })).toEqual([
      'ana_k',
      'ana@example.com',
      'ana',
    ]);
    expect(passwordUserInputs({ username: 'al', email: undefined })).toEqual([]);
  });
});
