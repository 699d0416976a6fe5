/**
 * The screen walk-throughs (e2e/walkthrough/*.walk.ts): the same servers as the Playwright suite
 * (playwright.config.ts, with the fake Mercado Pago), but runs that take screenshots for a person
 * to look at instead of asserting a flow. They write PNGs under test-results/walkthrough/.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import suite from './playwright.config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  ...suite,
  testDir: path.join(here, 'walkthrough'),
  testMatch: /\.walk\.ts$/,
  timeout: 300_000,
  projects: [{ name: 'walkthrough', use: suite.projects![0]!.use }],
});
