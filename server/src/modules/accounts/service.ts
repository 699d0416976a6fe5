/**
 * The shop's account rules (docs/accounts-api.md, decision 0006) beside better-auth: sign-up,
 * confirm with the mailed code, sign-in with username (or e-mail) and password, sign-out, password reset by
 * username, password change, the start of Google and Cognito sign-in, and the current session.
 * Every action is rate limited per client address and per account; answers do not tell whether an
 * e-mail has an account or a username a pending code, new passwords must be
 * hard to guess (6), and wrong tries from one address do not lock the account's owner out (7).
 *
 * Knows nothing of HTTP: it takes the caller's headers (better-auth reads the session cookie from
 * them), address and language, answers a value and the cookies better-auth set, and throws the
 * account errors of lib/account-errors.ts (`rate_limited` carries `retryAfterSeconds`).
 */
import {
  checkPasswordStrength,
  isEmailSignInName,
  passwordUserInputs,
  VALIDATION_KEYS,
  type changePasswordSchema,
  type confirmAccountSchema,
  type resetPasswordSchema,
  type sessionSchema,
  type SessionUser,
  type signInSchema,
  type signUpSchema,
  type usernameOnlySchema,
} from '@shop/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountError, fromAuthError } from '../../lib/account-errors.ts';
import type { Lang } from '../../lib/lang.ts';
import { toSessionUser, type Auth } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { findByUsername, findUsernameByEmail, markEmailVerified } from './store.ts';

/** Who is asking: their request headers (cookies), client address and language. */
export interface AccountCaller {
  headers: Headers;
  ip: string;
  lang: Lang;
}

/** What an action answers, and the Set-Cookie values better-auth made (the session cookie). */
export interface AccountResult<T> {
  value: T;
  cookies: string[];
}

export interface AccountServiceOptions {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  rateLimit: { perIp: number; perAccount: number; accountCeiling: number; windowSeconds: number };
  googleEnabled: boolean;
  /** The original shop's Cognito user pool is configured. */
  cognitoEnabled: boolean;
}

const ok = { ok: true } as const;
type Ok = typeof ok;
// The bodies as the routes' schemas deliver them (trimmed, usernames in lower case).
type SignUpInput = z.output<typeof signUpSchema>;
type SignInInput = z.output<typeof signInSchema>;
type ConfirmAccountInput = z.output<typeof confirmAccountSchema>;
type UsernameOnlyInput = z.output<typeof usernameOnlySchema>;
type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
type ChangePasswordInput = z.output<typeof changePasswordSchema>;
type Session = z.output<typeof sessionSchema>;

/** The account actions, bound to one better-auth instance, database and rate limiter. */
export function createAccountService(opts: AccountServiceOptions) {
  const { auth, db } = opts;

  /**
   * Counts one try of `action` for the caller's address and, when given, the account; throws
   * `rate_limited` (with retryAfterSeconds) past any limit. `guess` actions (a password or a code
   * tried against an account) count the account per address, with a much higher ceiling for the
   * account across all addresses: a stranger's wrong tries must not lock the owner out, and
   * guessing spread over many addresses still stops. Other actions mail the
   * account, so they stay limited per account whatever the address.
   */
  async function limit(
    caller: AccountCaller,
    action: string,
    account?: string,
    kind: 'guess' | 'mail' = 'mail',
  ): Promise<void> {
    const { perIp, perAccount, accountCeiling, windowSeconds } = opts.rateLimit;
    const checks = [opts.limiter.hit(`${action}:ip:${caller.ip}`, { max: perIp, windowSeconds })];
    if (account && kind === 'guess') {
      checks.push(
        opts.limiter.hit(`${action}:account-ip:${account}:${caller.ip}`, { max: perAccount, windowSeconds }),
      );
      checks.push(opts.limiter.hit(`${action}:account:${account}`, { max: accountCeiling, windowSeconds }));
    } else if (account) {
      checks.push(opts.limiter.hit(`${action}:account:${account}`, { max: perAccount, windowSeconds }));
    }
    const refused = (await Promise.all(checks)).filter((r) => !r.allowed);
    if (refused.length > 0) {
      const error = accountError('rate_limited');
      error.retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
      throw error;
    }
  }

  /** Runs a better-auth call: its answer and cookies, or its error translated. */
  async function callAuth<T>(
    caller: AccountCaller,
    run: () => Promise<{ headers: Headers; response: T }>,
  ): Promise<AccountResult<T>> {
    try {
      const { headers, response } = await run();
      return { value: response, cookies: headers.getSetCookie() };
    } catch (err) {
      throw fromAuthError(err);
    }
  }

  /** Throws 400 `weak_password` naming `field` when the new password is easy to guess. */
  async function requireStrongPassword(
    caller: AccountCaller,
    password: string,
    field: string,
    account: { username?: string; email?: string },
  ) {
    const problem = await checkPasswordStrength(password, passwordUserInputs(account));
    if (problem) throw accountError('weak_password', { [field]: problem });
  }

  const answer = <T>(value: T, cookies: string[] = []): AccountResult<T> => ({ value, cookies });

  return {
    /** The signed-in user of the caller's cookie, if any, and which providers are on (GET /api/session). */
    async session(caller: AccountCaller): Promise<Session> {
      const result = await auth.api.getSession({ headers: caller.headers });
      return {
        user: result ? toSessionUser(result.user) : null,
        googleEnabled: opts.googleEnabled,
        cognitoEnabled: opts.cognitoEnabled,
      };
    },

    /**
     * Creates an account and mails its code. A username is what people sign in with and show:
     * whoever picks a taken one hears so (409). The e-mail is private: a registered one is
     * answered like a new one, better-auth mails its owner instead and nothing is created.
     */
    async signUp(
      input: SignUpInput,
      caller: AccountCaller,
    ): Promise<AccountResult<{ username: string; email: string }>> {
      await limit(caller, 'sign-up', input.email);
      if (await findByUsername(db, input.username))
        throw accountError('username_taken', { username: VALIDATION_KEYS.usernameTaken });
      await requireStrongPassword(caller, input.password, 'password', input);
      const { cookies } = await callAuth(caller, () =>
        auth.api.signUpEmail({
          body: {
            name: input.username,
            username: input.username,
            email: input.email,
            password: input.password,
            lang: caller.lang,
          },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      return answer({ username: input.username, email: input.email }, cookies);
    },

    /** Confirms an account with its mailed code; unknown and already confirmed usernames get the same 400 as a wrong code. */
    async confirm(input: ConfirmAccountInput, caller: AccountCaller): Promise<AccountResult<Ok>> {
      await limit(caller, 'confirm', input.username, 'guess');
      const user = await findByUsername(db, input.username);
      if (!user) throw accountError('invalid_code');
      const { cookies } = await callAuth(caller, () =>
        auth.api.verifyEmailOTP({
          body: { email: user.email, otp: input.code },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      return answer(ok, cookies);
    },

    /** Mails a new confirmation code; the same answer whether or not the account exists or is confirmed. */
    async resendCode(input: UsernameOnlyInput, caller: AccountCaller): Promise<AccountResult<Ok>> {
      await limit(caller, 'send-code', input.username);
      const user = await findByUsername(db, input.username);
      if (!user || user.emailVerified) return answer(ok);
      const { cookies } = await callAuth(caller, () =>
        auth.api.sendVerificationOTP({
          body: { email: user.email, type: 'email-verification' },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      return answer(ok, cookies);
    },

    /**
     * Signs in with the username, or the account's e-mail, and the password:
     * the user, and the session cookie. Tries count against the account's username whichever name
     * was typed, so switching between the two does not double the allowed guesses.
     */
    async signIn(input: SignInInput, caller: AccountCaller): Promise<AccountResult<{ user: SessionUser }>> {
      const byEmail = isEmailSignInName(input.username);
      const account = byEmail
        ? ((await findUsernameByEmail(db, input.username)) ?? input.username)
        : input.username;
      await limit(caller, 'sign-in', account, 'guess');
      const { password } = input;
      const { value, cookies } = byEmail
        ? await callAuth(caller, () =>
            auth.api.signInEmail({
              body: { email: input.username, password },
              headers: caller.headers,
              returnHeaders: true,
            }),
          )
        : await callAuth(caller, () =>
            auth.api.signInUsername({
              body: { username: input.username, password },
              headers: caller.headers,
              returnHeaders: true,
            }),
          );
      if (!value?.user) throw accountError('invalid_credentials');
      return answer({ user: toSessionUser(value.user) }, cookies);
    },

    /** Signs out; without a session that is already the wanted state (no error). */
    async signOut(caller: AccountCaller): Promise<AccountResult<Ok>> {
      try {
        const { cookies } = await callAuth(caller, () =>
          auth.api.signOut({ headers: caller.headers, returnHeaders: true }),
        );
        return answer(ok, cookies);
      } catch {
        return answer(ok);
      }
    },

    /** Mails a password reset code; the same answer whether or not the account exists. */
    async requestPasswordReset(input: UsernameOnlyInput, caller: AccountCaller): Promise<AccountResult<Ok>> {
      await limit(caller, 'send-code', input.username);
      const user = await findByUsername(db, input.username);
      if (!user) return answer(ok);
      const { cookies } = await callAuth(caller, () =>
        auth.api.requestPasswordResetEmailOTP({
          body: { email: user.email },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      return answer(ok, cookies);
    },

    /**
     * Sets a new password with the mailed code. The password is judged before the account is
     * looked up, with the username only: an answer that depended on the stored e-mail would let a
     * stranger test guesses of it. A code sent to the mailbox proves the address, like the
     * confirmation code does.
     */
    async resetPassword(input: ResetPasswordInput, caller: AccountCaller): Promise<AccountResult<Ok>> {
      await limit(caller, 'reset', input.username, 'guess');
      await requireStrongPassword(caller, input.password, 'password', { username: input.username });
      const user = await findByUsername(db, input.username);
      if (!user) throw accountError('invalid_code');
      const { cookies } = await callAuth(caller, () =>
        auth.api.resetPasswordEmailOTP({
          body: { email: user.email, otp: input.code, password: input.password },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      if (!user.emailVerified) await markEmailVerified(db, user.id);
      return answer(ok, cookies);
    },

    /** Changes the signed-in `user`'s password and signs their other sessions out. */
    async changePassword(
      input: ChangePasswordInput,
      user: SessionUser,
      caller: AccountCaller,
    ): Promise<AccountResult<Ok>> {
      await limit(caller, 'change-password', user.id);
      await requireStrongPassword(caller, input.newPassword, 'newPassword', {
        username: user.username,
        email: user.email,
      });
      const { cookies } = await callAuth(caller, () =>
        auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      return answer(ok, cookies);
    },

    /** The provider's sign-in address; it comes back through /api/auth/callback/:provider to /callback. 404 when the provider is off. */
    async startProviderSignIn(
      provider: 'google' | 'cognito',
      caller: AccountCaller,
    ): Promise<AccountResult<{ url: string }>> {
      const disabled = provider === 'google' ? 'google_disabled' : 'cognito_disabled';
      if (!(provider === 'google' ? opts.googleEnabled : opts.cognitoEnabled)) throw accountError(disabled);
      await limit(caller, provider);
      const { value, cookies } = await callAuth(caller, () =>
        auth.api.signInSocial({
          body: {
            provider,
            callbackURL: '/callback',
            newUserCallbackURL: '/callback',
            errorCallbackURL: '/callback?error=oauth',
          },
          headers: caller.headers,
          returnHeaders: true,
        }),
      );
      if (!value.url) throw accountError(disabled);
      return answer({ url: value.url }, cookies);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
