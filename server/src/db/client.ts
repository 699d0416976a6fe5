/**
 * Opens the shop's database: embedded PGlite under DATA_DIR by default, or a real PostgreSQL
 * server when a connection URL is given. Both expose the same Drizzle API.
 *
 * PostgreSQL: a lost connection (a restart, a failover,
 * pg_terminate_backend) is logged, never fatal, and the pool opens new ones by itself; opening or
 * waiting for a connection and each statement have time limits so requests fail fast (503) while
 * the server is unreachable; TCP keep-alive finds dead connections. PGlite: one process per folder
 * (pglite-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockPgliteDir } from './pglite-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies every pending migration from server/src/db/migrations. Idempotent. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Where connection problems are logged (default: the console); the app passes its logger. */
  setLogger(log: DbLogger): void;
}

/** The part of a pino/Fastify logger the database uses. */
export interface DbLogger {
  warn(obj: object, msg: string): void;
}

/** Pool size and time limits for PostgreSQL (config.ts `databasePool`). */
export interface PoolOptions {
  max: number;
  /** Opening a connection, or waiting for a free one, gives up after this long. */
  connectTimeoutMs: number;
  /** A statement gives up after this long (0 = never). */
  queryTimeoutMs: number;
}

/** Lenient limits for tools and tests; the server passes the configured (tight) ones. */
const DEFAULT_POOL: PoolOptions = { max: 10, connectTimeoutMs: 10_000, queryTimeoutMs: 0 };

/** How long a server-side transaction may sit idle before PostgreSQL ends it (a leaked one would hold locks). */
const IDLE_IN_TRANSACTION_MS = 60_000;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set, PostgreSQL is used. */
  databaseUrl?: string;
  /** Directory for PGlite files; undefined means an in-memory database (tests). */
  pgliteDir?: string;
  /** PostgreSQL pool size and timeouts; default: lenient ones (DEFAULT_POOL). */
  pool?: PoolOptions;
  /** Who opens a PGlite folder, shown to a second opener ("server", "admin:create"). */
  owner?: string;
  /**
   * In-memory PGlite only: start from this copy of a data folder (`PGlite.dumpDataDir`) instead
   * of an empty one. The test run migrates and seeds one database and gives every test file a copy.
   */
  loadDataDir?: Blob;
}

/**
 * node-postgres settings for `pool`: the server cancels a statement a little before the client
 * stops waiting, so a merely slow statement ends cleanly and its connection stays usable; the
 * client limit only fires when the server does not answer at all (a partition).
 */
export function pgPoolConfig(databaseUrl: string, pool: PoolOptions): pg.PoolConfig {
  const q = pool.queryTimeoutMs;
  return {
    connectionString: databaseUrl,
    max: pool.max,
    connectionTimeoutMillis: pool.connectTimeoutMs,
    idleTimeoutMillis: 10_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(q > 0 ? { query_timeout: q, statement_timeout: Math.max(q - 150, Math.floor(q * 0.8)) } : {}),
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  };
}

const consoleLogger: DbLogger = { warn: (obj, msg) => console.warn(msg, obj) };

/** Opens (without migrating) the database described by the options. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool ?? DEFAULT_POOL);
  let releaseLock = () => {};
  if (options.pgliteDir) {
    mkdirSync(options.pgliteDir, { recursive: true });
    releaseLock = lockPgliteDir(options.pgliteDir, options.owner ?? 'server');
  }
  let client: PGlite;
  try {
    client = options.pgliteDir
      ? new PGlite(options.pgliteDir)
      : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await client.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
    setLogger: () => {},
  };
}

/** Any fixed number: the advisory lock (per database) that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_310_013;

function openPostgres(databaseUrl: string, poolOptions: PoolOptions): Database {
  let log = consoleLogger;
  const pool = new pg.Pool(pgPoolConfig(databaseUrl, poolOptions));
  // An idle connection that dies (restart, failover, pg_terminate_backend) is reported here; without
  // a listener node-postgres throws it and the process exits. The pool has already dropped it.
  pool.on('error', (err) => log.warn({ err }, 'database connection lost; a new one opens on the next query'));
  // A connection checked out for a transaction has no pool listener: the same applies to it. Its
  // pending query fails on its own, and the pool discards it when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'database connection lost during a transaction'));
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Migrations may run long statements: one connection without the request-path time limits.
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 30_000 });
      await client.connect();
      try {
        // Several processes may start together on one database: one migrates,
        // the others wait here and then find nothing left to do. Released when the connection ends.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
    setLogger: (next) => {
      log = next;
    },
  };
}
