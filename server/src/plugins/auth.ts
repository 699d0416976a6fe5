/**
 * Authentication through better-auth (decision 0006): accounts with username + password and
 * an e-mailed code (emailOTP), Google and the original shop's Cognito user pool through OpenID
 * Connect (genericOAuth, configurable discovery URLs), HttpOnly cookie sessions, and
 * `Authorization: Bearer` for non-browser clients.
 *
 * The shop's own routes (modules/accounts) call `auth.api.*` after validating bodies with the
 * shared zod schemas; of better-auth's HTTP endpoints only the OAuth return path is exposed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { bearer, emailOTP, genericOAuth, username } from 'better-auth/plugins';
import {
  isValidUsername,
  normalizeUsername,
  OTP_EXPIRES_MINUTES,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  type SessionUser,
} from '@shop/domain';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../lib/route-schema.ts';
import { accountError } from '../lib/account-errors.ts';
import type { AppConfig } from '../config.ts';
import { cognitoOAuthConfig } from './cognito.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';

/** The kinds of mailed codes (better-auth emailOTP). */
export type OtpType = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

/**
 * How passwords are hashed and checked. Default (none given): better-auth's scrypt (N 16384, r 16,
 * ~0.1 s of CPU each, on purpose). Only tests pass a cheaper one (plugins/test-password-hasher.ts):
 * the API tests make ~1,000 accounts per engine, and that hashing was a quarter of their CPU
 * (docs/testing.md); the browser run's servers take it with TEST_PASSWORD_HASHING.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** Called for every code to mail; must not throw (send in the background). */
  sendOtp(data: { email: string; otp: string; type: OtpType }): void;
  /**
   * Called when someone signs up with an e-mail that already has an account (the sign-up answers
   * as if it were new); tells the owner. Must not throw (send in the background).
   */
  onExistingSignUp(owner: { email: string; username: string | null; lang: string | null }): void;
  /** Tests only; see PasswordHasher. */
  passwordHasher?: PasswordHasher;
}

/**
 * The secret that signs sessions: AUTH_SECRET, else one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600) so sessions survive restarts without any set-up.
 */
export function resolveAuthSecret(config: Pick<AppConfig, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configuration better-auth is built from: the accounts module's slice names these keys. */
export type AuthConfig = Pick<AppConfig, 'publicUrl' | 'shop' | 'trustProxy' | 'google' | 'cognito'>;

/** Builds the better-auth instance for the configuration. */
export function createAuth(config: AuthConfig, secret: string, deps: AuthDeps) {
  const publicUrl = new URL(config.publicUrl);
  return betterAuth({
    appName: config.shop.name,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [publicUrl.origin],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? deps.log.error : level === 'warn' ? deps.log.warn : deps.log.debug;
        fn.call(deps.log, { args }, `auth: ${message}`);
      },
    },
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // A provider identity joins the shop account with its e-mail only when the provider says the
    // e-mail is verified and the shop account is confirmed; no provider is trusted blindly.
    account: { accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true } },
    user: {
      additionalFields: {
        lang: { type: 'string', required: false, defaultValue: 'es', input: true },
        // Never settable through better-auth: admins are made by npm run admin:create or another admin.
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      ...(deps.passwordHasher ? { password: deps.passwordHasher } : {}),
      // With requireEmailVerification better-auth answers a taken e-mail like a new one (after
      // hashing the password, so it takes as long) and calls this instead.
      onExistingUserSignUp: async ({ user }) => {
        const owner = user as typeof user & { username?: string | null; lang?: string | null };
        deps.onExistingSignUp({
          email: owner.email,
          username: owner.username ?? null,
          lang: owner.lang ?? null,
        });
      },
    },
    emailVerification: { sendOnSignIn: true, autoSignInAfterVerification: false },
    // Limits are ours (plugins/rate-limit.ts), kept in the database across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'shop',
      useSecureCookies: publicUrl.protocol === 'https:',
      // Without a trusted proxy X-Forwarded-For is whatever the client says: do not record it.
      ipAddress: config.trustProxy ? { ipAddressHeaders: ['x-forwarded-for'] } : { disableIpTracking: true },
    },
    plugins: [
      // The shop's own username rule (accents and ñ allowed) in place of
      // better-auth's ASCII-only default; the routes have already normalised every name.
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: isValidUsername,
        usernameNormalization: normalizeUsername,
      }),
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP(data) {
          deps.sendOtp(data);
        },
      }),
      // Only signed tokens (token.signature, the session cookie's value): the database keeps the
      // bare token, so reading it must not be enough to act as the customer.
      bearer({ requireSignature: true }),
      // Always present (so its endpoints are typed); with neither Google nor Cognito configured it has no provider.
      genericOAuth({
        config: [
          ...(config.google
            ? [
                {
                  providerId: 'google',
                  discoveryUrl: config.google.discoveryUrl,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ]
            : []),
          // The original shop's accounts.
          ...(config.cognito ? [cognitoOAuthConfig(config.cognito, deps.db)] : []),
        ],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The request's headers in the Fetch form better-auth reads. X-Forwarded-For is replaced by the
 * address Fastify resolved with TRUST_PROXY (request.ip), so what better-auth records is never an
 * entry the client wrote itself; it reads the header only when TRUST_PROXY is on.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** A better-auth user row as the shop's SessionUser; for Google accounts `username` is the e-mail. */
export function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  username?: string | null;
  role?: string | null;
}): SessionUser {
  return {
    id: user.id,
    username: user.username ?? user.email,
    email: user.email,
    name: user.name,
    isFromGoogle: !user.username,
    isAdmin: user.role === 'admin',
  };
}

/** The signed-in user of a request (cookie or bearer session), or null. */
export async function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const result = await auth.api.getSession({ headers: authHeaders(request) });
  return result ? toSessionUser(result.user) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: answers 401 `unauthenticated` without a session, else sets request.sessionUser. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a session, 403 `admin_only` for a customer; sets request.sessionUser. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler of routes open to anyone that treat a signed-in shopper differently: sets request.sessionUser when there is a session, refuses nobody. */
    loadUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by app.requireUser, app.requireAdmin and app.loadUser. */
    sessionUser: SessionUser | null;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  publicUrl: string;
}

/**
 * Decorates the app with `auth` and `requireUser`, and exposes better-auth's OAuth return path
 * (GET /api/auth/callback/:providerId; register PUBLIC_URL/api/auth/callback/google with Google and
 * PUBLIC_URL/api/auth/callback/cognito on the Cognito app client), the only better-auth endpoint reachable over HTTP.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorate('auth', opts.auth);
  app.decorateRequest('sessionUser', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await getSessionUser(opts.auth, request);
    if (!user) throw accountError('unauthenticated');
    request.sessionUser = user;
  });
  app.decorate('loadUser', async (request: FastifyRequest) => {
    request.sessionUser = await getSessionUser(opts.auth, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await getSessionUser(opts.auth, request);
    if (!user) throw accountError('unauthenticated');
    if (!user.isAdmin) throw accountError('admin_only');
    request.sessionUser = user;
  });

  // Not part of the shop's own API: better-auth reads the whole URL (code, state) itself.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/callback/:providerId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Return path of Google or Cognito sign-in (redirects to /callback)',
        params: z.object({ providerId: z.string() }),
        querystring: z.looseObject({ code: z.string().optional(), state: z.string().optional() }).catch({}),
        response: { 302: z.null().describe('Redirect to /callback'), ...errorResponses() },
      },
    },
    async (request, reply) => {
      const response = await opts.auth.handler(
        new Request(new URL(request.url, opts.publicUrl), { method: 'GET', headers: authHeaders(request) }),
      );
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const location = response.headers.get('location');
      if (location)
        return reply.redirect(
          location,
          response.status >= 300 && response.status < 400 ? response.status : 302,
        );
      // better-auth answers errors of this path with a redirect; anything else goes to the error page.
      return reply.redirect('/callback?error=oauth');
    },
  );
});
