/**
 * Walk-through of checkout's "Mis Datos Personales" as a signed-in shopper sees it: "Guardar estos
 * datos para la próxima" and the optional DNI or CUIT for the invoice, at 390 and 1440 px, es and
 * en, including the DNI field's error.
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts checkout-details
 */
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedCart } from '../support/payments.ts';
import { apiProduct, main } from '../support/shop.ts';
import { contextIn, shots } from './walk-support.ts';

const shop = `http://127.0.0.1:${process.env.E2E_PORT}`;

for (const lang of ['es', 'en'] as const) {
  test(`checkout details in ${lang}`, async ({ browser }) => {
    const page = await (await contextIn(browser, lang, shop)).newPage();
    const account = await createConfirmedAccount(page.request, `walkdetails_${lang}`);
    expect(
      (
        await page.request.post('/api/account/sign-in', {
          data: { username: account.username, password: account.password },
        })
      ).ok(),
    ).toBeTruthy();
    await seedCart(page, await apiProduct(page.request, '3', lang), 1);
    const taxId = main(page).getByLabel(lang === 'en' ? /^DNI or CUIT/ : /^DNI o CUIT/);
    await shots(
      page,
      lang,
      'checkout-details',
      () => page.goto('/checkout'),
      async () => {
        await expect(taxId).toBeVisible({ timeout: 30_000 });
        await taxId.fill('20-30123456-0');
        await taxId.blur();
        await expect(main(page).getByText(lang === 'en' ? /Enter a DNI/ : /Escribí un DNI/)).toBeVisible();
      },
    );
  });
}

// A cart from ARCA's identification threshold on (RG 5700/2025): the DNI or CUIT is required. The
// walk raises a product's price for a moment, so its tests run one after the other.
test.describe.configure({ mode: 'serial' });
for (const lang of ['es', 'en'] as const) {
  test(`checkout details of a cart over ARS 10,000,000 in ${lang}`, async ({ browser }) => {
    const owner = await (await contextIn(browser, 'es', shop)).newPage();
    expect(
      (
        await owner.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    const setPrice = async (priceArs: number) =>
      expect((await owner.request.patch('/api/admin/products/4', { data: { priceArs } })).ok()).toBeTruthy();
    const before = (await apiProduct(owner.request, '4')).price;
    await setPrice(10_000_000);
    try {
      const page = await (await contextIn(browser, lang, shop)).newPage();
      const account = await createConfirmedAccount(page.request, `walktaxid_${lang}`);
      expect(
        (
          await page.request.post('/api/account/sign-in', {
            data: { username: account.username, password: account.password },
          })
        ).ok(),
      ).toBeTruthy();
      await seedCart(page, await apiProduct(page.request, '4', lang), 1);
      const taxId = main(page).getByLabel(lang === 'en' ? /^DNI or CUIT/ : /^DNI o CUIT/);
      await shots(
        page,
        lang,
        'checkout-tax-id-required',
        () => page.goto('/checkout'),
        async () => {
          await expect(taxId).toBeVisible({ timeout: 30_000 });
          await taxId.focus();
          await taxId.blur();
          await expect(
            main(page).getByText(lang === 'en' ? /ARCA requires your DNI/ : /ARCA pide tu DNI/),
          ).toBeVisible();
        },
      );
    } finally {
      await setPrice(before);
    }
  });
}
