/**
 * Walk-through of the delivery and coupon screens, for a person to look at: checkout with
 * a zone, a day, a window and a coupon; /orders with the delivery line; the back office's delivery
 * settings and the order page, at 390 px and 1440 px, in Spanish and English. PNGs go to
 * test-results/walkthrough/<lang>/.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts delivery-coupons
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiProduct, main } from '../support/shop.ts';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'walkthrough',
);
type Lang = 'es' | 'en';

async function contextIn(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang === 'es' ? 'es-AR' : 'en-US' });
  await context.addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

async function shot(page: Page, lang: Lang, name: string): Promise<void> {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(outDir, lang, `${page.viewportSize()!.width}-${name}.png`),
    fullPage: true,
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`delivery and coupon screens in ${lang}`, async ({ browser }) => {
    const t =
      lang === 'es'
        ? {
            coupon: 'Código de cupón',
            day: /^Día/,
            morning: /Mañana/,
            transfer: 'Transferencia bancaria',
            confirm: 'Confirmar Pedido en Web',
          }
        : {
            coupon: 'Coupon code',
            day: /^Day/,
            morning: /Morning/,
            transfer: 'Bank transfer',
            confirm: 'Confirm order on the web',
          };
    const admin = await (await contextIn(browser, lang)).newPage();
    expect(
      (
        await admin.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    const code = `WALK${lang.toUpperCase()}${Date.now() % 100000}`;
    const coupon = await admin.request.post('/api/admin/coupons', {
      data: { code, kind: 'percent', value: 10, active: true, oncePerCustomer: false, firstOrderOnly: false },
    });
    expect(coupon.ok(), await coupon.text()).toBeTruthy();

    const page = await (await contextIn(browser, lang)).newPage();
    const account = await createConfirmedAccount(page.request, `walkdel_${lang}`);
    expect(
      (
        await page.request.post('/api/account/sign-in', {
          data: { username: account.username, password: account.password },
        })
      ).ok(),
    ).toBeTruthy();
    const profile = {
      nombre: 'Lucía',
      apellido: 'Gómez',
      email: account.email,
      direccion: 'Mitre 120',
      telefono: '3874441122',
      notas: '',
    };
    expect((await page.request.post('/api/cliente', { data: profile })).ok()).toBeTruthy();
    const cake = await apiProduct(page.request, '12', lang);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await admin.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto('/');
      await page.evaluate((line) => localStorage.setItem('cartItems', JSON.stringify([line])), {
        id: cake.id,
        type: cake.category,
        quantity: 2,
        title: cake.title,
        price: cake.price,
        imageSrc: cake.images[0] ?? '',
        description: '',
      });
      await page.goto('/checkout');
      await main(page).getByRole('textbox', { name: t.coupon }).fill(code);
      await main(page).getByTestId('checkout-discount').waitFor();
      await main(page)
        .getByRole('radio', { name: /Capital/ })
        .check();
      await main(page).getByRole('combobox', { name: t.day }).click();
      await shot(page, lang, '20-checkout-day-list');
      await page.getByRole('option').and(page.locator(':not([aria-disabled="true"])')).first().click();
      await main(page).getByRole('radio', { name: t.morning }).check();
      await main(page).getByRole('radio', { name: t.transfer }).check();
      await shot(page, lang, '21-checkout-delivery-coupon');
      await main(page).getByRole('button', { name: t.confirm }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/checkout'));
      const order = (await (await page.request.get('/api/pedidos')).json()).pedidos[0];
      await page.goto('/orders');
      await shot(page, lang, '22-orders-delivery');

      await admin.goto('/admin/delivery');
      await expect(main(admin).getByText('Capital').first()).toBeVisible();
      await expect(main(admin).getByRole('progressbar')).toHaveCount(0);
      await shot(admin, lang, '23-admin-delivery');
      await admin.goto(`/admin/orders/${order.id}`);
      await expect(main(admin).getByTestId('admin-order-delivery')).toBeVisible();
      await shot(admin, lang, '24-admin-order-delivery');
    }
  });
}
