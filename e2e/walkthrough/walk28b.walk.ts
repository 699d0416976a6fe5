/**
 * Walk-through of the screens the pickup, address, payment-page and order-desk findings changed,
 * for a person to look at: checkout with pickup chosen (the day list of "Local") and with a
 * delivery whose address is "-", the payment page's amounts, /admin/delivery's point form with its
 * days, the order desk with a receipt to check, and an order page with "Deshacer", at 390 and
 * 1440 px in both languages. PNGs go to SHOTS_DIR (default test-results/walkthrough/walk28b).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts walk28b
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, argentinaDay, main, pickupDelivery } from '../support/shop.ts';
import { contextAtWidth, settledShot, type Lang, shotsDir } from './walk-support.ts';

const outDir = shotsDir('walk28b');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000200' +
    'e2260f8b0000000049454e44ae426082',
  'hex',
);

const contextIn = contextAtWidth;

const shot = (page: Page, lang: Lang, name: string, fullPage = false) =>
  settledShot(outDir, page, lang, name, fullPage);

for (const lang of ['es', 'en'] as const) {
  test(`walk-through 28b screens in ${lang}`, async ({ browser }) => {
    for (const width of [390, 1440]) {
      const context = await contextIn(browser, lang, width);
      const page = await context.newPage();
      const shopper = await signedInShopper(page, `w28b${lang}${width}`);
      const cake = await apiProduct(page.request, '12', lang);
      await seedCart(page, cake, 1);
      await page.goto('/checkout');
      await main(page)
        .getByRole('radio', {
          name: lang === 'es' ? 'Envío a domicilio · Capital' : 'Home delivery · Capital',
        })
        .check();
      // The saved profile completes the form, so it starts closed: open it to type the address.
      const header = page.locator('#checkout-customer-header');
      if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      const address = main(page).locator('input[name="address"]');
      await address.fill('-');
      await address.blur();
      await shot(page, lang, 'checkout-delivery-address', true);
      await main(page)
        .getByRole('radio', { name: lang === 'es' ? 'Retiro en Local' : 'Pickup at Local' })
        .check();
      await shot(page, lang, 'checkout-pickup', true);
      await main(page)
        .getByRole('combobox', { name: lang === 'es' ? /^Día/ : /^Day/ })
        .click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${lang}-${width}-checkout-pickup-days.png`) });
      await page.keyboard.press('Escape');

      const placed = await page.request.post('/api/pedido', {
        data: {
          firstname: 'Lucía',
          lastname: shopper.lastname,
          email: shopper.account.email,
          address: 'Caseros 450',
          phone: '3875553333',
          paymentMethod: 'transferencia',
          delivery: { zoneId: '1', date: argentinaDay(4), window: 'manana' },
          items: [
            { id: '3', quantity: 2 },
            { id: '5', quantity: 1 },
          ],
        },
      });
      expect(placed.status()).toBe(201);
      const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;
      await page.goto(`/pedidos/${orderId}/pago`);
      await expect(main(page).getByTestId('payment-amounts')).toBeVisible({ timeout: 30_000 });
      await shot(page, lang, 'payment-page', true);
      const pickup = await page.request.post('/api/pedido', {
        data: {
          firstname: 'Lucía',
          lastname: shopper.lastname,
          email: shopper.account.email,
          phone: '3875553333',
          paymentMethod: 'efectivo',
          delivery: pickupDelivery(),
          items: [{ id: '3', quantity: 1 }],
        },
      });
      const pickupId = ((await pickup.json()) as { pedido: { id: string } }).pedido.id;
      expect(
        (
          await page.request.post(`/api/pedidos/${orderId}/comprobante`, {
            multipart: { comprobante: { name: 'pago.png', mimeType: 'image/png', buffer: PNG } },
          })
        ).ok(),
      ).toBeTruthy();

      await page.request.post('/api/account/sign-out');
      const signIn = await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      });
      expect(signIn.ok()).toBeTruthy();
      // The order desk (/admin is the dashboard), searched by the shopper's name.
      await page.goto('/admin/orders');
      await main(page)
        .getByLabel(lang === 'es' ? 'Buscar por nombre, e-mail o número de pedido' : /Search/)
        .fill(shopper.lastname);
      await expect(main(page).getByText(shopper.lastname).first()).toBeVisible();
      await shot(page, lang, 'order-desk', true);
      await page.goto(`/admin/orders/${pickupId}`);
      await shot(page, lang, 'admin-order-pickup', true);
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Marcar listo para retirar' : 'Mark ready for pickup' })
        .click();
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Marcar entregado' : 'Mark delivered' })
        .click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `${lang}-${width}-admin-order-confirm.png`) });
      await page
        .getByRole('dialog')
        .getByRole('button', { name: lang === 'es' ? 'Marcar entregado' : 'Mark delivered' })
        .click();
      await expect(
        main(page).getByRole('button', { name: lang === 'es' ? 'Deshacer' : 'Undo' }),
      ).toBeVisible();
      await shot(page, lang, 'admin-order-undo', true);
      await page.goto('/admin/delivery');
      await shot(page, lang, 'admin-delivery', true);
      await context.close();
    }
  });
}
