/**
 * Rendered pages and the catalogue while orders come in: an order does not
 * throw away the catalogue or the rendered pages (best-selling follows within
 * CATALOG_STATS_REFRESH_MS); a page is rendered by one request at a time, the others sharing that
 * render or getting the previous copy meanwhile; tracking parameters (utm_*, fbclid, gclid...) do
 * not make new pages; the owner's changes still show at once. The renderer is a stand-in that
 * counts its renders and takes a little time, as a real render does.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageUrl } from '../src/plugins/web-app.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, placeOrder } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

interface RenderLog {
  urls: string[];
}
const RENDERS_KEY = '__shopPageCacheTestRenders';
const renders = ((globalThis as Record<string, unknown>)[RENDERS_KEY] = { urls: [] } as RenderLog);

/** A web/dist whose renderer takes 60 ms, numbers its renders and prints the best-selling titles. */
function countingWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-page-cache-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="es"><head><title>t</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  );
  writeFileSync(
    path.join(root, 'dist-ssr', 'entry-server.js'),
    `export async function render(request, ctx) {
      const log = globalThis[${JSON.stringify(RENDERS_KEY)}];
      log.urls.push(new URL(request.url).pathname + new URL(request.url).search);
      const n = log.urls.length;
      await new Promise((r) => setTimeout(r, 60));
      const list = await ctx.catalog.listProducts({ limit: 3, offset: 0, lang: ctx.lang, sort: 'bestselling' });
      return { status: 200, lang: ctx.lang, head: '', html: '<p id="n">' + n + '</p>' + list.items.map((p) => '<h2>' + p.title + '</h2>').join('') };
    }`,
  );
  return path.join(root, 'dist');
}

const renderNumber = (html: string) => Number(/<p id="n">(\d+)<\/p>/.exec(html)?.[1]);
const firstTitle = (html: string) => /<h2>([^<]*)<\/h2>/.exec(html)?.[1];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dist = countingWebApp();
const TTL_MS = 4000;
let ctx: TestContext;
let shopper: SignedInCustomer;
let admin: SignedInCustomer;

beforeAll(async () => {
  ctx = await createTestApp({
    WEB_DIST_DIR: dist,
    CATALOG_CACHE_TTL_MS: String(TTL_MS),
    CATALOG_STATS_REFRESH_MS: '1000',
    RATE_LIMIT_PER_IP: '1000',
  });
  shopper = await signedInCustomer(ctx, 'cache_shopper');
  admin = await signedInAdmin(ctx, 'cache_admin');
});
afterAll(() => ctx?.close());
beforeEach(() => {
  renders.urls.length = 0;
});

const page = (url: string) => ctx.app.inject({ url, headers: { accept: 'text/html' } });

async function bestsellingIds(): Promise<string[]> {
  const res = await ctx.app.inject({ url: '/api/products?sort=bestselling&limit=3' });
  return (res.json() as { items: { id: string }[] }).items.map((p) => p.id);
}

describe('pageUrl', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=ig&utm_medium=social', '/'],
    ['/?fbclid=abc', '/'],
    ['/?gclid=1&UTM_Campaign=x&msclkid=2', '/'],
    ['/allProducts?categoria=panes&utm_source=news', '/allProducts?categoria=panes'],
    ['/allProducts?page=2&categoria=panes', '/allProducts?categoria=panes&page=2'],
    ['/allProducts?categoria=panes&page=2', '/allProducts?categoria=panes&page=2'],
  ])('keys %s as %s', (url, expected) => {
    expect(pageUrl(url)).toBe(expected);
  });
});

describe('rendered page cache', () => {
  it('renders a page once for many requests arriving together', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => page('/allProducts')));
    expect(renders.urls).toEqual(['/allProducts']);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(renderNumber(res.body)).toBe(1);
    }
  });

  it('serves the old copy of an expired page while one request renders it again', async () => {
    const first = await page('/sobre-nosotros');
    expect(renderNumber(first.body)).toBe(1);
    await sleep(TTL_MS + 200);
    const startedAt = Date.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => page('/sobre-nosotros')));
    // Nobody waited for the render: every request got the copy it had.
    expect(answers.map((r) => renderNumber(r.body))).toEqual(Array(12).fill(1));
    expect(Date.now() - startedAt).toBeLessThan(2000);
    // One render (not twelve) refreshes it; later requests get it.
    for (let i = 0; i < 50 && renders.urls.length < 2; i++) await sleep(20);
    await sleep(150);
    expect(renders.urls).toEqual(['/sobre-nosotros', '/sobre-nosotros']);
    expect(renderNumber((await page('/sobre-nosotros')).body)).toBe(2);
  });

  it('shares one cached page among URLs that differ only in tracking parameters', async () => {
    const urls = [
      '/?utm_source=instagram',
      '/?utm_source=newsletter&utm_campaign=promo',
      '/?fbclid=IwAR0abc',
      '/?gclid=xyz',
      '/',
    ];
    for (const url of urls) expect((await page(url)).statusCode).toBe(200);
    expect(renders.urls).toEqual(['/']);
    // Parameters that do change the page still get their own copy, rendered without the tracking ones.
    await page('/allProducts?categoria=panes&utm_source=ig');
    await page('/allProducts?utm_medium=x&categoria=panes');
    expect(renders.urls).toEqual(['/', '/allProducts?categoria=panes']);
  });

  it('does not render pages again, nor reload the catalogue, when an order is placed; best-selling follows within the bound', async () => {
    const before = await page('/novedades');
    const beforeIds = await bestsellingIds();
    // A product that is not first in best-selling yet.
    const product = beforeIds[2]!;
    const order = await placeOrder(ctx, shopper.cookie, { items: [{ id: product, quantity: 50 }] });
    expect(order.statusCode).toBe(201);

    // Right after the order: the same page and the same catalogue copy, nothing rendered again.
    const after = await page('/novedades');
    expect(renderNumber(after.body)).toBe(renderNumber(before.body));
    expect(await bestsellingIds()).toEqual(beforeIds);
    expect(renders.urls).toEqual(['/novedades']);

    // Within CATALOG_STATS_REFRESH_MS (1 s here) the figures are reloaded in the background.
    const deadline = Date.now() + 3000;
    while ((await bestsellingIds())[0] !== product && Date.now() < deadline) await sleep(50);
    expect((await bestsellingIds())[0]).toBe(product);
    // The page follows: the next request still gets the old copy and starts one render, then the new one shows.
    const rendered = renders.urls.length;
    expect(renderNumber((await page('/novedades')).body)).toBe(renderNumber(before.body));
    for (let i = 0; i < 50 && renders.urls.length === rendered; i++) await sleep(20);
    await sleep(150);
    expect(renders.urls.length).toBe(rendered + 1);
    const fresh = await page('/novedades');
    expect(renderNumber(fresh.body)).toBe(rendered + 1);
    const title = ((await ctx.app.inject({ url: `/api/products/${product}` })).json() as { title: string })
      .title;
    expect(firstTitle(fresh.body)).toBe(title);
    expect(firstTitle(before.body)).not.toBe(title);
  });

  it("shows the owner's catalogue change at once: the cached page is rendered again before it is served", async () => {
    await page('/');
    const rendered = renders.urls.length;
    const [firstId] = await bestsellingIds();
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${firstId}`,
      payload: { titleEs: 'Pan recién cambiado' },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(patched.statusCode).toBe(200);
    const after = await page('/');
    expect(renders.urls.length).toBe(rendered + 1);
    expect(renderNumber(after.body)).toBe(rendered + 1);
    expect(after.body).toContain('<h2>Pan recién cambiado</h2>');
  });

  it('sends a cached page compressed (br, else gzip) from one compression, the same HTML as uncompressed', async () => {
    const plain = await page('/about');
    const br = await ctx.app.inject({
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    const gz = await ctx.app.inject({
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
