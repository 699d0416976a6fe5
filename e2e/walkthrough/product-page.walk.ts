/**
 * Walk-through of the product page for a before/after comparison of its looks: the first screen,
 * the whole page once the reviews have loaded, the reviews section with a fixed list (the
 * shopper's pending review, a verified one, line breaks, "Ver más reseñas"), the "added to cart"
 * snackbar and the 404 view of an unknown product, at 390 and 1440 px in both languages, each
 * once hydrated. It also writes the
 * size of the server-rendered HTML of the product page (second request, from the page cache) to
 * `html-size-<lang>.json`. PNGs go to SHOTS_DIR (default test-results/walkthrough/product-page).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts product-page
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { apiProduct } from '../support/shop.ts';
import { contextAtWidth, outDir as walkOutDir, settledShot } from './walk-support.ts';

const outDir = process.env.SHOTS_DIR ?? path.join(walkOutDir, 'product-page');

/** A fixed page of reviews (the same in every run, so the pictures compare). */
const REVIEWS = {
  items: [
    {
      author: 'María',
      stars: 4.5,
      text: 'Muy ricas.\nLas compro todas las semanas.',
      date: '2026-03-03T15:00:00.000Z',
      verified: true,
    },
    {
      author: 'Juan',
      stars: 3,
      text: 'Buenas, algo saladas.',
      date: '2026-02-10T15:00:00.000Z',
      verified: false,
    },
  ],
  total: 5,
  ownPending: { stars: 5, text: 'Excelentes con queso.', date: '2026-03-04T15:00:00.000Z' },
};

for (const lang of ['es', 'en'] as const) {
  test(`product page in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextAtWidth(browser, lang, width);
      const page = await context.newPage();
      const bread = await apiProduct(page.request, '3', lang);
      const url = `/allProducts/${bread.slug}`;
      if (width === 390) {
        await page.request.get(url);
        const html = await (await page.request.get(url)).text();
        await mkdir(outDir, { recursive: true });
        await writeFile(
          path.join(outDir, `html-size-${lang}.json`),
          JSON.stringify({ url, bytes: Buffer.byteLength(html) }),
        );
      }
      await gotoHydrated(page, url);
      await settledShot(outDir, page, lang, 'product-page');
      // The reviews load once the shopper gets near them.
      const reviews = page.getByRole('heading', { name: lang === 'es' ? 'Reseñas' : 'Reviews', exact: true });
      await page.getByTestId('product-facts').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect(reviews).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settledShot(outDir, page, lang, 'product-page-full', true);
      // The reviews section with a fixed list, scrolled to the top of the screen.
      await page.route('**/api/products/*/reviews?*', (route) => route.fulfill({ json: REVIEWS }));
      await gotoHydrated(page, url);
      await page.getByTestId('product-facts').evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect(page.getByTestId('own-pending-review')).toBeVisible({ timeout: 15_000 });
      await reviews.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await settledShot(outDir, page, lang, 'product-page-reviews');
      await page.unroute('**/api/products/*/reviews?*');
      await gotoHydrated(page, url);
      await page
        .getByRole('button', { name: lang === 'es' ? 'Agregar al carrito' : 'Add to cart', exact: true })
        .click();
      await expect(page.getByRole('status').filter({ hasText: bread.title })).toBeVisible();
      await settledShot(outDir, page, lang, 'product-page-added');
      // The 404 view (its countdown ticks from the page's load).
      await page.goto('/allProducts/producto-que-no-existe');
      await expect(page.getByTestId('not-found-countdown')).toBeVisible();
      await settledShot(outDir, page, lang, 'product-page-404');
      await context.close();
    }
  });
}
