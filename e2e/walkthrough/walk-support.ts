/**
 * What the walk-throughs share: a browser context in one language, and screenshots of the current
 * page at phone and desktop widths into test-results/walkthrough/<lang>/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export type Lang = 'es' | 'en';

export const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-results', 'walkthrough');

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
export async function shots(page: Page, lang: Lang, name: string, open: () => Promise<unknown>, ready: () => Promise<void>): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open();
    await ready();
    await page.screenshot({ path: path.join(outDir, lang, `${width}-${name}.png`), fullPage: true });
  }
}
