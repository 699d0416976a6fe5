/**
 * Builds the real app on a fresh, migrated and seeded database for API tests (fastify/demo's
 * test/helper style). PGlite in memory by default; with TEST_DATABASE_URL a new PostgreSQL
 * database is created for the test file and dropped afterwards. Both start as a copy of the run's
 * template (database-template.ts), which was migrated and seeded once.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Agent } from 'node:https';
import pg from 'pg';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createMailer, type Mailer, type MailMessage } from '../src/plugins/mail.ts';
import { seedDeliveryDefaults } from '../src/modules/delivery/delivery-store.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every mail the app sent, oldest first (empty when options.mailer was given). */
  mails: MailMessage[];
  /** Sends every mail that is due now through the outbox (issue 13 finding 4) and resolves when done. */
  drainMail(): Promise<void>;
  /** Runs every background job that is due now (decision 0017), and the ones they queue, and resolves when none is left. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
}

/** A mailer that keeps messages in memory. */
export function recordingMailer(mails: MailMessage[]): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      mails.push(message);
    },
    close() {},
  };
}

/** `inner`, also keeping in `mails` each message it sent without error. */
function recordingAfter(inner: Mailer, mails: MailMessage[]): Mailer {
  return {
    kind: inner.kind,
    async send(message) {
      await inner.send(message);
      mails.push(message);
    },
    close: () => inner.close(),
  };
}

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {} } as unknown as FastifyBaseLogger;

/**
 * Creates a PostgreSQL database with a random name next to `adminUrl`, empty or a copy of the
 * database `template`; drop() removes it.
 */
export async function createPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`PostgreSQL at TEST_DATABASE_URL (${adminUrl}) is not reachable: ${(err as Error).message}`, {
      cause: err,
    });
  }
  try {
    await createDatabase(admin, name, template);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() returns before the server has closed every backend; forcing the drop while one
      // is still closing kills it with 57P01, which surfaces as an uncaught error in the test run.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `create database`, from `template` when given. PostgreSQL refuses to copy a template while
 * another session is connected to it ("being accessed by other users", 55006); none should be,
 * so that is only waited out briefly.
 */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined): Promise<void> {
  const sqlText = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(sqlText);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The run's PGlite template (database-template.ts), read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

/** Opens a migrated and seeded database of the kind the test run asks for. */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = inject('postgresTemplate') || undefined;
    const created = await createPostgresDatabase(adminUrl, template);
    const database = await openDatabase({ databaseUrl: created.url });
    if (!template) {
      await database.migrate();
      await seedIfEmpty(database.db);
    }
    return { database, dispose: () => created.drop() };
  }
  const templateFile = inject('pgliteTemplate');
  if (templateFile) {
    pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ loadDataDir: await pgliteTemplate });
    return { database, dispose: async () => {} };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  return { database, dispose: async () => {} };
}

/**
 * The app on a fresh database; call close() in afterAll. `options.onRoute` is told about every
 * route the app registers; `options.pushAgent` is the TLS agent for push services (issue 19).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** The transport behind the outbox: a given mailer, 'config' for the configured one (SMTP_URL or DATA_DIR/outbox); default a recorder of `mails`. */
    mailer?: Mailer | 'config';
    /** The HTTPS agent web-push uses (a test's local push service with its own certificate). */
    pushAgent?: Agent;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_TTL_MS: '0',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const { database, dispose } = await openTestDatabase();
  await seedDeliveryDefaults(database.db, config.shop.address);
  const mails: MailMessage[] = [];
  const transport =
    options.mailer === 'config'
      ? createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, outboxDir: path.join(config.dataDir, 'outbox'), log: silentLog })
      : options.mailer;
  const mailer = transport ? recordingAfter(transport, mails) : recordingMailer(mails);
  const app = await buildApp(config, { database, mailer, onRoute: options.onRoute, pushAgent: options.pushAgent });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    drainMail: () => app.mailOutbox.drain(),
    drainJobs: () => app.jobs.drain(),
    async close() {
      await app.close();
      await dispose();
    },
  };
}
