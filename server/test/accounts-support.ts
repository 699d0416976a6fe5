/**
 * Requests of API tests that need accounts: a POST from the shop's own origin, the code from a
 * recorded mail, the session cookie of a response. The accounts themselves are made by
 * factories/customers.ts.
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

/** The origin of the app's PUBLIC_URL (ORIGIN unless a test sets another): its requests pass the same-origin check. */
export function originOf(ctx: Pick<TestContext, 'config'>): string {
  return new URL(ctx.config.publicUrl).origin;
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
    headers: { origin: originOf(ctx), ...(cookie ? { cookie } : {}) },
  });
}

/** The name=value pairs of a response's Set-Cookie headers, as one Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
