import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { cookieHeader, post } from './accounts-support.ts';

describe('access gate on (ACCESS_KEYS set)', () => {
  let ctx: TestContext;
  const hashed = createHash('sha256').update('segunda clave').digest('hex');
  beforeAll(async () => {
    ctx = await createTestApp({ ACCESS_KEYS: `Keto2026, sha256:${hashed}`, RATE_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => ctx.close());

  it('redirects pages to /access and refuses API calls until unlocked', async () => {
    const page = await ctx.app.inject({ url: '/allProducts' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/access');
    const api = await ctx.app.inject({ url: '/api/products' });
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('access_required');
    const status = await ctx.app.inject({ url: '/api/access' });
    expect(status.json()).toEqual({ required: true, unlocked: false });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets Mercado Pago notifications through to their own signature check (issue 12)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/mercadopago/webhook?data.id=1&type=payment', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_signature');
  });

  it('lets a mailed unsubscribe link work without the key (issue 14), and nothing else of the subscribers', async () => {
    const page = await ctx.app.inject({ url: '/unsubscribe?token=abcdefghijklmnopqrstuvwxyz' });
    expect(page.statusCode).not.toBe(302);
    const res = await post(ctx, '/api/subscribers/unsubscribe', { token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('invalid_unsubscribe_token');
    expect((await post(ctx, '/api/subscribers', { email: 'a@example.com' })).statusCode).toBe(401);
  });

  it('answers a wrong key with "Clave incorrecta" and sets no cookie', async () => {
    const res = await post(ctx, '/api/access', { key: 'keto2025' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'wrong_key', message: 'Clave incorrecta' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const blank = await post(ctx, '/api/access', { key: '   ' });
    expect(blank.statusCode).toBe(400);
  });

  it('unlocks with a right key compared after trim and lower case, plain or hashed in the configuration', async () => {
    for (const key of ['  KETO2026 ', 'Segunda Clave']) {
      const res = await post(ctx, '/api/access', { key });
      expect(res.statusCode).toBe(200);
      const cookie = cookieHeader(res.headers['set-cookie']);
      expect([res.headers['set-cookie']].flat().join()).toMatch(/HttpOnly/i);
      const api = await ctx.app.inject({ url: '/api/products?limit=1', headers: { cookie } });
      expect(api.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/access', headers: { cookie } })).json()).toEqual({ required: true, unlocked: true });
    }
  });

  it('refuses a forged cookie', async () => {
    const api = await ctx.app.inject({ url: '/api/products', headers: { cookie: 'shop_access=forged-value' } });
    expect(api.statusCode).toBe(401);
  });

  it('does not accept a configured digest typed as the key', async () => {
    const res = await post(ctx, '/api/access', { key: `sha256:${hashed}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('access gate off (no keys)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lets everything through and says no key is needed', async () => {
    expect((await ctx.app.inject({ url: '/api/products?limit=1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/access' })).json()).toEqual({ required: false, unlocked: true });
  });
});
