/**
 * Walk-through of the screens the walk-through's last findings changed, for a person to look at: My orders
 * (the short order number, an order with a coupon and a delivery at 360, 390 and 1440 px, and
 * "Cancelar pedido" with its question), the payment page, the order desk (its filters folded on a
 * phone), the order page in /admin (WhatsApp to the customer), /admin/delivery's national
 * holidays and the product form's nutrition facts, at phone and desktop widths in both languages.
 * PNGs go to SHOTS_DIR (default test-results/walkthrough/walk28c). The holidays need the calendar:
 *   npm run build -w web && E2E_DELIVERY_HOLIDAYS=AR npx playwright test -c e2e/walkthrough.config.ts walk28c
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { signedInShopper } from '../support/payments.ts';
import { argentinaDay, main } from '../support/shop.ts';
import { contextAtWidth, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('walk28c');

const contextIn = contextAtWidth;

const shot = (page: Page, lang: Lang, name: string, fullPage = false) =>
  settledShot(outDir, page, lang, name, fullPage);

async function asAdmin(page: Page): Promise<void> {
  await page.request.post('/api/account/sign-out');
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
    ).ok(),
  ).toBeTruthy();
}

for (const lang of ['es', 'en'] as const) {
  test(`walk-through 28c screens in ${lang}`, async ({ browser }) => {
    const code = `W28C${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const admin = await browser.newContext();
    await asAdmin(await admin.newPage());
    expect(
      (
        await admin.request.post('/api/admin/coupons', {
          data: { code, kind: 'fixed', value: 1200, oncePerCustomer: false },
        })
      ).status(),
    ).toBe(201);
    await admin.close();
    for (const width of [360, 390, 1440]) {
      const context = await contextIn(browser, lang, width);
      const page = await context.newPage();
      const shopper = await signedInShopper(page, `w28c${lang}${width}`);
      const placed = await page.request.post('/api/pedido', {
        data: {
          firstname: 'Lucía',
          lastname: shopper.lastname,
          email: shopper.account.email,
          address: 'Caseros 450',
          phone: '3875553333',
          paymentMethod: 'transferencia',
          coupon: code,
          delivery: { zoneId: '1', date: argentinaDay(4), window: 'tarde' },
          items: [
            { id: '12', quantity: 1 },
            { id: '3', quantity: 2 },
          ],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;
      await page.goto('/orders');
      await expect(
        main(page)
          .getByText(lang === 'es' ? /N\.º\s\d+/ : /No\.\s\d+/)
          .first(),
      ).toBeVisible({ timeout: 20_000 });
      await shot(page, lang, 'my-orders', true);
      if (width === 360) {
        await context.close();
        continue;
      }
      await main(page)
        .getByRole('button', { name: lang === 'es' ? /^Cancelar el pedido/ : /^Cancel order/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${lang}-${width}-my-orders-cancel.png`) });
      await page.keyboard.press('Escape');
      await page.goto(`/pedidos/${orderId}/pago`);
      await expect(main(page).getByTestId('payment-amounts')).toBeVisible({ timeout: 30_000 });
      await shot(page, lang, 'payment-page', true);

      await asAdmin(page);
      await page.goto('/admin/orders');
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await shot(page, lang, 'order-desk');
      await page.goto(`/admin/orders/${orderId}`);
      await shot(page, lang, 'admin-order', true);
      await page.goto('/admin/delivery');
      await expect(
        main(page).getByRole('list', { name: lang === 'es' ? 'Feriados nacionales' : 'National holidays' }),
      ).toBeVisible({ timeout: 20_000 });
      await shot(page, lang, 'admin-delivery', true);
      await page.goto('/admin/products/1');
      await expect(
        main(page)
          .getByRole('group', { name: lang === 'es' ? /nutricional/i : /nutrition/i })
          .first(),
      ).toBeVisible({ timeout: 20_000 });
      await shot(page, lang, 'product-form', true);
      await context.close();
    }
  });
}
