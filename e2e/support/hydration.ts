/**
 * For specs of a server-rendered page before and after the app starts: hold the app's code back
 * (as on a slow phone's network) and check that hydration kept the elements the server sent.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the page (`<html data-hydrated>`, set by web/src/lib/ssr.ts).
 * A page the server renders (/checkout from the cart's cookie, the catalogue, /cart) shows its
 * controls before the app runs; a tap then is held and replayed once it has hydrated, so a check of
 * the control's state right after the tap (Playwright's `check()`) would see no change yet.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
}

/** Opens `url` in `page` and waits until the app has hydrated it (see expectHydrated). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** Holds the app's `client` chunk until the returned function is called. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Notes, on every next load of `page`, the elements matching `selector` the server sent. */
export async function noteServerNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = Array.from(
        document.querySelectorAll(sel),
      );
    });
  }, selector);
}

/**
 * The noted server elements no longer in the page (the start of each one's markup): a hydration
 * mismatch replaces them, so a page hydrated in place gives [].
 */
export function detachedServerNodes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { serverNodes: Element[] }).serverNodes
      .filter((el) => !el.isConnected)
      .map((el) => el.outerHTML.slice(0, 100)),
  );
}
