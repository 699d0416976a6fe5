/**
 * PostgreSQL going away for real. Runs only when TEST_DATABASE_URL
 * is set (CI sets it; the server-postgres project): PGlite has no connections to lose.
 *  - pg_terminate_backend on every connection of the shop (a restart, a failover): the process
 *    lives on, logs it, and the next requests succeed on new connections;
 *  - a TCP proxy cut like a network partition: 503 with Retry-After within 1 s (health included),
 *    the catalogue and its pages from the last good copy, everything back within seconds.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { fakeRenderedWebApp, startCuttableProxy } from './fault-support.ts';
import { createPostgresDatabase, recordingMailer } from './helper.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const baseEnv = {
  LOG_LEVEL: 'silent',
  CATALOG_CACHE_TTL_MS: '0',
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  PUBLIC_URL: 'http://localhost:3000',
  DELIVERY_HOLIDAYS_COUNTRY: 'none',
};

/** A fresh migrated and seeded database; `via` rewrites the URL the app uses (e.g. through a proxy). */
async function appOnFreshDatabase(env: Record<string, string>, via: (url: URL) => URL = (u) => u) {
  const created = await createPostgresDatabase(adminUrl!);
  cleanups.push(() => created.drop());
  const config = loadConfig({ ...baseEnv, ...env });
  const database = await openDatabase({
    databaseUrl: via(new URL(created.url)).toString(),
    pool: config.databasePool,
  });
  await database.migrate();
  await seedIfEmpty(database.db);
  const app = await buildApp(config, { database, mailer: recordingMailer([]) });
  await app.ready();
  cleanups.push(() => app.close());
  const warnings: string[] = [];
  database.setLogger({ warn: (_obj, msg) => warnings.push(msg) });
  return { app, database, name: new URL(created.url).pathname.slice(1), warnings };
}

const titles = async (app: FastifyInstance) =>
  ((await app.inject({ url: '/api/products?limit=50' })).json() as { items: { title: string }[] }).items.map(
    (p) => p.title,
  );

/** Polls `check` until it holds or `ms` pass; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - start;
}

/** The answer to `url` and how long it took, in ms. */
async function timed(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const start = performance.now();
  const res = await app.inject({ url, headers });
  return { res, ms: performance.now() - start };
}

describe.runIf(adminUrl)('PostgreSQL going away', () => {
  it('survives pg_terminate_backend on every connection, idle or in a transaction, and reconnects', async () => {
    const { app, database, name, warnings } = await appOnFreshDatabase({ DATABASE_POOL_MAX: '5' });
    // Several idle connections in the pool, and one checked out by an open transaction.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/api/products/1/reviews' })));
    let proceed!: () => void;
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    const transaction = (database as Database).db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate;
      await tx.execute(sql`select 1`);
    });
    transaction.catch(() => {});

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThanOrEqual(2);

    // Without error listeners node-postgres would throw "Connection terminated unexpectedly" and end the process here.
    await within(3000, async () => warnings.some((w) => w.includes('during a transaction')));
    proceed();
    const failure = await transaction.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(warnings.some((w) => w.startsWith('database connection lost'))).toBe(true);

    await within(3000, async () => (await app.inject({ url: '/api/health' })).statusCode === 200);
    expect((await app.inject({ url: '/api/products/1/reviews' })).statusCode).toBe(200);
  }, 60_000);

  it('during a partition answers 503 within 1 s, serves the catalogue and pages from the last copy, and recovers', async () => {
    const target = new URL(adminUrl!);
    const proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.close());
    // Production time limits (the defaults), through the proxy.
    const { app, database } = await appOnFreshDatabase({ WEB_DIST_DIR: fakeRenderedWebApp() }, (url) => {
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return url;
    });
    const before = await titles(app);
    expect(before.length).toBeGreaterThan(0);
    expect((await app.inject({ url: '/allProducts', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );

    proxy.cut();
    const health = await timed(app, '/api/health');
    expect(health.res.statusCode).toBe(503);
    expect(health.res.headers['retry-after']).toBe('5');
    expect(health.res.json().error.code).toBe('database_unavailable');
    expect(health.ms).toBeLessThan(1000);

    const reviews = await timed(app, '/api/products/1/reviews', { 'accept-language': 'en' });
    expect(reviews.res.statusCode).toBe(503);
    expect(reviews.res.json()).toEqual({
      error: { code: 'database_unavailable', message: 'Service unavailable' },
    });
    expect(reviews.ms).toBeLessThan(1000);

    const list = await timed(app, '/api/products?limit=50');
    expect(list.res.statusCode).toBe(200);
    expect((list.res.json() as { items: { title: string }[] }).items.map((p) => p.title)).toEqual(before);
    expect(list.ms).toBeLessThan(1000);

    const page = await timed(app, '/allProducts', { accept: 'text/html' });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.body).toContain(`<h2>${before[0]}</h2>`);
    expect(page.ms).toBeLessThan(1000);

    // Still cut: later requests are as quick (no request waits longer than the time limits).
    expect((await timed(app, '/api/health')).ms).toBeLessThan(1000);

    proxy.restore();
    await within(5000, async () => (await app.inject({ url: '/api/health' })).statusCode === 200);
    await database.db.update(products).set({ titleEs: 'Pan de vuelta' }).where(eq(products.id, 1));
    await within(5000, async () => (await titles(app)).includes('Pan de vuelta'));
  }, 60_000);
});
