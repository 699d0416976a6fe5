/**
 * Several app processes behind one load balancer (README "Running on several
 * machines"): two real servers (child processes of server/src/main.ts, each with its own DATA_DIR
 * and port), started at the same moment on one new PostgreSQL database and one local S3 bucket.
 * A session, an order, a receipt and a product photo made through one are served by the other.
 * PostgreSQL only (the embedded PGlite is one process by design): runs in server-postgres.
 * Also, on any database: a server given DATABASE_URL but no AUTH_SECRET refuses to start.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './fault-support.ts';
import { createPostgresDatabase } from './helper.ts';
import { multipart, tinyPdf } from './receipts-support.ts';
import { startLocalS3, type LocalS3 } from './s3-support.ts';
import { pickupChoice } from './delivery-support.ts';
import { spawnServer, type SpawnedServer } from './spawn-server.ts';

const PUBLIC_URL = 'http://localhost:3000';
const SECRET = 'several-processes-secret-0123456789abcdef';

interface Server extends SpawnedServer {
  name: string;
}

/** Starts server `name` on its own new DATA_DIR (removed by `stop`); await `ready` before calling it. */
function startServer(
  name: string,
  port: number,
  env: Record<string, string>,
): { server: Server; ready: Promise<void> } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  const spawned = spawnServer({
    port,
    dataDir,
    env: { PUBLIC_URL, RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '1000', SMTP_URL: '', ...env },
  });
  const server: Server = {
    ...spawned,
    name,
    async stop() {
      await spawned.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { server, ready: spawned.ready };
}

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: { payload: Buffer; contentType: string };
  cookie?: string;
}

/** A request to one server as the shop's own pages make it (Origin = PUBLIC_URL). */
async function call(server: Server, url: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { origin: PUBLIC_URL };
  if (opts.cookie) headers.cookie = opts.cookie;
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.body) {
    headers['content-type'] = opts.body.contentType;
    body = new Uint8Array(opts.body.payload);
  }
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown>,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/**
 * The sign-up code mailed to `email`: with no SMTP each mail is an .eml file in DATA_DIR/outbox
 * (the log names the file but never its text). The mail outbox worker of
 * either process may send it, so both folders are read.
 */
async function loggedCode(servers: Server[], email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    for (const server of servers) {
      const outbox = path.join(server.dataDir, 'outbox');
      const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      for (const file of files) {
        const text = readFileSync(path.join(outbox, file), 'utf8');
        if (!text.includes(email)) continue;
        const code = /\b(\d{6})\b/.exec(
          text
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code for ${email} in the outboxes of ${servers.map((s) => s.name).join(', ')}`);
}

/** Signs up through `first`, confirms through `second`, signs in through `first`: the session cookie. */
async function signedIn(
  first: Server,
  second: Server,
  username: string,
): Promise<{ cookie: string; email: string }> {
  const email = `${username}@example.com`;
  const password = 'clave-segura-1';
  const signUp = await call(first, '/api/account/sign-up', { json: { username, email, password } });
  expect(signUp.status, `sign-up through ${first.name}: ${signUp.bytes.toString('utf8')}`).toBe(201);
  const code = await loggedCode([first, second], email);
  expect((await call(second, '/api/account/confirm', { json: { username, code } })).status).toBe(200);
  const signIn = await call(first, '/api/account/sign-in', { json: { username, password } });
  expect(signIn.status).toBe(200);
  return { cookie: signIn.cookie, email };
}

describe('a server given DATABASE_URL but no AUTH_SECRET', () => {
  it('refuses to start, naming AUTH_SECRET', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-no-secret-'));
    try {
      // Nothing listens on port 9: the refusal must come before any connection is tried.
      const server = spawnServer({
        port: 0,
        dataDir,
        env: { DATABASE_URL: 'postgres://shop@127.0.0.1:9/shop', AUTH_SECRET: '', LOG_LEVEL: 'silent' },
      });
      const code = await server.exited;
      expect(code).toBe(1);
      expect(server.output()).toContain('AUTH_SECRET');
      expect(server.output()).toContain('DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'two processes on one PostgreSQL database and one bucket',
  () => {
    let s3: LocalS3;
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let a: Server;
    let b: Server;

    beforeAll(async () => {
      s3 = await startLocalS3('shop-shared-files');
      database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const env = { ...s3.env, DATABASE_URL: database.url, AUTH_SECRET: SECRET };
      // Started together on the new database: one migrates and seeds, the other waits for it.
      const [first, second] = [
        startServer('a', await freePort(), env),
        startServer('b', await freePort(), env),
      ];
      a = first.server;
      b = second.server;
      await Promise.all([first.ready, second.ready]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      await s3?.close();
    }, 60_000);

    it('keeps no file and no secret of its own: DATA_DIR holds neither files/ nor auth-secret', () => {
      for (const server of [a, b]) {
        expect(existsSync(path.join(server.dataDir, 'auth-secret'))).toBe(false);
        expect(existsSync(path.join(server.dataDir, 'files'))).toBe(false);
      }
    });

    it('serves through one process the session, order, receipt and product photo made through the other', async () => {
      // A session made through A is accepted by B.
      const shopper = await signedIn(a, b, 'two_proc_shopper');
      const me = await call(b, '/api/session', { cookie: shopper.cookie });
      expect(me.status).toBe(200);
      expect((me.json().user as { email: string } | null)?.email).toBe(shopper.email);

      // An order placed through A is listed by B.
      const placed = await call(a, '/api/pedido', {
        cookie: shopper.cookie,
        json: {
          firstname: 'Ana',
          lastname: 'Pérez',
          email: shopper.email,
          address: 'Caseros 123',
          phone: '3875550000',
          paymentMethod: 'transferencia',
          delivery: pickupChoice(),
          items: [{ id: '3', quantity: 2 }],
        },
      });
      expect(placed.status).toBe(201);
      const orderId = (placed.json().pedido as { id: string }).id;
      const seen = await call(b, `/api/pedidos/${orderId}`, { cookie: shopper.cookie });
      expect(seen.status).toBe(200);
      expect(seen.json()).toMatchObject({ id: orderId, total: 4000 });

      // A receipt uploaded through A is downloaded by the back office through B.
      const receiptBody = multipart([
        { name: 'comprobante', filename: 'pago.pdf', contentType: 'application/pdf', data: tinyPdf() },
      ]);
      const uploaded = await call(a, `/api/pedidos/${orderId}/comprobante`, {
        cookie: shopper.cookie,
        body: receiptBody,
      });
      expect(uploaded.status).toBe(201);
      const receiptId = (uploaded.json().receipt as { id: string }).id;

      const admin = await signedIn(b, a, 'two_proc_admin');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(`update users set role = 'admin' where email = $1`, [admin.email]);
      } finally {
        await client.end();
      }
      const receipt = await call(b, `/api/admin/orders/${orderId}/receipts/${receiptId}`, {
        cookie: admin.cookie,
      });
      expect(receipt.status).toBe(200);
      expect(receipt.bytes.equals(tinyPdf())).toBe(true);

      // A product photo uploaded through B is served by A, with a year's cache, and A's catalogue lists it.
      expect(
        (await call(b, '/api/admin/products/5/images/3', { method: 'DELETE', cookie: admin.cookie })).status,
      ).toBe(200);
      const jpeg = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8a5a2b' } })
        .jpeg()
        .toBuffer();
      const photo = await call(b, '/api/admin/products/5/images', {
        cookie: admin.cookie,
        body: multipart([{ name: 'image', filename: 'foto.jpg', contentType: 'image/jpeg', data: jpeg }]),
      });
      expect(photo.status).toBe(201);
      const base = (photo.json().images as string[]).at(-1)!;
      // Until a runner (either process's: they share the jobs table) has made the variants, both
      // serve the upload's fallback JPEG, never a 404; then the AVIF, from the bucket.
      const first = await call(a, `${base}-800.avif`);
      expect(first.status).toBe(200);
      const deadline = Date.now() + 90_000;
      let fromA = first;
      while (fromA.headers.get('content-type') !== 'image/avif' && Date.now() < deadline) {
        expect(fromA.headers.get('cache-control')).toBe('no-store');
        await new Promise((r) => setTimeout(r, 250));
        fromA = await call(a, `${base}-800.avif`);
      }
      const fromB = await call(b, `${base}-800.avif`);
      expect(fromA.status).toBe(200);
      expect(fromA.headers.get('content-type')).toBe('image/avif');
      expect(fromA.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
      // A's catalogue shows the new photo within its staleness bound (CATALOG_CACHE_TTL_MS = 1 s here).
      const listedBy = Date.now() + 5000;
      let images: string[] = [];
      while (Date.now() < listedBy) {
        images = ((await call(a, '/api/products/5')).json() as { images: string[] }).images;
        if (images.includes(base)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(images).toContain(base);
    }, 120_000);
  },
);
