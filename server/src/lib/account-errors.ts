/**
 * The account errors a shopper can meet, as ShopErrors with Spanish and English messages
 * (the original shop's wording where it had one). Also maps better-auth's error codes onto them.
 */
import { VALIDATION_KEYS } from '@shop/domain';
import { defineErrors } from './error-table.ts';

const errors = {
  username_taken: [
    409,
    'Ese nombre de usuario ya está en uso. Elegí otro.',
    'That username is already taken. Choose another one.',
  ],
  // One answer for a wrong, expired or used-up code: telling them apart would tell a stranger which
  // usernames have a code pending.
  invalid_code: [
    400,
    'El código no es correcto o ya no vale. Revisalo o pedí uno nuevo.',
    'The code is not right or no longer valid. Check it or ask for a new one.',
  ],
  weak_password: [
    400,
    'Elegí una contraseña más difícil de adivinar.',
    'Choose a password that is harder to guess.',
  ],
  invalid_credentials: [401, 'Usuario o contraseña incorrectos.', 'Wrong username or password.'],
  email_not_verified: [
    403,
    'Tu cuenta todavía no está confirmada. Te enviamos un código nuevo a tu e-mail.',
    'Your account is not confirmed yet. We sent a new code to your e-mail.',
  ],
  unauthenticated: [401, 'Tenés que iniciar sesión.', 'You need to sign in.'],
  wrong_password: [400, 'La contraseña actual no es correcta.', 'The current password is not right.'],
  // Accounts made through Cognito or Google have no password until they reset one.
  no_password: [
    400,
    'Tu cuenta todavía no tiene contraseña en esta tienda. Para crear una, usá «¿Olvidaste tu contraseña?» con tu usuario.',
    'Your account has no password in this shop yet. To create one, use "Forgot your password?" with your username.',
  ],
  google_disabled: [404, 'El ingreso con Google no está disponible.', 'Google sign-in is not available.'],
  cognito_disabled: [
    404,
    'El ingreso con tu cuenta anterior no está disponible.',
    'Signing in with your previous account is not available.',
  ],
  // The provider is configured but its discovery document could not be read (it is retried on each try).
  provider_unavailable: [
    503,
    'No pudimos comunicarnos con el servicio de ingreso. Probá de nuevo en unos minutos o ingresá con tu usuario y contraseña.',
    'We could not reach the sign-in service. Try again in a few minutes or sign in with your username and password.',
  ],
  rate_limited: [
    429,
    'Demasiados intentos. Esperá unos minutos y volvé a probar.',
    'Too many tries. Wait a few minutes and try again.',
  ],
  wrong_key: [401, 'Clave incorrecta', 'Wrong key'],
  access_required: [
    401,
    'Ingresá la clave de acceso para usar la tienda.',
    'Enter the access key to use the shop.',
  ],
  admin_only: [403, 'Solo para administradores de la tienda.', 'For shop administrators only.'],
  forbidden_origin: [403, 'Origen no permitido.', 'Origin not allowed.'],
} as const satisfies Record<string, readonly [number, string, string]>;

export type AccountErrorCode = keyof typeof errors;

/** The ShopError for `code`; `fields` names the form fields concerned. */
export const accountError = defineErrors(errors);

/** better-auth error codes (APIError body.code) and ours. */
const fromAuthCode: Record<string, AccountErrorCode> = {
  USERNAME_IS_ALREADY_TAKEN: 'username_taken',
  USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER: 'username_taken',
  INVALID_OTP: 'invalid_code',
  OTP_EXPIRED: 'invalid_code',
  TOO_MANY_ATTEMPTS: 'invalid_code',
  INVALID_USERNAME_OR_PASSWORD: 'invalid_credentials',
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  INVALID_PASSWORD: 'wrong_password',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'no_password',
  PROVIDER_NOT_FOUND: 'provider_unavailable',
};

/**
 * Turns an error thrown by `auth.api.*` into the shop's ShopError. Errors that are not a known
 * better-auth code are returned unchanged (the error handler answers 500 and logs them).
 */
export function fromAuthError(err: unknown): unknown {
  const code = (err as { body?: { code?: unknown } } | null)?.body?.code;
  if (typeof code === 'string' && code in fromAuthCode) {
    const mapped = fromAuthCode[code];
    return accountError(
      mapped,
      mapped === 'wrong_password' ? { currentPassword: VALIDATION_KEYS.wrongPassword } : undefined,
    );
  }
  return err;
}
