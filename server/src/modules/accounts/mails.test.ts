import { describe, expect, it } from 'vitest';
import { existingAccountMail, otpMail } from './mails.ts';

describe('otpMail', () => {
  it('writes the code mail in Spanish or English, text and HTML', () => {
    const es = otpMail('ana@example.com', 'email-verification', '123456', 'es', 'Panadería Keto');
    expect(es.subject).toBe('Panadería Keto: tu código es 123456');
    expect(es.text).toContain('Tu código para confirmar tu cuenta es:\n\n123456');
    expect(es.html).toContain('>123456</p>');
    const en = otpMail('ana@example.com', 'forget-password', '654321', 'en', 'Panadería Keto');
    expect(en.text).toContain('Your code to reset your password is:');
  });

  it('escapes the shop name in the HTML part', () => {
    const mail = otpMail('a@b.c', 'sign-in', '111111', 'es', 'Pan & <Keto>');
    expect(mail.html).toContain('Pan &#38; &#60;Keto&#62;');
    expect(mail.html).not.toContain('<Keto>');
  });
});

describe('existingAccountMail', () => {
  it('tells the owner their username and where to sign in or reset, with no code', () => {
    const es = existingAccountMail(
      'ana@example.com',
      'ana_keto',
      'es',
      'Panadería Keto',
      'https://shop.example',
    );
    expect(es.subject).toBe('Panadería Keto: alguien quiso crear una cuenta con tu e-mail');
    expect(es.text).toContain('Tu usuario es: ana_keto');
    expect(es.text).toContain('https://shop.example/login');
    expect(es.text).toContain('https://shop.example/forgot-password');
    const en = existingAccountMail(
      'ana@example.com',
      'ana_keto',
      'en',
      'Pan & <Keto>',
      'https://shop.example',
    );
    expect(en.text).toContain('Someone tried to create an account at Pan & <Keto>');
    expect(en.html).toContain('Pan &#38; &#60;Keto&#62;');
    expect(en.html).not.toContain('<Keto>');
  });

  it('points Google accounts to Google, with no reset link', () => {
    const mail = existingAccountMail('g@example.com', null, 'es', 'Panadería Keto', 'https://shop.example');
    expect(mail.text).toContain('Tu cuenta ingresa con Google.');
    expect(mail.text).not.toContain('forgot-password');
  });
});
