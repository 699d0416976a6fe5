/**
 * Unit, component and API tests (README, "Tests": which run where and why).
 *
 * - `domain`, `web`: rules and components, no database.
 * - `server-pglite`: every server test, on in-memory PGlite (the embedded default engine).
 * - `server-postgres` (when TEST_DATABASE_URL is set; CI sets it): the tests whose subject is the
 *   data (orders, payments, coupons, delivery, accounts...) a second time on that PostgreSQL
 *   server, plus the ones only PostgreSQL can run (two processes, faults, two workers). Tests whose
 *   subject is not the database run once, on PGlite (`PGLITE_ONLY`).
 *
 * Every server test file's database is a copy of one migrated and seeded template per engine
 * (server/test/database-template.ts). Server test files share their worker's module cache
 * (`isolate: false`): each builds its own app and database, and importing Fastify, better-auth
 * and PGlite's WebAssembly once per worker instead of once per file saves about a minute.
 */
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];
/** Fails a test on an unexpected console.error or console.warn. */
const failOnConsole = 'vitest.setup.ts';
/** Migrates and seeds one database per engine for the whole run; each test file gets a copy. */
const databaseTemplate = 'server/test/database-template.ts';

/**
 * Server tests that the PostgreSQL project leaves out, and why: they open no database of the
 * run's engine (a child server on its own PGlite folder, the PGlite lock, pure helpers), or they
 * test what the HTTP layer and the web build do (pages, heads, the contract, limits on input),
 * where a second engine under the same queries adds nothing.
 */
export const PGLITE_ONLY = [
  // Their own PGlite folder or no database at all.
  'server/test/pglite-lock.test.ts',
  'server/test/admin-create.test.ts',
  'server/test/mail-outbox-crash.test.ts',
  'server/test/shutdown.test.ts',
  'server/test/console-guard.test.ts',
  'server/test/proxy-warning.test.ts',
  'server/test/storage.test.ts',
  'server/test/s3-storage.test.ts',
  // ARCA's client against its fake: no database.
  'server/test/arca-client.test.ts',
  // The server's import rule (ESLint on source text): no database.
  'server/test/import-boundaries.test.ts',
  // The modules' file layout: no database.
  'server/test/module-shape.test.ts',
  // Comments and test titles cite nothing a reader of the repository cannot open: no database.
  'server/test/source-citations.test.ts',
  // Pages, heads and the web build; the contract; input limits refused before any query.
  'server/test/seo.test.ts',
  'server/test/first-load-budget.test.ts',
  'server/test/ssr.test.ts',
  'server/test/web-app.test.ts',
  'server/test/analytics.test.ts',
  'server/test/page-cache.test.ts',
  'server/test/openapi.test.ts',
  'server/test/upload-limits.test.ts',
  'server/test/input-fuzz.test.ts',
  // Product pictures: their subject is the conversions (sharp) and their background job; the job
  // runner's claims are job-runner.test.ts's subject on both engines, the image rows are plain
  // inserts. It was the slowest file of the PostgreSQL run (55 s of 344 s).
  'server/test/admin-images.test.ts',
  // The catalogue feeds: formats built from the catalogue's copy, whose queries catalog.test.ts runs on both.
  'server/test/feeds.test.ts',
];

/** Workers per project: every core (vitest's default leaves one idle, and these tests wait on timers and I/O). */
const maxWorkers = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
          setupFiles: [failOnConsole],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: [failOnConsole, 'web/src/test/setup.ts'],
          // Each file in a fresh VM context of a long-lived worker thread: MUI, React and jsdom are
          // loaded from the worker's cache instead of a new process per file (half the CPU time).
          // A test cannot redefine jsdom's `location` there: mock the module that navigates instead.
          pool: 'vmThreads',
          // jsdom renders of MUI forms take seconds while the rest of the suite shares 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          setupFiles: [failOnConsole],
          env: { TEST_DATABASE_URL: '' },
          globalSetup: [databaseTemplate],
          isolate: false,
          // Starting PGlite (WebAssembly) and migrating can take seconds on a busy 2-core machine.
          hookTimeout: 60_000,
          // Account tests hash several passwords (scrypt, deliberately slow) per test.
          testTimeout: 30_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['server/test/**/*.test.ts'],
                exclude: [...configDefaults.exclude, ...PGLITE_ONLY],
                environment: 'node',
                setupFiles: [failOnConsole],
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
                globalSetup: [databaseTemplate],
                isolate: false,
                hookTimeout: 60_000,
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
