/**
 * Every vitest project's first set-up file (vitest.config.ts): a test fails when it calls
 * console.error or console.warn without expecting it (as the e2e run already does for
 * the browser's console). The well-kept `vitest-fail-on-console` replaces both for each test and
 * throws after it with the messages and where they came from. A test that exercises a path which
 * rightly logs says so: `vi.spyOn(console, 'error').mockImplementation(() => {})` and an assertion
 * on the call. Logs outside a test (module load, beforeAll) are not caught; the server's own logs
 * go through pino to stdout, not the console.
 */
import failOnConsole from 'vitest-fail-on-console';

failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: true });
