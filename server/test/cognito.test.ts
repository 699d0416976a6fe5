/**
 * "Ingresar con tu cuenta anterior": the original shop's Cognito user pool as an
 * OpenID Connect provider, against a local provider shaped like Cognito (oidc-support.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema.ts';
import { codeFromMail, cookieHeader, ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { startFakeOidcProvider, type FakeClaims, type FakeOidcProvider } from './oidc-support.ts';

describe('without COGNITO_* configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('says so in the session and refuses to start, in the request language', async () => {
    const session = await ctx.app.inject({ url: '/api/session' });
    expect(session.json()).toMatchObject({ user: null, cognitoEnabled: false });

    const es = await post(ctx, '/api/account/cognito', {});
    expect(es.statusCode).toBe(404);
    expect(es.json().error).toEqual({
      code: 'cognito_disabled',
      message: 'El ingreso con tu cuenta anterior no está disponible.',
    });
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/cognito',
      payload: {},
      headers: { origin: ORIGIN, 'accept-language': 'en' },
    });
    expect(en.json().error.message).toBe('Signing in with your previous account is not available.');
  });
});

describe('with the Cognito user pool unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A port that was just free: nothing answers there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    ctx = await createTestApp({
      COGNITO_DISCOVERY_URL: `http://127.0.0.1:${port}/us-east-1_Gone/.well-known/openid-configuration`,
      COGNITO_CLIENT_ID: 'x',
      COGNITO_CLIENT_SECRET: 'y',
    });
  });
  afterAll(() => ctx.close());

  it('shows the button but answers a clear 503 when the pool cannot be reached', async () => {
    expect((await ctx.app.inject({ url: '/api/session' })).json()).toMatchObject({ cognitoEnabled: true });
    const res = await post(ctx, '/api/account/cognito', {});
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({
      code: 'provider_unavailable',
      message: expect.stringContaining('No pudimos comunicarnos con el servicio de ingreso'),
    });
  });
});

describe('with the Cognito user pool configured', () => {
  let ctx: TestContext;
  let idp: FakeOidcProvider;

  beforeAll(async () => {
    idp = await startFakeOidcProvider();
    ctx = await createTestApp({
      COGNITO_DISCOVERY_URL: idp.discoveryUrl,
      COGNITO_CLIENT_ID: idp.clientId,
      COGNITO_CLIENT_SECRET: idp.clientSecret,
      RATE_LIMIT_PER_IP: '1000',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await idp.close();
  });

  /**
   * The whole round trip as the browser makes it: start at the shop, the provider signs `claims`
   * in, back through the shop's callback. Returns where the shop sent the browser and its cookie.
   */
  async function signInWithCognito(claims: FakeClaims): Promise<{ location: string; cookie: string }> {
    idp.signInAs(claims);
    const start = await post(ctx, '/api/account/cognito', {});
    expect(start.statusCode, start.body).toBe(200);
    const { url } = start.json() as { url: string };
    expect(url.startsWith(`${idp.issuer}/oauth2/authorize?`)).toBe(true);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${ORIGIN}/api/auth/callback/cognito`);

    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    const callback = await ctx.app.inject({
      url: back.pathname + back.search,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    expect(callback.statusCode).toBeGreaterThanOrEqual(300);
    expect(callback.statusCode).toBeLessThan(400);
    return {
      location: String(callback.headers.location),
      cookie: cookieHeader(callback.headers['set-cookie']),
    };
  }

  async function sessionOf(cookie: string) {
    return (await ctx.app.inject({ url: '/api/session', headers: { cookie } })).json();
  }

  async function cognitoLinks(userId: string) {
    return ctx.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'cognito')));
  }

  it('tells the web the button can show', async () => {
    expect((await ctx.app.inject({ url: '/api/session' })).json()).toMatchObject({
      user: null,
      cognitoEnabled: true,
      googleEnabled: false,
    });
  });

  it('gives a first-time Cognito user a new account named after the Cognito username', async () => {
    const { location, cookie } = await signInWithCognito({
      sub: 'sub-nueva',
      email: 'Nueva.Clienta@Example.com',
      email_verified: true,
      'cognito:username': 'Nueva.Clienta',
      given_name: 'Nueva',
      family_name: 'Clienta',
    });
    expect(location).toBe('/callback');
    const { user } = await sessionOf(cookie);
    expect(user).toMatchObject({
      username: 'nueva.clienta',
      email: 'nueva.clienta@example.com',
      name: 'Nueva Clienta',
      isFromGoogle: false,
      isAdmin: false,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ emailVerified: true, role: 'customer' });
    expect(await cognitoLinks(user.id)).toMatchObject([{ accountId: 'sub-nueva' }]);
    // The client authenticated with HTTP Basic, as Cognito app clients with a secret expect.
    expect(idp.tokenAuthorizations.at(-1)).toMatch(/^Basic /);

    // The next sign-in finds the same account through the Cognito identity.
    const again = await signInWithCognito({
      sub: 'sub-nueva',
      email: 'nueva.clienta@example.com',
      email_verified: true,
      'cognito:username': 'Nueva.Clienta',
    });
    expect((await sessionOf(again.cookie)).user.id).toBe(user.id);
    expect(await cognitoLinks(user.id)).toHaveLength(1);
  });

  it('makes the username unique, and uses the e-mail when the Cognito username is a generated id', async () => {
    await signedInCustomer(ctx, 'marta');
    const first = await signInWithCognito({
      sub: 'sub-marta-2',
      email: 'marta.otra@example.com',
      email_verified: true,
      'cognito:username': 'Marta',
    });
    expect((await sessionOf(first.cookie)).user).toMatchObject({ username: 'marta_2', name: 'marta_2' });

    const generated = await signInWithCognito({
      sub: 'sub-uuid',
      email: 'José-Pérez@example.com',
      email_verified: true,
      'cognito:username': '7c9e6679-7425-40de-944b-e07fc1f97f11',
      name: 'José Pérez',
    });
    expect((await sessionOf(generated.cookie)).user).toMatchObject({
      username: 'jose_perez',
      name: 'José Pérez',
    });
  });

  it('signs a Cognito user whose verified e-mail has a shop account into that account', async () => {
    const owner = await signedInCustomer(ctx, 'lucia');
    const { location, cookie } = await signInWithCognito({
      sub: 'sub-lucia',
      email: 'LUCIA@example.com',
      email_verified: true,
      'cognito:username': 'lucia.vieja',
      name: 'Lucía de Cognito',
    });
    expect(location).toBe('/callback');
    const { user } = await sessionOf(cookie);
    // The shop account as it was: its username and name, not Cognito's.
    expect(user).toMatchObject({
      id: owner.user.id,
      username: 'lucia',
      email: 'lucia@example.com',
      name: 'lucia',
    });
    expect(await cognitoLinks(owner.user.id)).toMatchObject([{ accountId: 'sub-lucia' }]);
    // Its password still works.
    expect(
      (await post(ctx, '/api/account/sign-in', { username: 'lucia', password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('does not join an unverified Cognito e-mail to the shop account that has it', async () => {
    const owner = await signedInCustomer(ctx, 'sofia');
    for (const emailVerified of [false, 'false']) {
      const { location, cookie } = await signInWithCognito({
        sub: 'sub-intrusa',
        email: 'sofia@example.com',
        email_verified: emailVerified,
        'cognito:username': 'sofia',
      });
      expect(location).toMatch(/^\/callback\?error=oauth&error=account_not_linked/);
      expect((await sessionOf(cookie)).user).toBeNull();
    }
    expect(await cognitoLinks(owner.user.id)).toEqual([]);
    expect(
      await ctx.database.db.select().from(users).where(eq(users.email, 'sofia@example.com')),
    ).toHaveLength(1);
  });

  it('gives an unverified Cognito e-mail nobody has a new account that stays unconfirmed', async () => {
    const { cookie } = await signInWithCognito({
      sub: 'sub-sin-verificar',
      email: 'sin.verificar@example.com',
      email_verified: false,
      'cognito:username': 'sin_verificar',
    });
    const { user } = await sessionOf(cookie);
    expect(user).toMatchObject({ username: 'sin_verificar', email: 'sin.verificar@example.com' });
    const [row] = await ctx.database.db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(false);
  });

  it('tells a Cognito-made account it has no password yet, and the reset by username gives it one', async () => {
    const { cookie } = await signInWithCognito({
      sub: 'sub-pablo',
      email: 'pablo@example.com',
      email_verified: true,
      'cognito:username': 'pablo_h',
    });
    const newPassword = 'Harina-De-Almendras-77';
    const change = await post(
      ctx,
      '/api/account/password',
      { currentPassword: 'lo-que-sea-123', newPassword, confirmPassword: newPassword },
      cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toMatchObject({
      code: 'no_password',
      message: expect.stringContaining('¿Olvidaste tu contraseña?'),
    });

    const before = ctx.mails.length;
    expect((await post(ctx, '/api/account/password-reset/request', { username: 'pablo_h' })).statusCode).toBe(
      200,
    );
    const code = await codeFromMail(ctx, 'pablo@example.com', before);
    expect(
      (await post(ctx, '/api/account/password-reset', { username: 'pablo_h', code, password: newPassword }))
        .statusCode,
    ).toBe(200);
    const signIn = await post(ctx, '/api/account/sign-in', { username: 'pablo_h', password: newPassword });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ username: 'pablo_h', email: 'pablo@example.com' });
  });

  it('refuses an id token the pool did not sign', async () => {
    idp.forgeTokens(true);
    try {
      const { location, cookie } = await signInWithCognito({
        sub: 'sub-forjada',
        email: 'forjada@example.com',
        email_verified: true,
      });
      expect(location).toMatch(/^\/callback\?error=/);
      expect((await sessionOf(cookie)).user).toBeNull();
      expect(
        await ctx.database.db.select().from(users).where(eq(users.email, 'forjada@example.com')),
      ).toEqual([]);
    } finally {
      idp.forgeTokens(false);
    }
  });
});
