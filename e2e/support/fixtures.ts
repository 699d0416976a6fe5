/**
 * The test object every spec imports. Like epic-stack's, a test fails when the app writes to
 * console.error or throws an uncaught error on any page of its browser context.
 * A spec that expects a given error lists it: `test.use({ allowedConsoleErrors: [/regex/] })`; the
 * regex is tested against "console.error: <text> (<source url>)".
 * Any console message (of any level) about a hydration mismatch or a recoverable React error fails
 * the test too, and cannot be allowed: React would have thrown the server's markup away.
 */
import { test as base, expect } from '@playwright/test';

/** React's words for a server render the browser could not hydrate (production builds log error codes 418-425). */
const HYDRATION_TROUBLE =
  /hydrat|did not match|didn't match|recoverable error|react\.dev\/errors\/4(18|19|20|21|22|23|25)\b/i;

export interface ShopFixtures {
  /** Console errors matching one of these are not counted. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<ShopFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    context.on('console', (msg) => {
      const where = msg.location().url;
      const line = `console.${msg.type()}: ${msg.text()}${where ? ` (${where})` : ''}`;
      if (HYDRATION_TROUBLE.test(msg.text())) {
        problems.push(`hydration mismatch: ${line}`);
        return;
      }
      if (msg.type() !== 'error') return;
      if (allowedConsoleErrors.some((re) => re.test(line))) return;
      problems.push(line);
    });
    context.on('weberror', (webError) => {
      const err = webError.error();
      problems.push(`uncaught error: ${err.stack ?? err.message}`);
    });
    await use(context);
    expect(problems, 'the page logged console errors or threw uncaught errors').toEqual([]);
  },
});

export { expect };
