import { z } from 'zod';
import { NOTES_MAX } from './checkout';
import { EMAIL_MAX, emailAddress, requiredText, VALIDATION_KEYS } from './validation';

/*
 * Account payloads. The server validates every body with these schemas before better-auth sees it;
 * the web forms use the same ones. Messages are i18n keys.
 */

/**
 * Usernames: 3 to 30 letters, digits, dots or underscores; stored and compared in lower case and
 * in Unicode NFKC form. Letters are those of the Latin alphabet, accents and ñ included ("lucía",
 * "dueña"); other alphabets stay out, since their look-alikes ("а" Cyrillic
 * for "a") would let one name pass for another.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Password length bounds (NIST 800-63B: at least 8, allow long passphrases). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Digits of the e-mailed one-time code. */
export const OTP_LENGTH = 6;
/** Minutes a mailed code stays valid. */
export const OTP_EXPIRES_MINUTES = 10;

// Latin-script characters after NFKC are letters (combining accents are composed into them, and
// full-width letters, ligatures and Roman numerals become plain ones).
const USERNAME_PATTERN = new RegExp(`^[\\p{Script=Latin}0-9_.]{${USERNAME_MIN},${USERNAME_MAX}}$`, 'u');

/**
 * A username as stored: trimmed, NFKC (one form for "í" however it was typed) and lower case.
 * Used on every username the shop receives, sign-in included, so the same name always matches.
 */
export function normalizeUsername(raw: string): string {
  return raw.trim().normalize('NFKC').toLowerCase();
}

/** True when `name`, already normalised (normalizeUsername), is a username the shop accepts. */
export function isValidUsername(name: string): boolean {
  return USERNAME_PATTERN.test(name);
}

// The same steps as normalizeUsername, as zod checks (so the OpenAPI document still shows a string).
const username = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .normalize('NFKC')
  .toLowerCase()
  .min(1, { error: VALIDATION_KEYS.required })
  .regex(USERNAME_PATTERN, { error: VALIDATION_KEYS.username });

const password = z
  .string({ error: VALIDATION_KEYS.required })
  .min(1, { error: VALIDATION_KEYS.required })
  .min(PASSWORD_MIN, { error: VALIDATION_KEYS.passwordLength })
  .max(PASSWORD_MAX, { error: VALIDATION_KEYS.passwordLength });

const email = emailAddress();

const code = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .min(1, { error: VALIDATION_KEYS.required })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: VALIDATION_KEYS.code });

/** /signup: username, password, e-mail. */
export const signUpSchema = z.object({ username, password, email });
export type SignUpInput = z.input<typeof signUpSchema>;

/** True when a sign-in name is an e-mail address (it has an "@", which no username has). */
export function isEmailSignInName(name: string): boolean {
  return name.includes('@');
}

/**
 * /login: the username or the account's e-mail, and the password. Only
 * presence and length are checked, so old accounts keep signing in; a name over USERNAME_MAX
 * characters must be an e-mail (up to EMAIL_MAX).
 */
export const signInSchema = z.object({
  username: z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(EMAIL_MAX, { error: VALIDATION_KEYS.tooLong })
    .refine((name) => isEmailSignInName(name) || name.length <= USERNAME_MAX, {
      error: VALIDATION_KEYS.username,
    }),
  password: z
    .string({ error: VALIDATION_KEYS.required })
    .min(1, { error: VALIDATION_KEYS.required })
    .max(PASSWORD_MAX, { error: VALIDATION_KEYS.passwordLength }),
});
export type SignInInput = z.input<typeof signInSchema>;

/** /confirm-account: the username carried from sign-up and the mailed code. */
export const confirmAccountSchema = z.object({ username, code });
export type ConfirmAccountInput = z.input<typeof confirmAccountSchema>;

/** Asks for a new code (confirmation re-send, or /forgot-password step 1). */
export const usernameOnlySchema = z.object({ username });
export type UsernameOnlyInput = z.input<typeof usernameOnlySchema>;

/** /forgot-password step 2: the code and the new password. */
export const resetPasswordSchema = z.object({ username, code, password });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** /account password change: current, new, and its confirmation (must match). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION_KEYS.required })
      .min(1, { error: VALIDATION_KEYS.required })
      .max(PASSWORD_MAX, { error: VALIDATION_KEYS.passwordLength }),
    newPassword: password,
    confirmPassword: z
      .string({ error: VALIDATION_KEYS.required })
      .min(1, { error: VALIDATION_KEYS.required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: VALIDATION_KEYS.passwordsDiffer,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * The customer profile, cliente: nombre, apellido, email, direccion, telefono required and
 * non-blank after trimming; notas optional. Output values are trimmed.
 */
export const clienteSchema = z.object({
  nombre: requiredText(),
  apellido: requiredText(),
  email,
  direccion: requiredText(),
  telefono: requiredText(40),
  notas: z.string().trim().max(NOTES_MAX, { error: VALIDATION_KEYS.max400 }).optional().default(''),
});
export type ClienteInput = z.input<typeof clienteSchema>;
export type ClienteData = z.output<typeof clienteSchema>;

/** The customer as GET/POST /api/cliente return it: the profile plus id and username. */
export interface Cliente extends ClienteData {
  id: string;
  username: string;
}

/** /access: the key as typed; the server trims and lower-cases it. */
export const accessKeySchema = z.object({
  key: z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(200, { error: VALIDATION_KEYS.tooLong }),
});
export type AccessKeyInput = z.input<typeof accessKeySchema>;

/** Normalises an access key for comparison: trimmed and lower-cased (/access). */
export function normalizeAccessKey(key: string): string {
  return key.trim().toLowerCase();
}

/**
 * The signed-in user as the web app sees it (GET /api/session). `username` is the account's
 * username, or for Google accounts the e-mail.
 */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  name: string;
  isFromGoogle: boolean;
  /** Shop administrator: sees "Administración" and may call /api/admin/*. */
  isAdmin: boolean;
}
