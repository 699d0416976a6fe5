/**
 * Walk-through of "Datos de la tienda" (docs/decisions/0028) for a person to look at: the back
 * office's warning about stand-in facts, the form itself, a zone's price typed "3.500" in the one
 * money input, and the shopper's contact and payment pages stating the saved facts and hours, at
 * 390 and 1440 px in both languages. PNGs go to SHOTS_DIR (default test-results/walkthrough/shop-facts).
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts shop-facts
 * It saves facts on the run's shop (a run starts on a new database): run it on its own.
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { main } from '../support/shop.ts';
import { contextAtWidth, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('shop-facts');

const shot = (page: Page, lang: Lang, name: string, fullPage = false) =>
  settledShot(outDir, page, lang, name, fullPage);

test.describe.configure({ mode: 'serial' });

for (const lang of ['es', 'en'] as const) {
  test(`shop facts screens in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextAtWidth(browser, lang, width);
      const page = await context.newPage();
      await signInAsAdmin(page, null);
      await page.goto('/admin/orders');
      await expect(page.getByTestId('shop-facts-warning')).toBeVisible();
      await shot(page, lang, 'admin-warning');
      await page.goto('/admin/shop');
      await expect(main(page).getByRole('form')).toBeVisible();
      await shot(page, lang, 'admin-shop-facts', true);
      // A zone priced the Argentine way, "3.500" and "$ 20.000", is saved as those pesos.
      await page.goto('/admin/delivery');
      const es = lang === 'es';
      await main(page)
        .getByLabel(es ? 'Precio (ARS)' : 'Price (ARS)')
        .fill('3.500');
      await main(page)
        .getByLabel(es ? 'Gratis desde (ARS)' : 'Free from (ARS)')
        .fill('$ 20.000');
      await main(page)
        .getByLabel(es ? 'Precio (ARS)' : 'Price (ARS)')
        .scrollIntoViewIfNeeded();
      await shot(page, lang, 'admin-zone-money-typed');
      await main(page)
        .getByRole('textbox', { name: es ? 'Nombre' : 'Name' })
        .first()
        .fill(`Norte ${width}`);
      await main(page)
        .getByRole('button', { name: es ? 'Agregar zona' : 'Add zone' })
        .click();
      await expect(main(page).getByText(`Norte ${width}`).first()).toBeVisible();
      await main(page).getByText(`Norte ${width}`).first().scrollIntoViewIfNeeded();
      await shot(page, lang, 'admin-zone-money-saved');
      await context.close();
    }
  });
}

test('the shopper pages state the saved facts and hours', async ({ browser }) => {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage, null);
  const view = await (await adminPage.request.get('/api/admin/shop-facts')).json();
  const saved = await adminPage.request.put('/api/admin/shop-facts', {
    data: {
      ...view.facts,
      whatsapp: '+54 9 387 412-3456',
      bankCbu: '2850590940090418135201',
      bankHolder: 'Ana Pérez',
      bankCuit: '20301234563',
      bankName: 'Banco Macro',
      hours: [
        { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
        { days: [6], opens: '09:00', closes: '13:00' },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    for (const lang of ['es', 'en'] as const) {
      for (const width of [390, 1440]) {
        const context = await contextAtWidth(browser, lang, width);
        const page = await context.newPage();
        await page.goto('/contact');
        await shot(page, lang, 'contact', true);
        await page.goto('/payment');
        await expect(main(page).getByTestId('bank-account')).toBeVisible();
        await shot(page, lang, 'payment', true);
        await context.close();
      }
    }
  } finally {
    await admin.close();
  }
});
