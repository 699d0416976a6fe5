import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';

// A miniature build output standing in for web/dist.
const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body></body></html>',
);
const js = 'console.log("app");'.repeat(200);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: dist, SHOP_WHATSAPP: '5493871234567' });
});
afterAll(async () => {
  await ctx.close();
});

describe('serving the web app', () => {
  it('answers client routes with index.html carrying the shop facts, never cached', async () => {
    for (const url of ['/', '/allProducts', '/allProducts/pan-keto-de-semillas', '/no/such/page']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script id="shop-config" type="application/json">');
      expect(res.body).toContain('"whatsapp":"5493871234567"');
    }
  });

  it('serves hashed assets pre-compressed with a one-year immutable cache', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await ctx.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('a server renderer that cannot be loaded', () => {
  // Starts its own app (PGlite, migrations, seed), which like the hooks can take more than
  // Vitest's default 5 s on a busy machine.
  it('still starts and serves the app shell', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-broken-ssr-'));
    mkdirSync(path.join(root, 'dist'));
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(
      path.join(root, 'dist', 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"><div class="boot"></div></div></body></html>',
    );
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), 'throw new Error("renderer broken");');
    const broken = await createTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
    try {
      const res = await broken.app.inject({ url: '/allProducts', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"><div class="boot"></div></div>');
    } finally {
      await broken.close();
    }
  }, 60_000);
});
