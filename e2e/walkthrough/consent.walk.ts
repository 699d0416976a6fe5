/**
 * Walk-through of the campaign-measurement consent notice (docs/decisions/0035) for a person to
 * look at: the home page, a product page and the cart with the notice, at 390 and 1440 px in both
 * languages, on a shop server of its own with GA4 and the Meta pixel configured (scripts from the
 * local fake); the privacy page's cookies section; the notice together with the update prompt (a
 * new version of the service worker in the server's own copy of the web build). Prints the page's
 * layout shift (CLS) with the notice shown. PNGs go to SHOTS_DIR (default
 * test-results/walkthrough/consent).
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts consent.walk
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { startFakeAnalytics, type FakeAnalytics } from '../support/fake-analytics.ts';
import { freePort, startOwnShop, type OwnShop } from '../support/own-shop.ts';
import { copyWebDist, offerNewVersion } from '../support/service-worker.ts';
import { main } from '../support/shop.ts';
import { contextIn, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('consent');

const port = freePort();
const shopURL = `http://127.0.0.1:${port}`;
let fake: FakeAnalytics;
let shop: OwnShop;
let dist: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeAnalytics();
  dist = copyWebDist();
  shop = await startOwnShop(port, {
    GA4_MEASUREMENT_ID: 'G-WALK12345',
    META_PIXEL_ID: '123456789012345',
    ANALYTICS_SCRIPT_BASE_URL: fake.url,
    WEB_DIST_DIR: dist,
  });
});
test.afterAll(async () => {
  await shop?.stop();
  await fake?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The page's cumulative layout shift so far (buffered layout-shift entries without recent input). */
const cls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!e.hadRecentInput) sum += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  test(`consent notice in ${lang}`, async ({ browser, request }) => {
    const bread = await request
      .get(`${shopURL}/api/products/3`)
      .then((r) => r.json() as Promise<{ slug: string }>);
    for (const width of [390, 1440]) {
      const context = await contextIn(browser, lang, shopURL);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const notice = page.getByRole('region', { name: 'Cookies' });
      await page.goto('/');
      await expect(notice).toBeVisible();
      await settledShot(outDir, page, lang, 'home');
      console.log(`${lang} ${width} px home: CLS ${(await cls(page)).toFixed(4)}`);
      await page.goto(`/allProducts/${bread.slug}`);
      await expect(notice).toBeVisible();
      await settledShot(outDir, page, lang, 'product');
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Agregar al carrito' : 'Add to cart', exact: true })
        .click();
      await page.goto('/cart');
      await expect(notice).toBeVisible();
      await settledShot(outDir, page, lang, 'cart');
      // The page's end scrolls clear of the notice (the spacer after the footer).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settledShot(outDir, page, lang, 'cart-bottom');
      await context.close();
    }
  });
}

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  test(`privacy page and the notice with the update prompt in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        locale: lang === 'es' ? 'es-AR' : 'en-US',
        baseURL: shopURL,
        serviceWorkers: 'allow',
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      await context.addCookies([{ name: 'lang', value: lang, url: shopURL }]);
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const notice = page.getByRole('region', { name: 'Cookies' });
      await page.goto('/privacy#cookies');
      await expect(notice).toBeVisible();
      await expect(page.locator('#cookies h2')).toBeInViewport();
      await settledShot(outDir, page, lang, 'privacy-cookies');
      await page.evaluate(() => window.scrollTo(0, 0));
      await settledShot(outDir, page, lang, 'privacy-full', true);
      await page.goto('/allProducts');
      await expect(notice).toBeVisible();
      await offerNewVersion(page, dist);
      await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 20_000 });
      await settledShot(outDir, page, lang, 'notice-and-update');
      await context.close();
    }
  });
}
