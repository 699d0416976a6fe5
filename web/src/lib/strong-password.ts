/**
 * Adds the shared password-strength rule (domain/src/password-strength.ts) to a
 * form schema, so the sign-up, reset and password-change forms say why a password is refused
 * before the server does. The dictionaries load on first use (or on focus with
 * preloadPasswordEstimator), in their own chunks: they never weigh on the first page load.
 */
import { checkPasswordStrength, PASSWORD_MAX, PASSWORD_MIN, passwordUserInputs } from '@shop/domain';
import type { z } from 'zod';

/**
 * `schema` plus an async check of the password at `field`; `account` gives the username and e-mail
 * it must not lean on. The issue's message is the i18n key of the reason ('validation.passwordCommon'...).
 * Passwords of the wrong length are left to the schema's own message.
 */
export function withStrongPassword<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  account: (values: z.output<S>) => { username?: string; email?: string },
) {
  return schema.superRefine(async (values, ctx) => {
    const password = values[field];
    if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      return;
    // Without the dictionaries (offline, a failed chunk) the server still checks: let the form through.
    const problem = await checkPasswordStrength(password, passwordUserInputs(account(values))).catch(
      () => null,
    );
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  });
}
