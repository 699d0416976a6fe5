/**
 * Walk-through of the pages whose first load or controls changed without meant to look different:
 * the home page, /allProducts, /category?selected=Dulces (its category menu) and a product page,
 * at 390 and 1440 px in both languages, each once hydrated. Run it on the build before and after
 * a change (SHOTS_DIR) and compare the PNGs.
 * PNGs go to SHOTS_DIR (default test-results/walkthrough/first-load).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts first-load
 */
import { test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { apiProduct } from '../support/shop.ts';
import { contextAtWidth, settledShot, shotsDir } from './walk-support.ts';

const outDir = shotsDir('first-load');

for (const lang of ['es', 'en'] as const) {
  test(`first-load pages in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextAtWidth(browser, lang, width);
      const page = await context.newPage();
      const shot = (name: string) => settledShot(outDir, page, lang, name);
      await gotoHydrated(page, '/');
      await shot('home');
      await gotoHydrated(page, '/allProducts');
      await shot('all-products');
      await gotoHydrated(page, '/category?selected=Dulces');
      await shot('category');
      // The category menu with the keyboard's focus on it.
      await page.getByLabel(lang === 'es' ? 'Categoría' : 'Category', { exact: true }).focus();
      await shot('category-menu-focused');
      const bread = await apiProduct(page.request, '3', lang);
      await gotoHydrated(page, `/allProducts/${bread.slug}`);
      await shot('product');
      await context.close();
    }
  });
}
