/**
 * Walk-through of the screens of the catalogue polish, for a person to look at: home, /allProducts,
 * a product page after "+" (snackbar and the in-cart line), /wishlist, /contact, an order's page
 * right after checkout, /orders, and the back office's order page with many long lines, at 390 px
 * and 1440 px, in Spanish and English. PNGs go to test-results/walkthrough/<lang>/issue17-*.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts issue17
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { placeOrder, signedInShopper } from '../support/payments.ts';
import { apiProduct, main } from '../support/shop.ts';
import { contextAtWidth, type Lang } from './walk-support.ts';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'walkthrough',
);

const contextIn = contextAtWidth;

async function shot(page: Page, lang: Lang, name: string, fullPage = true): Promise<void> {
  await expect(main(page)).toBeVisible();
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(outDir, lang, `issue17-${page.viewportSize()!.width}-${name}.png`),
    fullPage,
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`catalogue polish screens in ${lang}`, async ({ browser }) => {
    const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const ownerPage = await owner.newPage();
    expect(
      (
        await ownerPage.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    for (const width of [390, 1440]) {
      const context = await contextIn(browser, lang, width);
      const page = await context.newPage();
      const product = await apiProduct(page.request, '12');
      for (const [name, url] of [
        ['home', '/'],
        ['all-products', '/allProducts'],
        ['contact', '/contact'],
      ] as const) {
        await page.goto(url);
        await shot(page, lang, name);
      }
      await page.goto(`/allProducts/${product.slug}`);
      await main(page)
        .getByRole('button', { name: lang === 'es' ? /^Sumar uno:/ : /^One more:/ })
        .click();
      await page.waitForTimeout(400);
      await shot(page, lang, 'product-added', false);
      const shopper = await signedInShopper(page, `walk17${lang}${width}`);
      const orderId = await placeOrder(
        page,
        shopper,
        'transferencia',
        ['1', '12', '2', '7', '10', '13'].map((id, i) => ({ id, quantity: i + 1 })),
      );
      await page.goto(`/pedidos/${orderId}/pago`);
      await shot(page, lang, 'order-page');
      await page.goto('/orders');
      await shot(page, lang, 'orders');
      await page.goto('/wishlist');
      await shot(page, lang, 'wishlist');
      if (width === 390) {
        await ownerPage.goto(`/admin/orders/${orderId}`);
        await expect(main(ownerPage).getByText('Cargando…')).toHaveCount(0);
        await ownerPage.screenshot({
          path: path.join(outDir, lang, `issue17-390-admin-order.png`),
          fullPage: true,
        });
      }
      await context.close();
    }
    await owner.close();
  });
}
