import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { codeFromMail, cookieHeader, post } from './accounts-support.ts';
import { signedInCustomer } from './factories/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_ACCOUNT: '5' });
});
afterAll(() => ctx.close());

describe('sign-up and confirmation', () => {
  it('creates an account, mails a code, and the right code confirms it', async () => {
    const before = ctx.mails.length;
    const res = await post(ctx, '/api/account/sign-up', {
      username: ' Ana_Keto ',
      email: 'Ana@Example.com',
      password: 'clave-segura-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'ana_keto', email: 'ana@example.com' });

    const code = await codeFromMail(ctx, 'ana@example.com', before);
    const mail = ctx.mails.findLast((m) => m.to === 'ana@example.com')!;
    expect(mail.subject).toContain(code);
    expect(mail.text).toContain('confirmar tu cuenta');
    expect(mail.html).toContain(code);

    // Not confirmed yet: sign-in is refused with 403 and a fresh code is mailed.
    const early = await post(ctx, '/api/account/sign-in', {
      username: 'ana_keto',
      password: 'clave-segura-1',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('email_not_verified');

    const latest = await codeFromMail(ctx, 'ana@example.com', before + 1);
    const wrong = latest === '000000' ? '111111' : '000000';
    const bad = await post(ctx, '/api/account/confirm', { username: 'ana_keto', code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'invalid_code',
      message: expect.stringContaining('código'),
    });

    const good = await post(ctx, '/api/account/confirm', { username: 'ana_keto', code: latest });
    expect(good.statusCode).toBe(200);

    const signIn = await post(ctx, '/api/account/sign-in', {
      username: 'ANA_KETO',
      password: 'clave-segura-1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({
      username: 'ana_keto',
      email: 'ana@example.com',
      isFromGoogle: false,
    });
    const setCookie = [signIn.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = await ctx.app.inject({
      url: '/api/session',
      headers: { cookie: cookieHeader(signIn.headers['set-cookie']) },
    });
    expect(session.json().user.username).toBe('ana_keto');
  });

  it('mails in English when the shopper chose English', async () => {
    const before = ctx.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      headers: { origin: 'http://localhost:3000', cookie: 'lang=en' },
      payload: { username: 'bob_en', email: 'bob@example.com', password: 'clave-segura-1' },
    });
    expect(res.statusCode).toBe(201);
    await codeFromMail(ctx, 'bob@example.com', before);
    expect(ctx.mails.findLast((m) => m.to === 'bob@example.com')!.text).toContain('confirm your account');
  });

  it('refuses a duplicate username with a clear message; a duplicate e-mail creates nothing (without saying so)', async () => {
    await signedInCustomer(ctx, 'dup_user');
    const sameName = await post(ctx, '/api/account/sign-up', {
      username: 'dup_user',
      email: 'other@example.com',
      password: 'clave-segura-1',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({
      code: 'username_taken',
      message: expect.stringContaining('nombre de usuario'),
      fields: { username: 'validation.usernameTaken' },
    });
    const sameMail = await post(ctx, '/api/account/sign-up', {
      username: 'dup_user2',
      email: 'dup_user@example.com',
      password: 'clave-segura-1',
    });
    expect(sameMail.statusCode).toBe(201);
    const signIn = await post(ctx, '/api/account/sign-in', {
      username: 'dup_user2',
      password: 'clave-segura-1',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('validates the body with the shared schema and names the bad fields', async () => {
    const res = await post(ctx, '/api/account/sign-up', {
      username: 'x',
      email: 'not-mail',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      username: 'validation.username',
      email: 'validation.email',
      password: 'validation.passwordLength',
    });
  });

  it('accepts a username with accents and ñ, and signs in with it', async () => {
    const before = ctx.mails.length;
    const res = await post(ctx, '/api/account/sign-up', {
      username: 'Lucía_Gómez',
      email: 'lucia.g@example.com',
      password: 'clave-segura-1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('lucía_gómez');
    const code = await codeFromMail(ctx, 'lucia.g@example.com', before);
    expect((await post(ctx, '/api/account/confirm', { username: 'lucía_gómez', code })).statusCode).toBe(200);
    // The same name typed with a combining accent (as some keyboards send it) is the same account.
    const signIn = await post(ctx, '/api/account/sign-in', {
      username: 'Luci\u0301a_Go\u0301mez',
      password: 'clave-segura-1',
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.username).toBe('lucía_gómez');
    const spaced = await post(ctx, '/api/account/sign-up', {
      username: 'lucía gómez',
      email: 'lucia.s@example.com',
      password: 'clave-segura-1',
    });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().error.fields).toEqual({ username: 'validation.username' });
  });

  it('refuses an expired code, and a fresh one works', async () => {
    const before = ctx.mails.length;
    await post(ctx, '/api/account/sign-up', {
      username: 'late_user',
      email: 'late@example.com',
      password: 'clave-segura-1',
    });
    const code = await codeFromMail(ctx, 'late@example.com', before);
    await ctx.database.db.execute(
      // Age every stored code past its expiry.
      (await import('drizzle-orm')).sql`update verifications set expires_at = now() - interval '1 minute'`,
    );
    const res = await post(ctx, '/api/account/confirm', { username: 'late_user', code });
    expect(res.statusCode).toBe(400);
    // The same answer as a wrong code; the message says to ask for a new one.
    expect(res.json().error).toMatchObject({
      code: 'invalid_code',
      message: expect.stringContaining('pedí uno nuevo'),
    });

    const resend = await post(ctx, '/api/account/confirm/resend', { username: 'late_user' });
    expect(resend.statusCode).toBe(200);
    const fresh = await codeFromMail(ctx, 'late@example.com', before + 1);
    expect((await post(ctx, '/api/account/confirm', { username: 'late_user', code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('answers a re-send for an unknown username exactly like a known one', async () => {
    const before = ctx.mails.length;
    const res = await post(ctx, '/api/account/confirm/resend', { username: 'nobody_here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(ctx.mails.length).toBe(before);
  });
});

describe('sign-in and sign-out', () => {
  it('refuses a wrong password with 401 and signs out', async () => {
    const { cookie } = await signedInCustomer(ctx, 'carla');
    const wrong = await post(ctx, '/api/account/sign-in', { username: 'carla', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Usuario o contraseña incorrectos.',
    });

    const out = await post(ctx, '/api/account/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    const session = await ctx.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().user).toBeNull();
  });

  it('accepts the e-mail in place of the username, with the same answers', async () => {
    await signedInCustomer(ctx, 'fede_mail');
    const byMail = await post(ctx, '/api/account/sign-in', {
      username: ' Fede_Mail@Example.com ',
      password: 'clave-segura-1',
    });
    expect(byMail.statusCode).toBe(200);
    expect(byMail.json().user).toMatchObject({ username: 'fede_mail', email: 'fede_mail@example.com' });
    const wrong = await post(ctx, '/api/account/sign-in', {
      username: 'fede_mail@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'Usuario o contraseña incorrectos.',
    });
    const unknown = await post(ctx, '/api/account/sign-in', {
      username: 'nadie.con.un.mail.largo@ejemplo-de-tienda.com.ar',
      password: 'clave-segura-1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_credentials');
  });

  it('accepts the session token as a bearer token for non-browser clients', async () => {
    const { cookie } = await signedInCustomer(ctx, 'bearer_user');
    const token = decodeURIComponent(/shop\.session_token=([^;]+)/.exec(cookie)![1]);
    const res = await ctx.app.inject({ url: '/api/cliente', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('bearer_user');
  });

  it('refuses account calls from another site', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'carla', password: 'clave-segura-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_origin');
  });

  it('refuses them from another site when the path is percent-encoded too', async () => {
    // The router decodes %61 to "a": this is still POST /api/account/sign-in.
    for (const url of ['/%61pi/account/sign-in', '/%61%70%69/account/sign-in?x=1']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { username: 'carla', password: 'clave-segura-1' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('forbidden_origin');
    }
  });
});

describe('password reset and change', () => {
  it('resets a forgotten password with the mailed code', async () => {
    await signedInCustomer(ctx, 'dora');
    const before = ctx.mails.length;
    const req = await post(ctx, '/api/account/password-reset/request', { username: 'dora' });
    expect(req.json()).toEqual({ ok: true });
    const unknown = await post(ctx, '/api/account/password-reset/request', { username: 'ghost_user' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });

    const code = await codeFromMail(ctx, 'dora@example.com', before);
    expect(ctx.mails.findLast((m) => m.to === 'dora@example.com')!.text).toContain(
      'restablecer tu contraseña',
    );
    const wrong = await post(ctx, '/api/account/password-reset', {
      username: 'dora',
      code: code === '123456' ? '654321' : '123456',
      password: 'nueva-clave-2',
    });
    expect(wrong.statusCode).toBe(400);
    const reset = await post(ctx, '/api/account/password-reset', {
      username: 'dora',
      code,
      password: 'nueva-clave-2',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post(ctx, '/api/account/sign-in', { username: 'dora', password: 'clave-segura-1' })).statusCode,
    ).toBe(401);
    expect(
      (await post(ctx, '/api/account/sign-in', { username: 'dora', password: 'nueva-clave-2' })).statusCode,
    ).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    const { cookie } = await signedInCustomer(ctx, 'eva');
    const bad = await post(
      ctx,
      '/api/account/password',
      { currentPassword: 'nope-nope-1', newPassword: 'otra-clave-3', confirmPassword: 'otra-clave-3' },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('wrong_password');
    const mismatch = await post(
      ctx,
      '/api/account/password',
      { currentPassword: 'clave-segura-1', newPassword: 'otra-clave-3', confirmPassword: 'otra-clave-4' },
      cookie,
    );
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'validation.passwordsDiffer' });
    const good = await post(
      ctx,
      '/api/account/password',
      { currentPassword: 'clave-segura-1', newPassword: 'otra-clave-3', confirmPassword: 'otra-clave-3' },
      cookie,
    );
    expect(good.statusCode).toBe(200);
    expect(
      (await post(ctx, '/api/account/sign-in', { username: 'eva', password: 'otra-clave-3' })).statusCode,
    ).toBe(200);
    const anonymous = await post(ctx, '/api/account/password', {
      currentPassword: 'a',
      newPassword: 'otra-clave-3',
      confirmPassword: 'otra-clave-3',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
