/**
 * While the database cannot be reached, the API answers 503 with
 * Retry-After in the contract's shape (not 500 `internal`), the catalogue and its server-rendered
 * pages come from the last good copy, and everything is back without a restart. The failure is
 * injected under Drizzle (the driver's query rejects as node-postgres does when a connection
 * drops), so this runs on PGlite too; postgres-faults.test.ts does it with a real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer, updateProduct } from './factories/index.ts';
import { fakeRenderedWebApp } from './fault-support.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let client: { query: (...args: unknown[]) => Promise<unknown> };
let realQuery: (...args: unknown[]) => Promise<unknown>;

beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: fakeRenderedWebApp() });
  client = (ctx.database.db as unknown as { $client: typeof client }).$client;
  realQuery = client.query;
});
afterAll(async () => {
  client.query = realQuery;
  await ctx?.close();
});

/** Makes every query fail with `err` until heal() runs. */
function breakDatabase(err: Error) {
  client.query = () => Promise.reject(err);
}
function heal() {
  client.query = realQuery;
}

const titles = async () =>
  (
    (await ctx.app.inject({ url: '/api/products?limit=50' })).json() as { items: { title: string }[] }
  ).items.map((p) => p.title);

describe('the database going away', () => {
  it('answers 503 with Retry-After, serves the last catalogue and pages, and recovers by itself', async () => {
    const before = await titles();
    expect(before.length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    breakDatabase(new Error('Connection terminated unexpectedly'));
    try {
      const health = await ctx.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toEqual({
        error: { code: 'database_unavailable', message: 'Servicio no disponible' },
      });

      const reviews = await ctx.app.inject({
        url: '/api/products/1/reviews',
        headers: { 'accept-language': 'en' },
      });
      expect(reviews.statusCode).toBe(503);
      expect(reviews.headers['retry-after']).toBe('5');
      expect(reviews.json()).toEqual({
        error: { code: 'database_unavailable', message: 'Service unavailable' },
      });

      // The catalogue (cache TTL 0 here, so every read would go to the database) from its last copy.
      expect(await titles()).toEqual(before);
      const product = await ctx.app.inject({ url: '/api/products/1' });
      expect(product.statusCode).toBe(200);
      const page = await ctx.app.inject({ url: '/allProducts', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h2>${before[0]}</h2>`);
    } finally {
      heal();
    }

    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // A change made after the outage shows within seconds (the catalogue retries once a second).
    await updateProduct(ctx, 1, { titleEs: 'Pan de vuelta' });
    const deadline = Date.now() + 5000;
    while (!(await titles()).includes('Pan de vuelta') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await titles()).toContain('Pan de vuelta');
  });

  it('does not sign a shopper out while the database is away: signed-in calls answer 503', async () => {
    const { cookie } = await signedInCustomer(ctx, 'outage');
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).statusCode).toBe(200);
    breakDatabase(new Error('Connection terminated unexpectedly'));
    try {
      for (const url of ['/api/cliente', '/api/session']) {
        const res = await ctx.app.inject({ url, headers: { cookie } });
        expect(res.statusCode, url).toBe(503);
        expect(res.json().error.code, url).toBe('database_unavailable');
      }
    } finally {
      heal();
    }
    expect((await ctx.app.inject({ url: '/api/cliente', headers: { cookie } })).statusCode).toBe(200);
  });

  it('still answers 500 `internal` for a failure that is not the database being away', async () => {
    breakDatabase(new Error('column "nope" does not exist'));
    try {
      const res = await ctx.app.inject({ url: '/api/products/1/reviews' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal');
    } finally {
      heal();
    }
  });
});
