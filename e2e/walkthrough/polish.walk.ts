/**
 * Walk-through of the polish brief's screens, for a person to look at: the
 * pre-filled desktop checkout, /orders, the owner's dashboard, reviews, alerts and production list,
 * the keto filter and nutrition facts, the product zoom, the file pickers, the page after a web
 * order and /api/docs, at 390 px and 1440 px, in Spanish and English. PNGs go to SHOTS_DIR
 * (default test-results/walkthrough/polish).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts polish
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { placeOrder, seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, main } from '../support/shop.ts';
import { contextAtWidth, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('polish');
const only = process.env.WALK_ONLY?.split(',');

const contextIn = contextAtWidth;

async function shot(page: Page, lang: Lang, name: string, fullPage = true): Promise<void> {
  await expect(main(page).first()).toBeVisible();
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main(page).getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.screenshot({
    path: path.join(outDir, `${lang}-${page.viewportSize()!.width}-${name}.png`),
    fullPage,
  });
}

const want = (name: string) => !only || only.includes(name);

for (const lang of ['es', 'en'] as const) {
  test(`polish screens in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextIn(browser, lang, width);
      const page = await context.newPage();
      if (want('shopper')) {
        const cake = await apiProduct(page.request, '12', lang);
        const shopper = await signedInShopper(page, `walkpol${lang}${width}`);
        await seedCart(page, cake, 2);
        await page.goto('/checkout');
        await expect(main(page).getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
        await shot(page, lang, 'checkout-prefilled');
        const orderId = await placeOrder(page, shopper, 'transferencia', [
          { id: '12', quantity: 1 },
          { id: '2', quantity: 3 },
        ]);
        await page.goto('/orders');
        await shot(page, lang, 'orders');
        await page.goto(`/pedidos/${orderId}/comprobante`);
        await shot(page, lang, 'receipt-picker');
        await page.goto(`/pedidos/${orderId}/pago`);
        await shot(page, lang, 'order-page');
      }
      if (want('catalogue')) {
        await page.goto('/allProducts');
        await shot(page, lang, 'all-products');
        await page.goto('/allProducts?exclude=nuts&maxNetCarbs=3');
        await shot(page, lang, 'all-products-filtered', false);
        const bread = await apiProduct(page.request, '0', lang);
        await page.goto(`/allProducts/${bread.slug}`);
        await shot(page, lang, 'product');
        const zoom = main(page)
          .getByRole('button', { name: lang === 'es' ? /ampliar|zoom/i : /zoom|enlarge/i })
          .first();
        if (await zoom.count()) {
          await zoom.click();
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(outDir, `${lang}-${width}-product-zoom.png`) });
          await page.keyboard.press('Escape');
        }
      }
      if (want('owner')) {
        expect(
          (
            await page.request.post('/api/account/sign-in', {
              data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
            })
          ).ok(),
        ).toBeTruthy();
        for (const [name, url] of [
          ['admin-dashboard', '/admin'],
          ['admin-reviews', '/admin/reviews'],
          ['admin-production', '/admin/production'],
          ['admin-delivery', '/admin/delivery'],
          ['admin-new-product', '/admin/products/new'],
        ] as const) {
          await page.goto(url);
          await shot(page, lang, name);
        }
        await page.goto('/api/docs');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(outDir, `${lang}-${width}-api-docs.png`), fullPage: false });
      }
      await context.close();
    }
  });
}
