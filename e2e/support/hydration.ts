/**
 * For specs of a server-rendered page before and after the app starts: hold the app's code back
 * (as on a slow phone's network) and check that hydration kept the elements the server sent.
 */
import type { Page } from '@playwright/test';

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
