/**
 * Unit, component and API tests. The server's database tests run on in-memory PGlite and, when
 * TEST_DATABASE_URL is set (CI sets it), a second time on that PostgreSQL server.
 */
import { defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts'];
/** Fails a test on an unexpected console.error or console.warn (issue 18). */
const failOnConsole = 'vitest.setup.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node', setupFiles: [failOnConsole] } },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: [failOnConsole, 'web/src/test/setup.ts'],
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
                environment: 'node',
                setupFiles: [failOnConsole],
                env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
                hookTimeout: 60_000,
                testTimeout: 30_000,
              },
            },
          ]
        : []),
    ],
  },
});
