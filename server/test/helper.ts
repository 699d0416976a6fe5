/**
 * Builds the real app on a fresh, migrated and seeded database for API tests (fastify/demo's
 * test/helper style). PGlite in memory by default; with TEST_DATABASE_URL a new PostgreSQL
 * database is created for the test file and dropped afterwards. Both start as a copy of the run's
 * template (database-template.ts), which was migrated and seeded once.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { leasePglite } from './pglite-pool.ts';
import { createPostgresDatabase } from './postgres-database.ts';

export { createPostgresDatabase };
import type { Agent } from 'node:https';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createMailer, type Mailer, type MailMessage } from '../src/plugins/mail.ts';
import { seedDeliveryDefaults } from '../src/modules/delivery/index.ts';
import { eq } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/domain';
import { orders } from '../src/db/schema.ts';
import { testPasswordHasher } from '../src/plugins/test-password-hasher.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every mail the app sent, oldest first (empty when options.mailer was given). */
  mails: MailMessage[];
  /** Sends every mail that is due now through the outbox and resolves when done. */
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

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
} as unknown as FastifyBaseLogger;

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
    return leasePglite(() => (pgliteTemplate ??= readFile(templateFile).then((bytes) => new Blob([bytes]))));
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  return { database, dispose: async () => {} };
}

/**
 * The app on a fresh database; call close() in afterAll. `options.onRoute` is told about every
 * route the app registers; `options.pushAgent` is the TLS agent for push services.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    onRoute?: (route: RouteOptions) => void;
    /** The transport behind the outbox: a given mailer, 'config' for the configured one (SMTP_URL or DATA_DIR/outbox); default a recorder of `mails`. */
    mailer?: Mailer | 'config';
    /** The HTTPS agent web-push uses (a test's local push service with its own certificate). */
    pushAgent?: Agent;
    /** Hash passwords as the shop does (better-auth's scrypt) instead of the tests' cheaper hash. */
    realPasswordHashing?: boolean;
  } = {},
): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CATALOG_CACHE_TTL_MS: '0',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    // Tests book days a fixed number of days from the real date; a national holiday on that day
    // would refuse them on some dates only. The holiday tests turn the calendar on.
    DELIVERY_HOLIDAYS_COUNTRY: 'none',
    ...env,
  });
  const { database, dispose } = await openTestDatabase();
  await seedDeliveryDefaults(database.db, config.shop);
  const mails: MailMessage[] = [];
  const transport =
    options.mailer === 'config'
      ? createMailer({
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          outboxDir: path.join(config.dataDir, 'outbox'),
          log: silentLog,
        })
      : options.mailer;
  const mailer = transport ? recordingAfter(transport, mails) : recordingMailer(mails);
  const app = await buildApp(config, {
    database,
    mailer,
    onRoute: options.onRoute,
    pushAgent: options.pushAgent,
    passwordHasher: options.realPasswordHashing ? undefined : testPasswordHasher,
  });
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

/** The order's short number as the mails and pages show it ("N.º 1042", domain formatOrderNumber). */
export async function orderNumberText(
  ctx: Pick<TestContext, 'database'>,
  orderId: string,
  lang: 'es' | 'en' = 'es',
): Promise<string> {
  const [row] = await ctx.database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return formatOrderNumber(row.number, lang);
}
