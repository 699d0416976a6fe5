import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { VALIDATION_KEYS } from './validation';

/*
 * Password strength (OWASP ASVS 2.1.7): besides the length rule of the
 * schemas, a new password must not be a common or breached one, nor easy to guess from dictionary
 * words, keyboard rows, dates, repeats or the account's own username and e-mail. zxcvbn-ts
 * estimates it offline with its common-password list (language-common) and Spanish dictionaries.
 * The dictionaries are large (about 600 kB compressed), so they are imported on first use: the
 * server pays once, the browser only on the forms that set a password.
 */

/**
 * Least zxcvbn score accepted (0..4). 3 means about 10^8 guesses or more: out of reach of online
 * guessing and slow for an offline attack on the stored hashes (zxcvbn's own advice).
 */
export const PASSWORD_MIN_SCORE = 3;

/** Why a password is refused, as the i18n key both sides show. */
export type PasswordProblem =
  | typeof VALIDATION_KEYS.passwordCommon
  | typeof VALIDATION_KEYS.passwordPersonal
  | typeof VALIDATION_KEYS.passwordWeak;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loads zxcvbn-ts and its dictionaries once; a failed load is retried on the next call. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(
    ([core, common, es]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...es.dictionary },
        graphs: common.adjacencyGraphs,
        // Bounds the work per check (tens of ms, like the password hash): the server runs it on
        // every sign-up, so a long crafted password must not hold the process. 64 characters that
        // are not guessable make a strong password whatever follows. Levenshtein matching is left
        // off: it costs about ten times more and the l33t matcher already finds "Passw0rd!".
        maxLength: 64,
        l33tMaxSubstitutions: 16,
      }),
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/** Starts loading the dictionaries (e.g. when a password field gets focus); never rejects. */
export function preloadPasswordEstimator(): void {
  loadEstimator().catch(() => {});
}

/** The words of an account a password must not lean on: username, e-mail and its local part. */
export function passwordUserInputs(account: { username?: string; email?: string }): string[] {
  const inputs = [account.username, account.email, account.email?.split('@')[0]];
  return inputs.map((v) => v?.trim().toLowerCase()).filter((v): v is string => Boolean(v && v.length >= 3));
}

function isFrom(match: MatchExtended, dictionary: string): boolean {
  return match.pattern === 'dictionary' && match.dictionaryName === dictionary;
}

/**
 * Checks a new password (sign-up, reset, change). Returns null when it is strong enough, else the
 * reason: listed among common/breached passwords, built on the account's own name or e-mail, or
 * otherwise easy to guess. Length is the schemas' job (PASSWORD_MIN, PASSWORD_MAX).
 * @param userInputs from passwordUserInputs(): words of this account that make a password weak.
 * @throws only when the dictionaries cannot be loaded.
 */
export async function checkPasswordStrength(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordProblem | null> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  if (result.sequence.some((m) => isFrom(m, 'userInputs'))) return VALIDATION_KEYS.passwordPersonal;
  if (result.sequence.some((m) => isFrom(m, 'passwords-common'))) return VALIDATION_KEYS.passwordCommon;
  return VALIDATION_KEYS.passwordWeak;
}
