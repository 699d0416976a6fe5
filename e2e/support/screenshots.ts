import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots the specs keep for a person to look at (a layout at 390 and 1440 px, a form, a
 * confirmation), written when `E2E_SCREENSHOTS` is set, as a walk before resolving work does:
 * `E2E_SCREENSHOTS=1 node e2e/run.mjs specs/<file>`, files under test-results/browser/. They assert
 * nothing, and a full-page capture costs the browser about a third of a CPU second on a 2-core
 * machine, so `npm test` skips them. A failing test's own screenshot is Playwright's, always taken.
 */
export async function keepScreenshot(
  target: Page | Locator,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot(options);
}
