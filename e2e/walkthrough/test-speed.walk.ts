/**
 * Walk-through of the screens the test-speed work touched, for a person to look at: the product
 * form's alt-text fields (shorter labels that fit at 390 px) and the pre-filled checkout with
 * "Mis Datos Personales" opened by the shopper, at 390 px and 1440 px, in Spanish and English. PNGs
 * go to SHOTS_DIR (default test-results/walkthrough/test-speed).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts test-speed
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, main } from '../support/shop.ts';
import { shotsDir } from './walk-support.ts';

const outDir = shotsDir('test-speed');

async function shot(page: Page, name: string): Promise<void> {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: path.join(outDir, `${name}.png`) });
}

for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`test-speed screens in ${lang} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({
        locale: lang === 'es' ? 'es-AR' : 'en-US',
        viewport: { width, height: width < 600 ? 844 : 900 },
      });
      await context.addCookies([
        { name: 'lang', value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` },
      ]);
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();

      const shopper = await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      });
      expect(shopper.ok()).toBeTruthy();
      await page.goto('/admin/products/1');
      const altEs = main(page).getByLabel(
        lang === 'es' ? /^Texto alternativo, en español/ : /^Alt text, in Spanish/,
      );
      await altEs.scrollIntoViewIfNeeded();
      await shot(page, `${lang}-${width}-product-form-alt-text`);
      await context.clearCookies();
      await context.addCookies([
        { name: 'lang', value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` },
      ]);

      await signedInShopper(page, `walkspeed${lang}${width}`);
      await seedCart(page, await apiProduct(page.request, '12', lang), 1);
      await page.goto('/checkout');
      const personal = main(page).getByRole('button', {
        name: lang === 'es' ? /Mis Datos Personales/ : /My Personal Details/,
      });
      await expect(personal).toContainText('Caseros 450', { timeout: 20_000 });
      await personal.click();
      await expect(personal).toHaveAttribute('aria-expanded', 'true');
      await shot(page, `${lang}-${width}-checkout-details-open`);
      await context.close();
    });
  }
}
