import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { listStaticAssets } from '../src/modules/access/service.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { cookieHeader, ORIGIN, post } from './accounts-support.ts';
import { signedInAdmin, type SignedInCustomer } from './factories/index.ts';

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
    // The page asked for travels along, so the right key leads back to it.
    expect(page.headers.location).toBe('/access?next=%2FallProducts');
    expect((await ctx.app.inject({ url: '/category?selected=Dulces' })).headers.location).toBe(
      '/access?next=%2Fcategory%3Fselected%3DDulces',
    );
    expect((await ctx.app.inject({ url: '/' })).headers.location).toBe('/access');
    const api = await ctx.app.inject({ url: '/api/products' });
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('access_required');
    const status = await ctx.app.inject({ url: '/api/access' });
    expect(status.json()).toEqual({ required: true, unlocked: false });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('lets Mercado Pago notifications through to their own signature check', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/mercadopago/webhook?data.id=1&type=payment',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('invalid_signature');
  });

  it('lets a mailed unsubscribe link work without the key, and nothing else of the subscribers', async () => {
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
      expect((await ctx.app.inject({ url: '/api/access', headers: { cookie } })).json()).toEqual({
        required: true,
        unlocked: true,
      });
    }
  });

  it('refuses a forged cookie', async () => {
    const api = await ctx.app.inject({
      url: '/api/products',
      headers: { cookie: 'shop_access=forged-value' },
    });
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
    expect((await ctx.app.inject({ url: '/api/access' })).json()).toEqual({
      required: false,
      unlocked: true,
    });
  });
});

describe('access gate decides on the routed request, not the raw URL', () => {
  // A miniature web build: the app shell, a hashed script, an icon, an image and the build manifest.
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-gate-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'images', 'products'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>t</title></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'images', 'products', 'pan.webp'), 'webp');
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(dist, 'about.html'), '<!doctype html><html><head></head><body></body></html>');

  const shopFacts = {
    SHOP_BANK_ALIAS: 'ALIAS.SECRETO.GATE',
    SHOP_WHATSAPP: '5493875550123',
    SHOP_INFO_EMAIL: 'info@gate-secreto.example',
    SHOP_DEVELOPER_EMAIL: 'dev@gate-secreto.example',
    SHOP_ORDERS_EMAIL: 'pedidos@gate-secreto.example',
    SHOP_ADDRESS: 'Calle Secreta 742',
  };
  let ctx: TestContext;
  let admin: SignedInCustomer;
  let unlocked: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      ACCESS_KEYS: 'Keto2026',
      RATE_LIMIT_PER_IP: '1000',
      WEB_DIST_DIR: dist,
      ...shopFacts,
    });
    // Signed up while unlocked (the account routes are behind the gate too), then made administrator.
    const res = await post(ctx, '/api/access', { key: 'keto2026' });
    unlocked = cookieHeader(res.headers['set-cookie']);
    const throughGate = {
      ...ctx,
      app: {
        inject: (o: { headers?: Record<string, string> }) =>
          ctx.app.inject({
            ...o,
            headers: { ...o.headers, cookie: [o.headers?.cookie, unlocked].filter(Boolean).join('; ') },
          }),
      },
    } as unknown as TestContext;
    admin = await signedInAdmin(throughGate, 'gate_admin');
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectAccessRequired = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'access_required', message: expect.stringMatching(/\S/) } });
  };

  it('lists the real files of the build as assets, never pages or hidden files', () => {
    expect([...listStaticAssets(dist)].sort()).toEqual([
      '/assets/index-abc123.js',
      '/favicon.svg',
      '/images/products/pan.webp',
    ]);
    expect(listStaticAssets(undefined).size).toBe(0);
  });

  it('refuses percent-encoded API paths before they reach the handlers', async () => {
    for (const url of [
      '/%61pi/products/1.00',
      '/%61pi/products',
      '/api/product%73/1',
      '/%61pi/deal',
      '/%61pi/shop',
    ]) {
      expectAccessRequired(await ctx.app.inject({ url, headers: { cookie: admin.cookie } }));
    }
    const [before] = await ctx.database.db.select().from(products).where(eq(products.id, 3));
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/%61pi/admin/products/3.00',
      payload: { priceArs: 1 },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expectAccessRequired(patch);
    const [after] = await ctx.database.db.select().from(products).where(eq(products.id, 3));
    expect(after).toEqual(before);
    // The same calls pass once the site is unlocked: the gate, not a routing accident, refused them.
    const open = await ctx.app.inject({
      url: '/%61pi/products/1',
      headers: { cookie: `${admin.cookie}; ${unlocked}` },
    });
    expect(open.statusCode).toBe(200);
  });

  it('redirects any other path to /access, whatever it ends with, and serves no page with the shop facts', async () => {
    const pages = [
      '/x.abc',
      '/allProducts/pan-keto-de-semillas.json',
      '/admin/orders/1.png',
      '/assets/missing.js',
      '/index.html',
      '/about.html',
      '/.vite/manifest.json',
      '/%61llProducts',
      '/',
    ];
    for (const url of pages) {
      for (const accept of ['text/html', '*/*']) {
        const res = await ctx.app.inject({ url, headers: { accept } });
        expect(res.statusCode, `${url} (${accept})`).toBe(302);
        expect(res.headers.location).toBe(
          url === '/' ? '/access' : `/access?next=${encodeURIComponent(url)}`,
        );
        for (const fact of Object.values(shopFacts)) expect(res.body).not.toContain(fact);
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expectAccessRequired(await ctx.app.inject({ method, url: '/x.abc', headers: { origin: ORIGIN } }));
    }
  });

  it('serves the real files of the build, and the /access page with the shop name but none of its facts', async () => {
    for (const url of [
      '/assets/index-abc123.js',
      '/favicon.svg',
      '/images/products/pan.webp',
      '/assets/index%2Dabc123.js',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
    for (const url of ['/access', '/%61ccess', '/access?next=%2Fcart']) {
      const page = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(
        '<script id="shop-config" type="application/json">{"name":"Panadería Keto","nameEn":"Keto Bakery","withheld":true}</script>',
      );
      for (const fact of Object.values(shopFacts)) expect(page.body).not.toContain(fact);
    }
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/%61pi/access' })).json()).toEqual({
      required: true,
      unlocked: false,
    });
  });

  it('serves every page with the shop facts once unlocked', async () => {
    for (const url of ['/access', '/x.abc', '/allProducts']) {
      const page = await ctx.app.inject({ url, headers: { accept: 'text/html', cookie: unlocked } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(shopFacts.SHOP_BANK_ALIAS);
      expect(page.body).toContain(shopFacts.SHOP_WHATSAPP);
    }
  });
});
