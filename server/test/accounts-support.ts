/**
 * Helpers for API tests that need accounts: sign up through the real endpoints, read the code
 * from the recorded mail, confirm, sign in, and keep the session cookie.
 */
import type { TestContext } from './helper.ts';

export const ORIGIN = 'http://localhost:3000';

/** Waits until a mail to `to` (sent after `after` mails) arrives and returns its 6-digit code. */
export async function codeFromMail(ctx: TestContext, to: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = ctx.mails.slice(after).findLast((m) => m.to === to);
    const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** POSTs JSON from the shop's own origin; `cookie` is a session cookie header value. */
export function post(
  ctx: TestContext,
  url: string,
  payload: unknown,
  cookie?: string,
  remoteAddress?: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Creates, confirms and signs in an account; returns its session cookie and e-mail. */
export async function createSignedInUser(ctx: TestContext, username: string, password = 'clave-segura-1') {
  const email = `${username}@example.com`;
  const before = ctx.mails.length;
  const signUp = await post(ctx, '/api/account/sign-up', { username, email, password });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const code = await codeFromMail(ctx, email, before);
  const confirm = await post(ctx, '/api/account/confirm', { username, code });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const signIn = await post(ctx, '/api/account/sign-in', { username, password });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return {
    cookie: cookieHeader(signIn.headers['set-cookie']),
    email,
    password,
    user: signIn.json().user as { id: string },
  };
}
