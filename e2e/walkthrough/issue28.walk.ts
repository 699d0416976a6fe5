/**
 * Walk-through of the screens the walk-through's findings changed, for a person to look at: /login
 * ("Usuario o e-mail"), /signup (accents allowed), the product page (quantity 1, "Agregar al
 * carrito" and "Comprar ahora"; English prices in ARS), the production list (plurals, "turno"),
 * the coupon form and the product form (amounts with "$"), the review dialog (no stars at first), at 390 and 1440 px in both languages.
 * PNGs go to SHOTS_DIR (default test-results/walkthrough/issue28).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts issue28
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { placeOrder, signedInShopper } from '../support/payments.ts';
import { apiProduct, main, pickupDelivery } from '../support/shop.ts';
import { contextAtWidth, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('issue28');

const contextIn = contextAtWidth;

const shot = (page: Page, lang: Lang, name: string, fullPage = false) =>
  settledShot(outDir, page, lang, name, fullPage);

for (const lang of ['es', 'en'] as const) {
  test(`walk-through findings screens in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextIn(browser, lang, width);
      const page = await context.newPage();
      await page.goto('/login');
      await shot(page, lang, 'login');
      await page.goto('/signup');
      await shot(page, lang, 'signup');
      const bread = await apiProduct(page.request, '3', lang);
      await page.goto(`/allProducts/${bread.slug}`);
      await expect(main(page).getByRole('heading', { level: 1, name: bread.title })).toBeVisible();
      await shot(page, lang, 'product');
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Agregar al carrito' : 'Add to cart', exact: true })
        .click();
      await shot(page, lang, 'product-in-cart');
      await page.goto('/allProducts');
      await shot(page, lang, 'all-products');

      const shopper = await signedInShopper(page, `walk28${lang}${width}`);
      await placeOrder(page, shopper, 'efectivo', [{ id: '3', quantity: 1 }]);
      // The review dialog: no stars chosen, and sending without them asks for them.
      await page.goto('/allProducts');
      await main(page)
        .getByRole('button', {
          name: lang === 'es' ? `Escribir una reseña: ${bread.title}` : `Write a review: ${bread.title}`,
        })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(lang === 'es' ? 'Muy ricos.' : 'Very tasty.');
      await dialog.getByRole('button', { name: lang === 'es' ? 'Enviar' : 'Submit' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `${lang}-${width}-review-dialog.png`) });
      await page.request.post('/api/account/sign-out');
      const signIn = await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      });
      expect(signIn.ok()).toBeTruthy();
      await page.goto(`/admin/production?date=${pickupDelivery().date}`);
      await shot(page, lang, 'production', true);
      await page.goto('/admin/coupons/new');
      await main(page).getByRole('combobox').first().click();
      await page.getByRole('option').nth(1).click();
      await shot(page, lang, 'coupon-form', true);
      await page.goto('/admin/products/new');
      await shot(page, lang, 'product-form');
      await context.close();
    }
  });
}
