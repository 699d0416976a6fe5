import { describe, expect, it } from 'vitest';
import { otpMail } from './account-mails.ts';

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
