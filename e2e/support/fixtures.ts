/**
 * The test object every spec imports. Like epic-stack's, a test fails when the app writes to
 * console.error or throws an uncaught error on any page of its browser context.
 * A spec that expects a given error lists it: `test.use({ allowedConsoleErrors: [/regex/] })`; the
 * regex is tested against "console.error: <text> (<source url>)".
 */
import { test as base, expect } from '@playwright/test';

export interface ShopFixtures {
  /** Console errors matching one of these are not counted. */
  allowedConsoleErrors: RegExp[];
}

export const test = base.extend<ShopFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    context.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const where = msg.location().url;
      const line = `console.error: ${msg.text()}${where ? ` (${where})` : ''}`;
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
