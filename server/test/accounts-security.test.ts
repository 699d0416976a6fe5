/**
 * Accounts and sessions: no account enumeration through
 * confirmation and sign-up, common passwords refused, no lock-out by strangers, and a database
 * read that cannot take over a session.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { codeFromMail, cookieHeader, post } from './accounts-support.ts';
import { signedInCustomer } from './factories/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_ACCOUNT: '5',
    RATE_LIMIT_ACCOUNT_CEILING: '12',
  });
});
afterAll(() => ctx.close());

/** Waits until `count` mails to `to` arrived (mail goes out in the background). */
async function mailsTo(to: string, count: number) {
  for (let i = 0; i < 100 && ctx.mails.filter((m) => m.to === to).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  return ctx.mails.filter((m) => m.to === to);
}

describe('confirmation answers the same whether or not the account exists', () => {
  it('gives one answer for a wrong code to a confirmed, an unconfirmed and an unknown username', async () => {
    await signedInCustomer(ctx, 'enum_confirmed');
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'enum_pending',
      email: 'enum_pending@example.com',
      password: 'clave-segura-1',
    });
    const code = await codeFromMail(ctx, 'enum_pending@example.com', before);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = [];
    for (const username of ['enum_confirmed', 'enum_pending', 'enum_nobody']) {
      const res = await post(ctx, '/api/account/confirm', { username, code: wrong });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: { error: { code: 'invalid_code', message: expect.stringContaining('código') } },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('keeps answering the same once a code is used up or expired', async () => {
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'enum_tries',
      email: 'enum_tries@example.com',
      password: 'clave-segura-1',
    });
    const code = await codeFromMail(ctx, 'enum_tries@example.com', before);
    const wrong = code === '000000' ? '111111' : '000000';
    // better-auth allows 3 tries per code, then says "too many attempts": that alone would tell
    // an attacker the username has a pending code.
    for (let i = 0; i < 5; i++) {
      const res = await post(ctx, '/api/account/confirm', { username: 'enum_tries', code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_code');
    }
    await post(ctx, '/api/account/confirm/resend', { username: 'enum_tries' });
    await codeFromMail(ctx, 'enum_tries@example.com', before + 1);
    await ctx.database.db.execute(sql`update verifications set expires_at = now() - interval '1 minute'`);
    const expired = await post(
      ctx,
      '/api/account/confirm',
      { username: 'enum_tries', code: wrong },
      undefined,
      '198.51.100.30',
    );
    expect(expired.json().error.code).toBe('invalid_code');
  });

  it('still confirms with the right code', async () => {
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'enum_ok',
      email: 'enum_ok@example.com',
      password: 'clave-segura-1',
    });
    const code = await codeFromMail(ctx, 'enum_ok@example.com', before);
    expect((await post(ctx, '/api/account/confirm', { username: 'enum_ok', code })).json()).toEqual({
      ok: true,
    });
  });
});

describe('sign-up with a registered e-mail', () => {
  it('answers like a new sign-up, creates nothing, and mails the owner that someone tried', async () => {
    const owner = await signedInCustomer(ctx, 'mail_owner');
    const fresh = await post(ctx, '/api/account/sign-up', {
      username: 'brand_new',
      email: 'brand_new@example.com',
      password: 'clave-segura-1',
    });
    const taken = await post(ctx, '/api/account/sign-up', {
      username: 'squatter',
      email: ' Mail_Owner@example.com ',
      password: 'clave-segura-1',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(201);
    expect(taken.json()).toEqual({ username: 'squatter', email: 'mail_owner@example.com' });

    const mails = await mailsTo(owner.email, 2);
    const notice = mails[1];
    expect(notice.subject).toContain('cuenta');
    expect(notice.text).toContain('mail_owner');
    expect(notice.text).toContain('/forgot-password');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.html).toContain('mail_owner');

    // No account "squatter" exists: it cannot be confirmed or signed in, and its name stays free.
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'squatter'))).toEqual([]);
    const confirm = await post(ctx, '/api/account/confirm', { username: 'squatter', code: '123456' });
    expect(confirm.json().error.code).toBe('invalid_code');
    expect((await post(ctx, '/api/account/confirm/resend', { username: 'squatter' })).json()).toEqual({
      ok: true,
    });
  });

  it('writes the notice in the owner’s language, not the one of whoever tried', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'http://localhost:3000', cookie: 'lang=en' },
      payload: { username: 'owner_en', email: 'owner_en@example.com', password: 'clave-segura-1' },
    });
    expect(res.statusCode).toBe(201);
    await mailsTo('owner_en@example.com', 1);
    const again = await post(ctx, '/api/account/sign-up', {
      username: 'other_es',
      email: 'owner_en@example.com',
      password: 'clave-segura-1',
    });
    expect(again.statusCode).toBe(201);
    const [, notice] = await mailsTo('owner_en@example.com', 2);
    expect(notice.text).toContain('Someone tried to create an account');
    expect(notice.text).toContain('owner_en');
  });

  it('still refuses a taken username, whatever the e-mail (a username is public by design)', async () => {
    await signedInCustomer(ctx, 'name_owner');
    const res = await post(ctx, '/api/account/sign-up', {
      username: 'name_owner',
      email: 'someone_else@example.com',
      password: 'clave-segura-1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('username_taken');
  });
});

describe('common and guessable passwords are refused', () => {
  it('refuses them on sign-up with the reason, in Spanish or English, creating nothing', async () => {
    for (const password of ['12345678', 'password', 'qwertyuiop']) {
      const res = await post(ctx, '/api/account/sign-up', {
        username: 'weak_user',
        email: 'weak_user@example.com',
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error).toEqual({
        code: 'weak_password',
        message: 'Elegí una contraseña más difícil de adivinar.',
        fields: { password: 'validation.passwordCommon' },
      });
    }
    const personal = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en' },
      payload: { username: 'weak_user', email: 'weak_user@example.com', password: 'weak_user2024' },
    });
    expect(personal.json().error).toEqual({
      code: 'weak_password',
      message: 'Choose a password that is harder to guess.',
      fields: { password: 'validation.passwordPersonal' },
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'weak_user'))).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(ctx.mails.some((m) => m.to === 'weak_user@example.com')).toBe(false);
  });

  it('refuses them on reset, the same for an unknown username, and keeps the old password', async () => {
    await signedInCustomer(ctx, 'weak_reset');
    const before = ctx.mails.length;
    await post(ctx, '/api/account/password-reset/request', { username: 'weak_reset' });
    const code = await codeFromMail(ctx, 'weak_reset@example.com', before);
    const known = await post(ctx, '/api/account/password-reset', {
      username: 'weak_reset',
      code,
      password: 'password1',
    });
    const unknown = await post(ctx, '/api/account/password-reset', {
      username: 'weak_nobody',
      code,
      password: 'password1',
    });
    expect(known.statusCode).toBe(400);
    expect(known.json().error).toMatchObject({
      code: 'weak_password',
      fields: { password: 'validation.passwordCommon' },
    });
    expect(unknown.json()).toEqual(known.json());
    // The code was not spent on the refused password: it still sets a strong one.
    expect(
      (
        await post(ctx, '/api/account/password-reset', {
          username: 'weak_reset',
          code,
          password: 'pan-de-nuez-tibio',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses them on password change', async () => {
    const { cookie } = await signedInCustomer(ctx, 'weak_change');
    const res = await post(
      ctx,
      '/api/account/password',
      { currentPassword: 'clave-segura-1', newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'weak_password',
      fields: { newPassword: 'validation.passwordCommon' },
    });
    expect(
      (await post(ctx, '/api/account/sign-in', { username: 'weak_change', password: 'clave-segura-1' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('strangers cannot lock an account out', () => {
  it('lets the owner sign in from their address after five wrong passwords from another', async () => {
    await signedInCustomer(ctx, 'lock_target');
    for (let i = 0; i < 6; i++) {
      const res = await post(
        ctx,
        '/api/account/sign-in',
        { username: 'lock_target', password: `adivino-${i}` },
        undefined,
        '203.0.113.7',
      );
      expect(res.statusCode).toBe(i < 5 ? 401 : 429);
    }
    const owner = await post(
      ctx,
      '/api/account/sign-in',
      { username: 'lock_target', password: 'clave-segura-1' },
      undefined,
      '198.51.100.20',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('keeps a ceiling per account across addresses against spread-out guessing', async () => {
    await signedInCustomer(ctx, 'spread_target');
    const statuses: number[] = [];
    // One try (the sign-in of signedInCustomer) is already counted; the ceiling is 12.
    for (let i = 0; i < 12; i++) {
      const res = await post(
        ctx,
        '/api/account/sign-in',
        { username: 'spread_target', password: `adivino-${i}` },
        undefined,
        `192.0.2.${i + 1}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
  });

  it('does not let wrong codes from a stranger block the owner’s right code', async () => {
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'code_target',
      email: 'code_target@example.com',
      password: 'clave-segura-1',
    });
    const code = await codeFromMail(ctx, 'code_target@example.com', before);
    for (let i = 0; i < 6; i++) {
      await post(
        ctx,
        '/api/account/confirm',
        { username: 'code_target', code: String(100000 + i) === code ? '999999' : String(100000 + i) },
        undefined,
        '203.0.113.8',
      );
    }
    // The stranger used up the code's tries, so the owner asks for a new one: neither call is refused.
    const resend = await post(
      ctx,
      '/api/account/confirm/resend',
      { username: 'code_target' },
      undefined,
      '198.51.100.21',
    );
    expect(resend.statusCode).toBe(200);
    const fresh = await codeFromMail(ctx, 'code_target@example.com', before + 1);
    const confirm = await post(
      ctx,
      '/api/account/confirm',
      { username: 'code_target', code: fresh },
      undefined,
      '198.51.100.21',
    );
    expect(confirm.statusCode).toBe(200);
  });
});

describe('a database read cannot take over a session', () => {
  it('refuses the stored token as a bearer token and as a cookie; the signed one from sign-in works', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'session_owner');
    const [stored] = await ctx.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(stored.token).toBeTruthy();

    const asBearer = await ctx.app.inject({
      url: '/api/cliente',
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const asCookie = await ctx.app.inject({
      url: '/api/cliente',
      headers: { cookie: `shop.session_token=${stored.token}` },
    });
    expect(asCookie.statusCode).toBe(401);
    const session = await ctx.app.inject({
      url: '/api/session',
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(session.json().user).toBeNull();

    // What sign-in returned (the signed cookie value) keeps working for non-browser clients.
    const signed = decodeURIComponent(/shop\.session_token=([^;]+)/.exec(cookie)![1]);
    expect(signed.startsWith(`${stored.token}.`)).toBe(true);
    const ok = await ctx.app.inject({ url: '/api/cliente', headers: { authorization: `Bearer ${signed}` } });
    expect(ok.statusCode).toBe(200);
    const okCookie = await ctx.app.inject({
      url: '/api/cliente',
      headers: { cookie: cookieHeader(`shop.session_token=${encodeURIComponent(signed)}`) },
    });
    expect(okCookie.statusCode).toBe(200);
  });

  it('never hands the token to the page in a readable header', async () => {
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'header_check',
      email: 'header_check@example.com',
      password: 'clave-segura-1',
    });
    await post(ctx, '/api/account/confirm', {
      username: 'header_check',
      code: await codeFromMail(ctx, 'header_check@example.com', before),
    });
    const signIn = await post(ctx, '/api/account/sign-in', {
      username: 'header_check',
      password: 'clave-segura-1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    expect(JSON.stringify(signIn.json())).not.toContain('token');
  });
});
