/**
 * What the walk-throughs share: a browser context in one language, and screenshots of the current
 * page at phone and desktop widths into test-results/walkthrough/<lang>/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { main } from '../support/shop.ts';

export type Lang = 'es' | 'en';

export const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'walkthrough',
);

/** Where a walk-through writes its PNGs: SHOTS_DIR if set, else test-results/walkthrough/<name>. */
export function shotsDir(name: string): string {
  return process.env.SHOTS_DIR ?? path.join(outDir, name);
}

/** A context whose pages open in `lang` (cookie and saved choice) on the shop at `baseURL`. */
export async function contextIn(browser: Browser, lang: Lang, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang === 'es' ? 'es-AR' : 'en-US', baseURL });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

/**
 * Screenshots of `page` at 390 and 1440 px wide as `<width>-<name>.png`; `open` loads the page (and
 * is run again for each width), `ready` waits for what the picture must show.
 */
export async function shots(
  page: Page,
  lang: Lang,
  name: string,
  open: () => Promise<unknown>,
  ready: () => Promise<void>,
): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open();
    await ready();
    await page.screenshot({ path: path.join(outDir, lang, `${width}-${name}.png`), fullPage: true });
  }
}

/**
 * A context in `lang` on the main shop (E2E_PORT) at `width` px: a phone's height under 600 px, a
 * desktop's above.
 */
export async function contextAtWidth(browser: Browser, lang: Lang, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: lang === 'es' ? 'es-AR' : 'en-US',
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  await context.addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

/**
 * A screenshot of `page` once its main content shows and no progress bar is left, as
 * `<dir>/<lang>-<width>-<name>.png`.
 */
export async function settledShot(
  dir: string,
  page: Page,
  lang: Lang,
  name: string,
  fullPage = false,
): Promise<void> {
  await expect(main(page).first()).toBeVisible();
  await expect(main(page).getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // The last fade-ins (MUI transitions) end within this.
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(dir, `${lang}-${page.viewportSize()!.width}-${name}.png`),
    fullPage,
  });
}
