/**
 * Campaign measurement's server side (docs/decisions/0035): the providers' IDs reach the page in
 * the shop facts (GET /api/shop and the page's #shop-config) and the Content-Security-Policy names
 * each provider's hosts only when it is configured; without IDs both are as they were.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import { createTestApp, type TestContext } from './helper.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body></body></html>',
);

const GA4 = 'G-AB12CD34EF';
const PIXEL = '123456789012345';
const GA4_HOSTS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const META_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

/** The policy's directives by name. */
function directives(res: { headers: Record<string, unknown> }): Record<string, string[]> {
  const policy = String(res.headers['content-security-policy']);
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

let plain: TestContext;
let both: TestContext;
let gaOnly: TestContext;
beforeAll(async () => {
  [plain, both, gaOnly] = await Promise.all([
    createTestApp({ WEB_DIST_DIR: dist }),
    createTestApp({ WEB_DIST_DIR: dist, GA4_MEASUREMENT_ID: GA4, META_PIXEL_ID: PIXEL }),
    createTestApp({ WEB_DIST_DIR: dist, GA4_MEASUREMENT_ID: GA4 }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), both?.close(), gaOnly?.close()]);
});

describe('campaign measurement configuration', () => {
  it('accepts the providers’ ID shapes and refuses others at start, by name', () => {
    const base = { AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).analytics).toBeUndefined();
    expect(loadConfig({ ...base, GA4_MEASUREMENT_ID: GA4, META_PIXEL_ID: PIXEL }).analytics).toEqual({
      ga4MeasurementId: GA4,
      metaPixelId: PIXEL,
    });
    // A test's fake origin alone turns nothing on.
    expect(
      loadConfig({ ...base, ANALYTICS_SCRIPT_BASE_URL: 'http://127.0.0.1:9' }).analytics,
    ).toBeUndefined();
    expect(() => loadConfig({ ...base, GA4_MEASUREMENT_ID: 'UA-1234-1', META_PIXEL_ID: 'pixel' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ...base, GA4_MEASUREMENT_ID: 'UA-1234-1', META_PIXEL_ID: 'pixel' });
    } catch (err) {
      const text = (err as ConfigError).message;
      expect(text).toContain('GA4_MEASUREMENT_ID');
      expect(text).toContain('META_PIXEL_ID');
    }
  });
});

describe('without IDs', () => {
  it('keeps the shop’s own policy and sends no analytics in the shop facts', async () => {
    for (const url of ['/api/shop', '/']) {
      const res = await plain.app.inject({
        url,
        headers: { accept: url === '/' ? 'text/html' : 'application/json' },
      });
      const d = directives(res);
      expect(d['script-src']).toEqual(["'self'"]);
      expect(d['connect-src']).toEqual(["'self'"]);
      expect(d['img-src']).toEqual(["'self'", 'data:']);
      expect(res.body).not.toContain('analytics');
    }
  });
});

describe('with GA4 and the Meta pixel', () => {
  it('names both providers’ hosts in the policy, API answers and pages alike', async () => {
    for (const url of ['/api/shop', '/']) {
      const d = directives(
        await both.app.inject({ url, headers: { accept: url === '/' ? 'text/html' : '*/*' } }),
      );
      expect(d['script-src']).toEqual([
        "'self'",
        'https://*.googletagmanager.com',
        'https://connect.facebook.net',
      ]);
      for (const host of [...GA4_HOSTS, ...META_HOSTS]) expect(d['connect-src']).toContain(host);
      expect(d['img-src']).toContain('https://www.facebook.com');
      expect(d['img-src']).toContain('https://*.google-analytics.com');
      expect(d['default-src']).toEqual(["'self'"]);
    }
  });

  it('gives the IDs to the page through the shop facts', async () => {
    const shop = await both.app.inject({ url: '/api/shop' });
    expect(shop.json().analytics).toEqual({ ga4MeasurementId: GA4, metaPixelId: PIXEL });
    const page = await both.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`"analytics":{"ga4MeasurementId":"${GA4}","metaPixelId":"${PIXEL}"}`);
  });
});

describe('with GA4 only', () => {
  it('widens the policy for Google’s hosts and not for Meta’s', async () => {
    const d = directives(await gaOnly.app.inject({ url: '/api/shop' }));
    for (const host of GA4_HOSTS) expect(d['connect-src']).toContain(host);
    for (const host of META_HOSTS) {
      expect(d['connect-src']).not.toContain(host);
      expect(d['script-src']).not.toContain(host);
      expect(d['img-src']).not.toContain(host);
    }
  });
});
