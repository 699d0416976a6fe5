/**
 * The shop's account endpoints (docs/accounts-api.md): sign-up, confirm with the mailed
 * code, sign-in with username (or e-mail) and password, sign-out, password reset by username, password change,
 * the start of Google and Cognito ("tu cuenta anterior") sign-in, and GET /api/session.
 * Each body is validated by its route schema from @shop/domain; the rules (rate limits, answers that
 * tell strangers nothing, strong passwords) live in accounts/service.ts. Handlers: schema in, one
 * service call, cookies and answer out.
 */
import {
  changePasswordSchema,
  confirmAccountSchema,
  resetPasswordSchema,
  sessionSchema,
  sessionUserSchema,
  signInSchema,
  signUpSchema,
  usernameOnlySchema,
} from '@shop/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okSchema, SESSION_SECURITY } from '../../lib/route-schema.ts';
import { requestLang } from '../../lib/lang.ts';
import { authHeaders } from '../../plugins/auth.ts';
import type { AccountCaller, AccountResult, AccountService } from './service.ts';

export interface AccountRoutesOptions {
  accounts: AccountService;
}

/** Who is asking, as the account service needs it: headers (session cookie), address, language. */
const callerOf = (request: FastifyRequest): AccountCaller => ({
  headers: authHeaders(request),
  ip: request.ip,
  lang: requestLang(request),
});

/** Passes better-auth's cookies on and answers the value. */
function send<T>(reply: FastifyReply, result: AccountResult<T>, status = 200) {
  for (const cookie of result.cookies) reply.header('set-cookie', cookie);
  return reply.status(status).send(result.value);
}

const urlSchema = z.object({ url: z.string() });

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accounts }) => {
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, if any',
        response: { 200: sessionSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accounts.session(callerOf(request));
    },
  );

  app.post(
    '/api/account/sign-up',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a code is mailed to confirm it',
        body: signUpSchema,
        response: {
          201: z.object({ username: z.string(), email: z.string() }),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => send(reply, await accounts.signUp(request.body, callerOf(request)), 201),
  );

  app.post(
    '/api/account/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an account with the mailed code',
        body: confirmAccountSchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.confirm(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/confirm/resend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new confirmation code',
        body: usernameOnlySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.resendCode(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/sign-in',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username or e-mail and password (sets the session cookie)',
        body: signInSchema,
        response: { 200: z.object({ user: sessionUserSchema }), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.signIn(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/sign-out',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out (clears the session cookie)',
        response: { 200: okSchema, ...errorResponses() },
      },
    },
    async (request, reply) => send(reply, await accounts.signOut(callerOf(request))),
  );

  app.post(
    '/api/account/password-reset/request',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset code',
        body: usernameOnlySchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      send(reply, await accounts.requestPasswordReset(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed code',
        body: resetPasswordSchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.resetPassword(request.body, callerOf(request))),
  );

  app.post(
    '/api/account/password',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (signs other sessions out)',
        security: SESSION_SECURITY,
        body: changePasswordSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      send(reply, await accounts.changePassword(request.body, request.sessionUser!, callerOf(request))),
  );

  app.post(
    '/api/account/google',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start signing in with Google: answers the address to go to',
        response: { 200: urlSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.startProviderSignIn('google', callerOf(request))),
  );

  app.post(
    '/api/account/cognito',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start signing in with Cognito: answers the address to go to',
        response: { 200: urlSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => send(reply, await accounts.startProviderSignIn('cognito', callerOf(request))),
  );
};
