/**
 * The mail outbox: order mails are queued in the order's transaction and sent
 * by a worker with retries, exactly once per order and kind. In-process: a retried order, the
 * outbox folder under concurrent orders, SMTP down then up, two workers on one database. The crash
 * test (a child server killed with SIGKILL, then restarted) is in mail-outbox-crash.test.ts.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { formatOrderNumber } from '@shop/domain';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { createMailOutbox, enqueueMails, retryDelayMs } from '../src/modules/mail/service.ts';
import type { Mailer, MailMessage } from '../src/plugins/mail.ts';
import { signedInCustomer, placeOrder } from './factories/index.ts';
import { freePort } from './fault-support.ts';
import { createPostgresDatabase, createTestApp, openTestDatabase } from './helper.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { MAIL_TEST_ENV, smtpUrl, startLocalSmtp } from './smtp-support.ts';
import { until } from './spawn-server.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-mail-outbox-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ENV = { ...MAIL_TEST_ENV, MAIL_RETRY_BASE_MS: '50' };

const noop = () => {};
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
} as unknown as FastifyBaseLogger;

describe('a retried order (same Idempotency-Key)', () => {
  it("queues no second mail, and the first attempt's mails are still sent after the transport recovers", async () => {
    let failing = true;
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      kind: 'smtp',
      async send(message) {
        // Code mails pass; order mails fail while "SMTP is down".
        if (failing && /pedido/i.test(message.subject)) throw new Error('connect ECONNREFUSED');
        sent.push(message);
      },
      close() {},
    };
    const ctx = await createTestApp(ENV, { mailer: flaky });
    try {
      const user = await signedInCustomer(ctx, 'retry_mail');
      const first = await placeOrder(
        ctx,
        user.cookie,
        { email: 'retry_mail@example.com' },
        { idempotencyKey: 'checkout-retry-1' },
      );
      expect(first.statusCode).toBe(201);
      const orderId: string = first.json().pedido.id;
      await until(
        async () =>
          (
            await ctx.database.db
              .select()
              .from(mailOutbox)
              .where(like(mailOutbox.key, `order:${orderId}:%`))
          ).every((r) => r.attempts >= 1),
        'a failed attempt',
      );
      const retry = await placeOrder(
        ctx,
        user.cookie,
        { email: 'retry_mail@example.com' },
        { idempotencyKey: 'checkout-retry-1' },
      );
      expect(retry.statusCode).toBe(200);
      expect(retry.json().pedido.id).toBe(orderId);
      failing = false;
      const short = formatOrderNumber(first.json().pedido.number, 'es');
      await until(() => sent.filter((m) => m.subject.includes(short)).length >= 2, 'the two order mails');
      await ctx.drainMail();
      const orderMails = sent.filter((m) => m.subject.includes(short));
      expect(orderMails.map((m) => m.to).sort()).toEqual(['pedidos@shop.example', 'retry_mail@example.com']);
      const rows = await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.key, `order:${orderId}:%`));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(rows.every((r) => r.attempts >= 2)).toBe(true);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('the outbox folder (no SMTP_URL)', () => {
  it('keeps 60 distinct files for 30 concurrent orders', async () => {
    const dataDir = path.join(tmp, 'files');
    const ctx = await createTestApp({ ...ENV, DATA_DIR: dataDir, SMTP_URL: '' }, { mailer: 'config' });
    try {
      const user = await signedInCustomer(ctx, 'many_files');
      await ctx.drainMail();
      const folder = path.join(dataDir, 'outbox');
      const before = readdirSync(folder).length;
      const results = await Promise.all(
        Array.from({ length: 30 }, () => placeOrder(ctx, user.cookie, { email: 'many_files@example.com' })),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
      await until(async () => {
        await ctx.drainMail();
        return readdirSync(folder).length - before >= 60;
      }, '60 files');
      const files = readdirSync(folder);
      expect(new Set(files).size).toBe(files.length);
      expect(files.length - before).toBe(60);
    } finally {
      await ctx.close();
    }
  }, 90_000);
});

describe('SMTP down, then up', () => {
  it('sends the order mails after a retry once the SMTP server answers', async () => {
    const port = await freePort();
    // Everything goes over SMTP on `port`: up for the sign-up code, then down for the order.
    const ctx = await createTestApp(
      { ...ENV, SMTP_URL: smtpUrl(port), MAIL_RETRY_BASE_MS: '300' },
      { mailer: 'config' },
    );
    let smtp: Awaited<ReturnType<typeof startLocalSmtp>> | undefined;
    try {
      smtp = await startLocalSmtp(port);
      const user = await signedInCustomer(ctx, 'smtp_back');
      await smtp.close();
      const res = await placeOrder(ctx, user.cookie, { email: 'smtp_back@example.com' });
      expect(res.statusCode).toBe(201);
      const orderId: string = res.json().pedido.id;
      const rowsOf = () =>
        ctx.database.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.key, `order:${orderId}:%`));
      await until(
        async () => (await rowsOf()).some((r) => r.status === 'pending' && r.attempts >= 1 && r.lastError),
        'a refused attempt',
      );
      smtp = await startLocalSmtp(port);
      const short = formatOrderNumber(res.json().pedido.number, 'es');
      await until(
        () => smtp!.received.filter((m) => m.subject.includes(short)).length >= 2,
        'the order mails over SMTP',
      );
      await ctx.drainMail();
      expect(
        smtp.received
          .filter((m) => m.subject.includes(short))
          .map((m) => m.to)
          .sort(),
      ).toEqual(['pedidos@shop.example', 'smtp_back@example.com']);
      expect((await rowsOf()).map((r) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      await smtp?.close();
      await ctx.close();
    }
  }, 60_000);
});

describe('the outbox worker', () => {
  it('waits base · 2^(n−1) (±20 %) before retry n+1, at most 6 hours', () => {
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(4, 1000, () => 0.5)).toBe(8000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(3200);
    expect(retryDelayMs(40, 1000, () => 0.5)).toBe(6 * 3_600_000);
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS with a logged error', async () => {
    const { database, dispose } = await openTestDatabase();
    const errors: string[] = [];
    const log = {
      ...silentLog,
      error: (_: unknown, msg: string) => errors.push(msg),
    } as unknown as FastifyBaseLogger;
    const down: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connect ECONNREFUSED')),
      close() {},
    };
    const outbox = createMailOutbox({
      db: database.db,
      databaseKind: database.kind,
      mailer: down,
      log,
      pollMs: 50,
      retryBaseMs: 10,
      maxAttempts: 3,
      leaseMs: 60_000,
      messageIdDomain: 'shop.example',
    });
    try {
      await enqueueMails(database.db, [
        { key: 'give-up', kind: 'test', to: 'a@example.com', subject: 's', text: 't', html: 'h' },
      ]);
      outbox.start();
      await until(
        async () =>
          (await database.db.select().from(mailOutbox).where(eq(mailOutbox.key, 'give-up')))[0].status ===
          'failed',
        'status failed',
      );
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.key, 'give-up'));
      expect(row.attempts).toBe(3);
      expect(row.lastError).toContain('ECONNREFUSED');
      expect(errors).toContain('mail given up after its last attempt');
    } finally {
      await outbox.stop();
      await database.close();
      await dispose();
    }
  }, 30_000);

  it('two workers on one database (PostgreSQL with TEST_DATABASE_URL) never send a mail twice, and a claim abandoned by a dead worker is taken over', async () => {
    // Two pools on PostgreSQL, like two processes; PGlite is one process, so both share its one connection.
    let first: Database;
    let second: Database;
    let dropDb = async () => {};
    if (process.env.TEST_DATABASE_URL) {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      first = await openDatabase({ databaseUrl: created.url });
      await first.migrate();
      second = await openDatabase({ databaseUrl: created.url });
      dropDb = () => created.drop();
    } else {
      first = await openDatabase({});
      await first.migrate();
      second = first;
    }
    const sends: { worker: string; to: string; subject: string }[] = [];
    const slowMailer = (worker: string): Mailer => ({
      kind: 'smtp',
      async send(message) {
        await new Promise((r) => setTimeout(r, 2 + Math.random() * 5));
        sends.push({ worker, to: message.to, subject: message.subject });
      },
      close() {},
    });
    const make = (db: Database, worker: string) =>
      createMailOutbox({
        db: db.db,
        databaseKind: 'postgres',
        mailer: slowMailer(worker),
        log: silentLog,
        pollMs: 20,
        retryBaseMs: 10,
        maxAttempts: 3,
        leaseMs: 500,
        batchSize: 3,
        messageIdDomain: 'shop.example',
      });
    const a = make(first, 'a');
    const b = make(second, 'b');
    try {
      // One row claimed by a worker that then died: its lease has run out.
      await enqueueMails(first.db, [
        {
          key: 'abandoned',
          kind: 'test',
          to: 'dead@example.com',
          subject: 'abandoned',
          text: 't',
          html: 'h',
        },
      ]);
      await first.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.key, 'abandoned'));
      await enqueueMails(
        first.db,
        Array.from({ length: 60 }, (_, i) => ({
          key: `mail-${i}`,
          kind: 'test',
          to: `c${i}@example.com`,
          subject: `mail ${i}`,
          text: 't',
          html: 'h',
        })),
      );
      a.start();
      b.start();
      for (let i = 0; i < 10; i++) {
        a.kick();
        b.kick();
        await new Promise((r) => setTimeout(r, 5));
      }
      await until(() => sends.length >= 61, '61 sends');
      await Promise.all([a.drain(), b.drain()]);
      await new Promise((r) => setTimeout(r, 200));
      expect(sends).toHaveLength(61);
      expect(new Set(sends.map((s) => s.subject)).size).toBe(61);
      const rows = await first.db.select().from(mailOutbox);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
      if (second !== first) await second.close();
      await first.close();
      await dropDb();
    }
  }, 60_000);
});
