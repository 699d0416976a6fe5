/**
 * Texts of the account e-mails (issue 3, Mail): the one-time code for confirming an account,
 * resetting a password or signing in, in the shopper's language; plain text plus simple HTML.
 */
import { OTP_EXPIRES_MINUTES } from '@shop/domain';
import type { Lang } from '../../lib/lang.ts';
import { escapeHtml, type MailMessage } from '../../plugins/mail.ts';
import type { OtpType } from '../../plugins/auth.ts';

const purpose: Record<OtpType, Record<Lang, string>> = {
  'email-verification': { es: 'confirmar tu cuenta', en: 'confirm your account' },
  'forget-password': { es: 'restablecer tu contraseña', en: 'reset your password' },
  'sign-in': { es: 'iniciar sesión', en: 'sign in' },
  'change-email': { es: 'cambiar tu e-mail', en: 'change your e-mail' },
};

/**
 * The mail carrying a one-time code.
 * @param shopName shown in the subject and the signature (configuration, never user input).
 */
export function otpMail(to: string, type: OtpType, otp: string, lang: Lang, shopName: string): MailMessage {
  const what = purpose[type][lang];
  const subject = lang === 'en' ? `${shopName}: your code is ${otp}` : `${shopName}: tu código es ${otp}`;
  const lines =
    lang === 'en'
      ? [`Your code to ${what} is:`, otp, `It is valid for ${OTP_EXPIRES_MINUTES} minutes.`, "If you did not ask for it, ignore this e-mail: nothing changes.", shopName]
      : [`Tu código para ${what} es:`, otp, `Vale por ${OTP_EXPIRES_MINUTES} minutos.`, 'Si no lo pediste, ignorá este e-mail: no cambia nada.', shopName];
  const [intro, code, validity, ignore, signature] = lines.map(escapeHtml);
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: `<p>${intro}</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>${validity}</p><p>${ignore}</p><p>${signature}</p>`,
  };
}
