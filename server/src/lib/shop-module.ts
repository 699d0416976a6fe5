/**
 * What a server module is (docs/architecture.md): `modules/<name>/index.ts` exports one
 * `defineModule(name, plugin, { config: [...] })`, and `app.ts` lists it. The plugin is given the
 * shop's core (the database, the event bus, the job runner, the mail outbox, file storage, the rate
 * limiter) and its own slice of the configuration: only the `AppConfig` keys it names in `config`,
 * in its type and at run time, so what a module reads is stated in one place. It registers its routes,
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

/** What every module is given, besides its slice of the configuration. */
export interface ShopCore {
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

/** The part of the configuration a module named keys `K` of: those keys of `AppConfig`, no others. */
export type ConfigSlice<K extends keyof AppConfig> = Pick<AppConfig, K>;

/** What a module's plugin is given: the core and its slice of the configuration. */
export interface ModuleCore<K extends keyof AppConfig> extends ShopCore {
  config: ConfigSlice<K>;
}

/** A module's plugin, reading configuration keys `K`. */
export type ModulePlugin<K extends keyof AppConfig> = (
  app: FastifyInstance,
  core: ModuleCore<K>,
) => Promise<void>;

/**
 * A module as app.ts lists it: a Fastify plugin, visible to the modules after it, and the keys of
 * the configuration it reads; app.ts registers it with `{ ...core, config: configSlice(config, configKeys) }`.
 */
export interface ShopModule {
  (app: FastifyInstance, core: ModuleCore<keyof AppConfig>): Promise<void>;
  readonly moduleName: string;
  readonly configKeys: readonly (keyof AppConfig)[];
}

/**
 * Wraps a module's plugin so what it decorates (a shared service) is seen by the modules registered
 * after it. `config` names the configuration keys the plugin reads (none when left out); the plugin's
 * `config` is typed to them, so reading another key fails the type check. `dependencies` names the
 * modules whose decorations it reads.
 */
export function defineModule<K extends keyof AppConfig = never>(
  name: string,
  plugin: ModulePlugin<K>,
  options: { config?: readonly K[]; dependencies?: string[] } = {},
): ShopModule {
  const wrapped = fp(plugin, { name, dependencies: options.dependencies, fastify: '5.x' });
  return Object.assign(wrapped, { moduleName: name, configKeys: options.config ?? [] });
}

/**
 * The slice of `config` a module named: a new object with only `keys`, so a module cannot read,
 * even by a cast, a key it did not name.
 */
export function configSlice<K extends keyof AppConfig>(
  config: AppConfig,
  keys: readonly K[],
): ConfigSlice<K> {
  const slice = {} as ConfigSlice<K>;
  for (const key of keys) slice[key] = config[key];
  return slice;
}
