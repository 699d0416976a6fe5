/**
 * The in-memory PGlite databases of one vitest worker, reused from test file to test file.
 *
 * Opening a PGlite from the run's template (database-template.ts) costs about a second of CPU
 * (WebAssembly start, loading the data folder); putting a used one back to the template's rows
 * costs about a tenth of that. A database handed out is a lease: `close()` (what the app calls
 * when it closes) or `dispose()` ends it, after which its queries fail as a closed PGlite's would,
 * so a timer a test left running cannot write into the next file's data. The next lease starts by
 * resetting the session (`DISCARD ALL`: settings, advisory locks, prepared statements), emptying
 * every table of the app (`TRUNCATE … RESTART IDENTITY`), putting the template's rows back and
 * setting every sequence where the template had it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';

/** The template's contents, read once per worker from a database fresh from the template. */
interface Snapshot {
  /** Quoted `"schema"."table"` of every table of the app, and the template's rows of each. */
  tables: { name: string; rows: unknown[] }[];
  /** Quoted sequence names and the template's value (`null`: never used, start at `start`). */
  sequences: { name: string; last: string | null; start: string }[];
}

interface Pooled {
  client: PGlite;
  busy: boolean;
}

const pool: Pooled[] = [];
/** Two is enough: a test file holds one database, rarely two at once. */
const POOL_SIZE = 2;
let script: Promise<string> | undefined;

/** Reads the tables' rows and the sequences' values of a database fresh from the template. */
async function readSnapshot(client: PGlite): Promise<Snapshot> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  const withRows: Snapshot['tables'] = [];
  for (const { name } of tables.rows) {
    const result = await client.query<{ rows: unknown[] }>(
      `select coalesce(json_agg(t), '[]'::json) as rows from ${name} t`,
    );
    withRows.push({ name, rows: result.rows[0]?.rows ?? [] });
  }
  const sequences = await client.query<{ name: string; last: string | null; start: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last,
            start_value::text as start
     from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  return { tables: withRows, sequences: sequences.rows };
}

/** The one script that puts a database back to `snap` (see the module's docstring). */
function resetScript(snap: Snapshot): string {
  const literal = (value: string) => {
    if (value.includes('$template$')) throw new Error('template data holds the quoting tag');
    return `$template$${value}$template$`;
  };
  return [
    'begin',
    `truncate ${snap.tables.map((t) => t.name).join(', ')} restart identity cascade`,
    // The template's rows go back one table at a time; their foreign keys held when they were made.
    'set local session_replication_role = replica',
    ...snap.tables
      .filter((t) => t.rows.length > 0)
      .map(
        (t) =>
          `insert into ${t.name} select * from json_populate_recordset(null::${t.name}, ${literal(JSON.stringify(t.rows))}::json)`,
      ),
    ...snap.sequences.map(
      (q) => `select setval(${literal(q.name)}::regclass, ${q.last ?? q.start}, ${q.last !== null})`,
    ),
    'commit',
  ].join(';\n');
}

/** Puts `client` back to the template's state (see the module's docstring). */
async function reset(client: PGlite, script: string): Promise<void> {
  await client.exec('discard all');
  await client.exec(script);
}

/**
 * `client` seen through a lease: every call fails once the lease has ended, and what a test sets
 * on it (database-unavailable.test.ts swaps `query` for a failing one and back) stays on this
 * lease's view: the pooled client itself is never changed.
 */
function leased(client: PGlite, lease: { active: boolean }): PGlite {
  const own = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, prop) {
      if (own.has(prop)) return own.get(prop);
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!lease.active) return Promise.reject(new Error('PGlite is closed'));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
    set(_, prop, value) {
      own.set(prop, value);
      return true;
    },
  });
}

/**
 * A migrated and seeded in-memory database equal to the template whose dump is `template`: a
 * pooled one reset to it, or a new one while every pooled one is in use.
 */
export async function leasePglite(template: () => Promise<Blob>): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  let entry = pool.find((p) => !p.busy);
  if (entry) {
    entry.busy = true;
    try {
      await reset(entry.client, await script!);
    } catch {
      // A session a test left in a state no reset undoes: give this file a new database instead.
      pool.splice(pool.indexOf(entry), 1);
      await entry.client.close().catch(() => {});
      entry = undefined;
    }
  }
  if (!entry) {
    const opened = await openDatabase({ loadDataDir: await template() });
    const client = (opened.db as unknown as { $client: PGlite }).$client;
    script ??= readSnapshot(client).then(resetScript);
    await script;
    entry = { client, busy: true };
    if (pool.length < POOL_SIZE) pool.push(entry);
  }
  const pooled = entry;
  const lease = { active: true };
  const end = async () => {
    if (!lease.active) return;
    lease.active = false;
    if (pool.includes(pooled)) pooled.busy = false;
    else await pooled.client.close();
  };
  const db = drizzle({ client: leased(pooled.client, lease), schema });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: end,
    setLogger: () => {},
  };
  return { database, dispose: end };
}
