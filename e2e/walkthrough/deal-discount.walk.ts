/**
 * Walk-through of the deal's discount (docs/decisions/0029) for a person to look at: the deal form
 * with a discount in pesos typed "1.000", the home banner as "Oferta del día" with the discounted
 * price, and as "Destacado del día" without a discount, at 390 and 1440 px in both languages.
 * PNGs go to SHOTS_DIR (default test-results/walkthrough/deal-discount). It changes the deal on
 * the run's shop: run it on its own.
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts deal-discount
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { main } from '../support/shop.ts';
import { contextAtWidth, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('deal-discount');

const shot = (page: Page, lang: Lang, name: string, fullPage = false) =>
  settledShot(outDir, page, lang, name, fullPage);

test.describe.configure({ mode: 'serial' });

for (const discounted of [true, false]) {
  test(`deal ${discounted ? 'with' : 'without'} a discount`, async ({ browser }) => {
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage, null);
    const set = await adminPage.request.put('/api/admin/deal', {
      data: {
        productId: 9,
        endsAt: null,
        ...(discounted ? { discount: { kind: 'amount', value: 1000 } } : {}),
      },
    });
    expect(set.status(), await set.text()).toBe(200);
    await admin.close();
    for (const lang of ['es', 'en'] as const) {
      for (const width of [390, 1440]) {
        const context = await contextAtWidth(browser, lang, width);
        const page = await context.newPage();
        if (discounted) {
          await signInAsAdmin(page, null);
          await page.goto('/admin/deal');
          await expect(
            main(page).getByLabel(lang === 'es' ? 'Descuento (pesos)' : 'Discount (pesos)'),
          ).toHaveValue('1000');
          await main(page)
            .getByLabel(lang === 'es' ? 'Descuento (pesos)' : 'Discount (pesos)')
            .fill('1.000');
          await shot(page, lang, 'admin-deal', true);
        }
        await page.goto('/');
        await expect(page.getByRole('timer')).toBeVisible();
        await page.getByRole('timer').scrollIntoViewIfNeeded();
        await shot(page, lang, discounted ? 'home-offer' : 'home-featured');
        await context.close();
      }
    }
  });
}
