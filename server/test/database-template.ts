/**
 * The test run's database templates (a vitest globalSetup of the two server projects): the schema
 * is migrated and the catalogue seeded once per run, and every test file's database starts as a
 * copy (helper.ts `openTestDatabase`), not as a new migration run: a migrated PGlite takes ~1.7 s
 * to make and ~0.5 s to copy; PostgreSQL copies with `CREATE DATABASE … TEMPLATE`.
 *
 * PGlite: the migrated data folder is dumped (`dumpDataDir`) to a file in the system's temporary
 * folder; tests read its path with `inject('pgliteTemplate')`. PostgreSQL (when the project's
 * TEST_DATABASE_URL is set): a database `shop_test_<random>` next to it; tests read its name
 * with `inject('postgresTemplate')`. Both are removed when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { createPostgresDatabase } from './postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded PGlite data folder dump ('' when the project uses PostgreSQL). */
    pgliteTemplate: string;
    /** Name of the migrated and seeded PostgreSQL template database ('' on PGlite). */
    postgresTemplate: string;
  }
}

/** Makes the template of the project's engine and provides it; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = project.config.env?.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ databaseUrl: created.url });
    await database.migrate();
    await seedIfEmpty(database.db);
    await database.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', new URL(created.url).pathname.slice(1));
    return () => created.drop();
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
