/**
 * Texts of the account e-mails: the one-time code for confirming an account,
 * resetting a password or signing in, and the notice that someone signed up with an address that
 * already has an account; in the shopper's language, plain text plus simple HTML.
 */
import { OTP_EXPIRES_MINUTES } from '@shop/domain';
import type { Lang } from '../../lib/lang.ts';
import { escapeHtml, paragraphsToHtml, type MailMessage } from '../../plugins/mail.ts';
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
      ? [
          `Your code to ${what} is:`,
          otp,
          `It is valid for ${OTP_EXPIRES_MINUTES} minutes.`,
          'If you did not ask for it, ignore this e-mail: nothing changes.',
          shopName,
        ]
      : [
          `Tu código para ${what} es:`,
          otp,
          `Vale por ${OTP_EXPIRES_MINUTES} minutos.`,
          'Si no lo pediste, ignorá este e-mail: no cambia nada.',
          shopName,
        ];
  const [intro, code, validity, ignore, signature] = lines.map(escapeHtml);
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: `<p>${intro}</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>${validity}</p><p>${ignore}</p><p>${signature}</p>`,
  };
}

/**
 * The mail to an address's owner when someone signs up with it again (the
 * sign-up answers as if the address were new, so only its owner learns it has an account).
 * @param username the existing account's username; null for accounts that sign in with Google.
 * @param publicUrl the shop's origin, for the sign-in and reset links (configuration).
 */
export function existingAccountMail(
  to: string,
  username: string | null,
  lang: Lang,
  shopName: string,
  publicUrl: string,
): MailMessage {
  const login = `${publicUrl}/login`;
  const reset = `${publicUrl}/forgot-password`;
  const lines =
    lang === 'en'
      ? [
          `Someone tried to create an account at ${shopName} with this e-mail address. It already has an account, so no other was created.`,
          username ? `Your username is: ${username}` : 'Your account signs in with Google.',
          `If it was you, sign in at ${login}${username ? `, or set a new password at ${reset} if you forgot it` : ''}.`,
          'If it was not you, there is nothing to do: your account stays as it was.',
          shopName,
        ]
      : [
          `Alguien quiso crear una cuenta en ${shopName} con este e-mail. Ya tiene una cuenta, así que no se creó otra.`,
          username ? `Tu usuario es: ${username}` : 'Tu cuenta ingresa con Google.',
          `Si fuiste vos, iniciá sesión en ${login}${username ? `, o elegí una contraseña nueva en ${reset} si no la recordás` : ''}.`,
          'Si no fuiste vos, no tenés que hacer nada: tu cuenta sigue igual.',
          shopName,
        ];
  return {
    to,
    subject:
      lang === 'en'
        ? `${shopName}: someone tried to create an account with your e-mail`
        : `${shopName}: alguien quiso crear una cuenta con tu e-mail`,
    text: lines.join('\n\n'),
    html: paragraphsToHtml(lines),
  };
}
