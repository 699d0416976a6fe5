/**
 * Walk-through of the unpaid-order expiry screens, for a person to look at: /orders and
 * the payment page with "Pagalo antes del …" and with a released order, the back office's page of
 * a released order, and the owner's payment times in /admin/delivery, at 390 px and 1440 px, in Spanish and English. PNGs go to
 * test-results/walkthrough/<lang>/.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts unpaid-expiry
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { argentinaWeekday, main } from '../support/shop.ts';

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

async function shots(page: Page, lang: Lang, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await ready();
    await page.screenshot({ path: path.join(outDir, lang, `${width}-${name}.png`), fullPage: true });
  }
}

for (const lang of ['es', 'en'] as const) {
  test(`unpaid-order expiry screens in ${lang}`, async ({ browser }) => {
    const page = await (await contextIn(browser, lang)).newPage();
    const account = await createConfirmedAccount(page.request, `walkexp_${lang}`);
    expect(
      (
        await page.request.post('/api/account/sign-in', {
          data: { username: account.username, password: account.password },
        })
      ).ok(),
    ).toBeTruthy();
    const order = async () => {
      const res = await page.request.post('/api/pedido', {
        data: {
          firstname: 'Lucía',
          lastname: 'Walk',
          email: account.email,
          address: 'Caseros 450',
          phone: '3875553333',
          paymentMethod: 'transferencia',
          delivery: { pickupPointId: '1', date: argentinaWeekday(3), window: 'tarde' },
          items: [{ id: '3', quantity: 1 }],
        },
        headers: { 'accept-language': lang },
      });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { pedido: { id: string; payBefore: string } }).pedido;
    };
    const released = await order();
    await page.request.post(`/api/test/orders/${released.id}/expire`, {
      data: { at: new Date(new Date(released.payBefore).getTime() + 60_000).toISOString() },
    });
    const unpaid = await order();

    await page.goto('/orders');
    await shots(page, lang, 'expiry-orders', () =>
      expect(main(page).getByTestId('pay-before').first()).toBeVisible(),
    );
    await page.goto(`/pedidos/${unpaid.id}/pago`);
    await shots(page, lang, 'expiry-payment-page', () =>
      expect(main(page).getByTestId('pay-before')).toBeVisible(),
    );
    await page.goto(`/pedidos/${released.id}/pago`);
    await shots(page, lang, 'expiry-payment-page-released', () =>
      expect(main(page).getByTestId('order-expired')).toBeVisible(),
    );

    const admin = await (await contextIn(browser, lang)).newPage();
    expect(
      (
        await admin.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    await admin.goto(`/admin/orders/${released.id}`);
    await shots(admin, lang, 'expiry-admin-order-released', () =>
      expect(main(admin).getByTestId('admin-order-expired')).toBeVisible(),
    );
    await admin.goto('/admin/delivery');
    const form = main(admin).getByRole('form', { name: lang === 'es' ? 'Plazo para pagar' : 'Time to pay' });
    await shots(admin, lang, 'expiry-admin-delivery', async () => {
      await expect(form).toBeVisible();
      await form.scrollIntoViewIfNeeded();
    });
    // A refused value shows its message under the field.
    await form.getByLabel(lang === 'es' ? /^Transferencia/ : /^Bank transfer/).fill('5');
    await form.getByRole('button', { name: lang === 'es' ? 'Guardar plazos' : 'Save payment times' }).click();
    await expect(
      form.getByText(lang === 'es' ? /Un número entero de minutos/ : /A whole number of minutes/),
    ).toBeVisible();
    await form.screenshot({
      path: path.join(outDir, lang, `${admin.viewportSize()!.width}-expiry-admin-form-error.png`),
    });
  });
}
