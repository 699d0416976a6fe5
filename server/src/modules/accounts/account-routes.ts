/**
 * The shop's account endpoints (docs/accounts-api.md, issue 3): sign-up, confirm with the mailed
 * code, sign-in with username and password, sign-out, password reset by username, password change,
 * the start of Google and Cognito ("tu cuenta anterior", issue 11) sign-in, and GET /api/session. Each body is validated with the shared zod schema,
 * rate limited per client address and per account, then handed to better-auth; errors come back
 * in the contract's shape, translated. Issue 11: answers do not tell whether an e-mail has an
 * account or a username a pending code (finding 5), new passwords must be hard to guess (6), and
 * wrong tries from one address do not lock the account's owner out (7).
 */
import {
  changePasswordSchema,
  checkPasswordStrength,
  passwordUserInputs,
  confirmAccountSchema,
  resetPasswordSchema,
  sessionSchema,
  sessionUserSchema,
  signInSchema,
  signUpSchema,
  usernameOnlySchema,
  VALIDATION_KEYS,
  type SessionUser,
} from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountError, fromAuthError } from '../../lib/account-errors.ts';
import { errorResponses, okSchema, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { authHeaders, getSessionUser, type Auth } from '../../plugins/auth.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { findByUsername, markEmailVerified } from './account-store.ts';

export interface AccountRoutesOptions {
  auth: Auth;
  db: Db;
  limiter: RateLimiter;
  rateLimit: { perIp: number; perAccount: number; accountCeiling: number; windowSeconds: number };
  googleEnabled: boolean;
  /** The original shop's Cognito user pool is configured (issue 11). */
  cognitoEnabled: boolean;
}

const ok = { ok: true } as const;

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  const { auth, db } = opts;

  /**
   * Counts one try of `action` for the client address and, when given, the account; 429 past any limit.
   * `guess` actions (a password or a code tried against an account) count the account per client
   * address, with a much higher ceiling for the account across all addresses: a stranger's wrong
   * tries must not lock the owner out, and guessing spread over many addresses still stops
   * (issue 11, finding 7; policy in docs/accounts-api.md). Other actions mail the account, so they
   * stay limited per account whatever the address.
   */
  async function limit(request: FastifyRequest, reply: FastifyReply, action: string, account?: string, kind: 'guess' | 'mail' = 'mail') {
    const { perIp, perAccount, accountCeiling, windowSeconds } = opts.rateLimit;
    const checks = [opts.limiter.hit(`${action}:ip:${request.ip}`, { max: perIp, windowSeconds })];
    if (account && kind === 'guess') {
      checks.push(opts.limiter.hit(`${action}:account-ip:${account}:${request.ip}`, { max: perAccount, windowSeconds }));
      checks.push(opts.limiter.hit(`${action}:account:${account}`, { max: accountCeiling, windowSeconds }));
    } else if (account) {
      checks.push(opts.limiter.hit(`${action}:account:${account}`, { max: perAccount, windowSeconds }));
    }
    const results = await Promise.all(checks);
    const refused = results.filter((r) => !r.allowed);
    if (refused.length > 0) {
      reply.header('retry-after', String(Math.max(...refused.map((r) => r.retryAfterSeconds))));
      throw accountError('rate_limited', requestLang(request));
    }
  }

  /** Runs a better-auth call, passes its cookies on, and translates its errors. */
  async function callAuth<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<{ headers: Headers; response: T }>): Promise<T> {
    try {
      const { headers, response } = await run();
      for (const cookie of headers.getSetCookie()) reply.header('set-cookie', cookie);
      return response;
    } catch (err) {
      throw fromAuthError(err, requestLang(request));
    }
  }

  /** 400 `weak_password` naming `field` when the new password is easy to guess (issue 11, finding 6). */
  async function requireStrongPassword(request: FastifyRequest, password: string, field: string, account: { username?: string; email?: string }) {
    const problem = await checkPasswordStrength(password, passwordUserInputs(account));
    if (problem) throw accountError('weak_password', requestLang(request), { [field]: problem });
  }

  app.get('/api/session', { schema: { tags: ['accounts'], summary: 'The signed-in user, if any', response: { 200: sessionSchema, ...errorResponses() } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: await getSessionUser(auth, request), googleEnabled: opts.googleEnabled, cognitoEnabled: opts.cognitoEnabled };
  });

  app.post('/api/account/sign-up', { schema: { tags: ['accounts'], summary: 'Create an account; a code is mailed to confirm it', body: signUpSchema, response: { 201: z.object({ username: z.string(), email: z.string() }), ...errorResponses(400, 409, 429) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    await limit(request, reply, 'sign-up', body.email);
    // A username is what people sign in with and show: whoever picks one must hear it is taken.
    // The e-mail is private: a registered one is answered like a new one, better-auth mails its
    // owner instead (auth.ts, onExistingUserSignUp) and nothing is created.
    if (await findByUsername(db, body.username)) throw accountError('username_taken', lang, { username: VALIDATION_KEYS.usernameTaken });
    await requireStrongPassword(request, body.password, 'password', body);
    await callAuth(request, reply, () =>
      auth.api.signUpEmail({
        body: { name: body.username, username: body.username, email: body.email, password: body.password, lang },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    return reply.status(201).send({ username: body.username, email: body.email });
  });

  app.post('/api/account/confirm', { schema: { tags: ['accounts'], summary: 'Confirm an account with the mailed code', body: confirmAccountSchema, response: { 200: okSchema, ...errorResponses(400, 429) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    await limit(request, reply, 'confirm', body.username, 'guess');
    const user = await findByUsername(db, body.username);
    // Unknown and already confirmed usernames have no code to match: the same 400 as a wrong code.
    if (!user) throw accountError('invalid_code', lang);
    await callAuth(request, reply, () =>
      auth.api.verifyEmailOTP({ body: { email: user.email, otp: body.code }, headers: authHeaders(request), returnHeaders: true }),
    );
    return ok;
  });

  app.post('/api/account/confirm/resend', { schema: { tags: ['accounts'], summary: 'Mail a new confirmation code', body: usernameOnlySchema, response: { 200: okSchema, ...errorResponses(400, 429) } } }, async (request, reply) => {
    const body = request.body;
    await limit(request, reply, 'send-code', body.username);
    const user = await findByUsername(db, body.username);
    // Same answer whether or not the account exists or is already confirmed.
    if (user && !user.emailVerified) {
      await callAuth(request, reply, () =>
        auth.api.sendVerificationOTP({ body: { email: user.email, type: 'email-verification' }, headers: authHeaders(request), returnHeaders: true }),
      );
    }
    return ok;
  });

  app.post('/api/account/sign-in', { schema: { tags: ['accounts'], summary: 'Sign in with username and password (sets the session cookie)', body: signInSchema, response: { 200: z.object({ user: sessionUserSchema }), ...errorResponses(400, 401, 403, 429) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    await limit(request, reply, 'sign-in', body.username, 'guess');
    const response = await callAuth(request, reply, () =>
      auth.api.signInUsername({ body: { username: body.username, password: body.password }, headers: authHeaders(request), returnHeaders: true }),
    );
    const user = response?.user as { id: string; email: string; name: string; username?: string | null; role?: string } | undefined;
    if (!user) throw accountError('invalid_credentials', lang);
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        username: user.username ?? user.email,
        isFromGoogle: false,
        isAdmin: user.role === 'admin',
      } satisfies SessionUser,
    };
  });

  app.post('/api/account/sign-out', { schema: { tags: ['accounts'], summary: 'Sign out (clears the session cookie)', response: { 200: okSchema, ...errorResponses() } } }, async (request, reply) => {
    try {
      await callAuth(request, reply, () => auth.api.signOut({ headers: authHeaders(request), returnHeaders: true }));
    } catch (err) {
      // Signing out without a session is already the wanted state.
      request.log.debug({ err }, 'sign-out without session');
    }
    return ok;
  });

  app.post('/api/account/password-reset/request', { schema: { tags: ['accounts'], summary: 'Mail a password reset code', body: usernameOnlySchema, response: { 200: okSchema, ...errorResponses(400, 429) } } }, async (request, reply) => {
    const body = request.body;
    await limit(request, reply, 'send-code', body.username);
    const user = await findByUsername(db, body.username);
    // Same answer whether or not the account exists (issue 3).
    if (user) {
      await callAuth(request, reply, () =>
        auth.api.requestPasswordResetEmailOTP({ body: { email: user.email }, headers: authHeaders(request), returnHeaders: true }),
      );
    }
    return ok;
  });

  app.post('/api/account/password-reset', { schema: { tags: ['accounts'], summary: 'Set a new password with the mailed code', body: resetPasswordSchema, response: { 200: okSchema, ...errorResponses(400, 429) } } }, async (request, reply) => {
    const lang = requestLang(request);
    const body = request.body;
    await limit(request, reply, 'reset', body.username, 'guess');
    // Checked before the account is looked up, and with the username only: an answer that depended
    // on the stored e-mail would let a stranger test guesses of it.
    await requireStrongPassword(request, body.password, 'password', { username: body.username });
    const user = await findByUsername(db, body.username);
    if (!user) throw accountError('invalid_code', lang);
    await callAuth(request, reply, () =>
      auth.api.resetPasswordEmailOTP({ body: { email: user.email, otp: body.code, password: body.password }, headers: authHeaders(request), returnHeaders: true }),
    );
    // A code sent to the mailbox proves the address, like the confirmation code does.
    if (!user.emailVerified) await markEmailVerified(db, user.id);
    return ok;
  });

  app.post('/api/account/password', { preValidation: app.requireUser, schema: { tags: ['accounts'], summary: 'Change the password (signs other sessions out)', security: SESSION_SECURITY, body: changePasswordSchema, response: { 200: okSchema, ...errorResponses(400, 401, 429) } } }, async (request, reply) => {
    const body = request.body;
    await limit(request, reply, 'change-password', request.sessionUser?.id);
    await requireStrongPassword(request, body.newPassword, 'newPassword', { username: request.sessionUser?.username, email: request.sessionUser?.email });
    await callAuth(request, reply, () =>
      auth.api.changePassword({
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    return ok;
  });

  /** The provider's sign-in address for `provider`; it comes back through /api/auth/callback/:provider to /callback. */
  async function startProviderSignIn(request: FastifyRequest, reply: FastifyReply, provider: 'google' | 'cognito') {
    const lang = requestLang(request);
    const disabled = provider === 'google' ? 'google_disabled' : 'cognito_disabled';
    if (!(provider === 'google' ? opts.googleEnabled : opts.cognitoEnabled)) throw accountError(disabled, lang);
    await limit(request, reply, provider);
    const response = await callAuth(request, reply, () =>
      auth.api.signInSocial({
        body: { provider, callbackURL: '/callback', newUserCallbackURL: '/callback', errorCallbackURL: '/callback?error=oauth' },
        headers: authHeaders(request),
        returnHeaders: true,
      }),
    );
    if (!response.url) throw accountError(disabled, lang);
    return { url: response.url };
  }

  app.post('/api/account/google', { schema: { tags: ['accounts'], summary: 'Start signing in with Google: answers the address to go to', response: { 200: z.object({ url: z.string() }), ...errorResponses(400, 404, 429) } } }, (request, reply) => startProviderSignIn(request, reply, 'google'));

  app.post('/api/account/cognito', { schema: { tags: ['accounts'], summary: 'Start signing in with Cognito: answers the address to go to', response: { 200: z.object({ url: z.string() }), ...errorResponses(400, 404, 429) } } }, (request, reply) => startProviderSignIn(request, reply, 'cognito'));
};
