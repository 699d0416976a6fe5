/**
 * What a server module is (docs/architecture.md): `modules/<name>/index.ts` exports one
 * `defineModule(name, plugin)`, and `app.ts` lists it. The plugin is given the shop's core (the
 * configuration, the database, the event bus, the job runner, the mail outbox, file storage, the
 * rate limiter) and reads its own slice of the configuration from it. It registers its routes,
 * jobs and event subscribers; a service another module needs is decorated on the app and declared
 * in its index.ts (`declare module 'fastify'`), and the module that reads it names it in
 * `dependencies`, so a wrong order in app.ts fails at start with the missing module's name.
 */
import type { Agent } from 'node:https';
import type { PasswordHasher } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MailOutbox } from '../modules/mail/index.ts';
import type { JobRunner } from '../plugins/job-runner.ts';
import type { RateLimiter } from '../plugins/rate-limit.ts';
import type { FileStorage } from '../plugins/storage.ts';
import type { ShopEvents } from './shop-events.ts';

/** What every module is given. */
export interface ShopCore {
  config: AppConfig;
  db: Db;
  /** Which engine `db` is: some statements (advisory locks, SKIP LOCKED) differ. */
  databaseKind: 'pglite' | 'postgres';
  /** Things that happened, told after their commit (lib/shop-events.ts). */
  events: ShopEvents;
  /** Timed and slow work (docs/decisions/0017-background-jobs.md). */
  jobs: JobRunner;
  /** Mails: queue them in the write's transaction (`enqueueMails`), or through `outbox.mailer(kind)`. */
  outbox: MailOutbox;
  /** Receipts, product images and invoices' PDFs: the bucket of S3_*, else DATA_DIR/files. */
  storage: FileStorage;
  /** Counters of the rate limits, shared by every process through the database. */
  limiter: RateLimiter;
  /** Signs sessions and the access cookie (AUTH_SECRET, else generated once in DATA_DIR). */
  authSecret: string;
  /** TLS agent for the push services; tests pass one that trusts their local stand-in. */
  pushAgent?: Agent;
  /** Tests only: a cheaper password hash (plugins/auth.ts, PasswordHasher). */
  passwordHasher?: PasswordHasher;
}

/** A module as app.ts lists it: a Fastify plugin given the core, visible to the modules after it. */
export type ShopModule = (app: FastifyInstance, core: ShopCore) => Promise<void>;

/**
 * Wraps a module's plugin so what it decorates (a shared service) is seen by the modules registered
 * after it. `dependencies` names the modules whose decorations it reads.
 */
export function defineModule(
  name: string,
  plugin: ShopModule,
  options: { dependencies?: string[] } = {},
): ShopModule {
  return fp(plugin, { name, dependencies: options.dependencies, fastify: '5.x' });
}
