/**
 * Walk-through of the payment screens, for a person to look at: /checkout's payment
 * choice, the hand-off to (the fake) Mercado Pago, /pedidos/:id/pago in every state, /orders with
 * its badges and "Pagar", /payment, and the back office's desk filter and payment panel, at 390 px
 * and 1440 px, in Spanish and English. PNGs go to test-results/walkthrough/<lang>/.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  cake,
  checkoutUrlOf,
  payOnFakeCheckout,
  placeOrder,
  signedInShopper,
  type Shopper,
} from '../support/payments.ts';
import { main } from '../support/shop.ts';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'walkthrough',
);
const WIDTHS = [390, 1440] as const;
type Lang = 'es' | 'en';

async function contextIn(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lang === 'es' ? 'es-AR' : 'en-US' });
  await context.addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

async function settle(page: Page): Promise<void> {
  await expect(main(page)).toBeVisible();
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function shot(page: Page, lang: Lang, name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  // From the top, so the sticky header sits where a visitor sees it in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, lang, `${width}-${name}.png`), fullPage: true });
}

/** Pays the order on the fake checkout with each button in turn (e.g. Aprobar twice: money to review). */
async function payWith(
  page: Page,
  orderId: string,
  ...buttons: ('Aprobar' | 'Rechazar' | 'Pendiente')[]
): Promise<void> {
  for (const button of buttons) {
    await page.goto(await checkoutUrlOf(page, orderId));
    await payOnFakeCheckout(page, button);
    await expect(page).toHaveURL(new RegExp(`/pedidos/${orderId}/pago`));
  }
}

/** Pays the same preference twice through its stored address (the shop refuses a second start once paid). */
async function payTwice(page: Page, orderId: string): Promise<void> {
  const url = await checkoutUrlOf(page, orderId);
  for (let i = 0; i < 2; i++) {
    await page.goto(url);
    await payOnFakeCheckout(page, 'Aprobar');
    await expect(page).toHaveURL(new RegExp(`/pedidos/${orderId}/pago`));
  }
}

/** A cart with `lines` and no payment method chosen yet (checkout keeps the last choice for the tab). */
async function seedCartNow(page: Page, lines: unknown[]): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('cartItems', value);
    sessionStorage.removeItem('checkoutPaymentMethod');
  }, JSON.stringify(lines));
}

for (const lang of ['es', 'en'] as const) {
  test(`payment screens in ${lang}`, async ({ browser, request }) => {
    const shopperContext = await contextIn(browser, lang);
    const page = await shopperContext.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const shopper: Shopper = await signedInShopper(page, `walk_${lang}`);
    const product = await cake(request);
    const cartLines = [
      {
        id: product.id,
        type: product.category,
        quantity: 2,
        title: product.title,
        price: product.price,
        imageSrc: product.images[0] ?? '',
        description: '',
      },
    ];

    // Orders in every payment state.
    const paid = await placeOrder(page, shopper, 'mercadopago');
    await payWith(page, paid, 'Aprobar');
    const rejected = await placeOrder(page, shopper, 'mercadopago');
    await payWith(page, rejected, 'Rechazar');
    const pending = await placeOrder(page, shopper, 'mercadopago');
    await payWith(page, pending, 'Pendiente');
    const review = await placeOrder(page, shopper, 'mercadopago');
    await payTwice(page, review);
    const refunded = await placeOrder(page, shopper, 'mercadopago', [
      { id: '12', quantity: 1 },
      { id: '1', quantity: 3 },
    ]);
    await payWith(page, refunded, 'Aprobar');
    const unpaid = await placeOrder(page, shopper, 'mercadopago');
    const transfer = await placeOrder(page, shopper, 'transferencia');
    const cash = await placeOrder(page, shopper, 'efectivo');

    const adminContext = await contextIn(browser, lang);
    const admin = await adminContext.newPage();
    expect(
      (
        await admin.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    const refund = await admin.request.post(`/api/admin/orders/${refunded}/refund`);
    expect(refund.ok(), await refund.text()).toBeTruthy();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await admin.setViewportSize({ width, height: width < 600 ? 844 : 900 });

      // Checkout: the choice, then the hand-off (the start held back a moment to see the screen).
      await page.goto('/');
      await seedCartNow(page, cartLines);
      await page.goto('/checkout');
      await settle(page);
      await shot(page, lang, '01-checkout-empty-choice');
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Confirmar Pedido en Web' : 'Confirm order on the web' })
        .click();
      await shot(page, lang, '02-checkout-choice-missing');
      await main(page).getByRole('radio', { name: 'Mercado Pago' }).check();
      await shot(page, lang, '03-checkout-mercadopago');
      await page.route('**/api/pedidos/*/pago', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Confirmar Pedido en Web' : 'Confirm order on the web' })
        .click();
      await expect(page.getByRole('status')).toBeVisible();
      await shot(page, lang, '04-checkout-leaving');
      await page.waitForURL(/\/checkout\/v1\/redirect/);
      await page.unroute('**/api/pedidos/*/pago');
      await shot(page, lang, '05-fake-checkout');
      await page.getByRole('button', { name: 'Aprobar' }).click();
      await page.waitForURL(/\/pedidos\/.*\/pago/);
      await expect(main(page).locator('[data-payment-status="pagado"]')).toBeVisible();
      await settle(page);
      await shot(page, lang, '06-pago-after-return-paid');

      // Mercado Pago down when starting from checkout: the page with the reason and the retry.
      await page.goto('/');
      await seedCartNow(page, cartLines);
      await page.route('**/api/pedidos/*/pago', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'payment_unavailable',
              message:
                lang === 'es'
                  ? 'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.'
                  : 'Mercado Pago is not answering right now. Please try again in a few minutes.',
            },
          }),
        }),
      );
      await page.goto('/checkout');
      await main(page).getByRole('radio', { name: 'Mercado Pago' }).check();
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Confirmar Pedido en Web' : 'Confirm order on the web' })
        .click();
      await page.waitForURL(/\/pedidos\/.*\/pago/);
      await expect(
        main(page).getByRole('button', {
          name: lang === 'es' ? 'Pagar con Mercado Pago' : 'Pay with Mercado Pago',
        }),
      ).toBeVisible();
      await shot(page, lang, '07-pago-unavailable');
      await page.unroute('**/api/pedidos/*/pago');

      // The payment page in each state.
      for (const [name, id, status] of [
        ['08-pago-pagado', paid, 'pagado'],
        ['09-pago-rechazado', rejected, 'rechazado'],
        ['10-pago-pendiente-waiting', pending, 'pendiente'],
        ['11-pago-en-revision', review, 'en_revision'],
        ['12-pago-reembolsado', refunded, 'reembolsado'],
        ['13-pago-unpaid', unpaid, 'pendiente'],
        ['14-pago-transfer', transfer, 'pendiente'],
        ['15-pago-cash', cash, 'pendiente'],
      ] as const) {
        await page.goto(`/pedidos/${id}/pago`);
        await expect(main(page).locator(`[data-payment-status="${status}"]`)).toBeVisible();
        await settle(page);
        await shot(page, lang, name);
      }

      await page.goto('/orders');
      await expect(main(page).locator('[data-payment-status]').first()).toBeVisible();
      await settle(page);
      await shot(page, lang, '16-orders');
      await page.goto('/payment');
      await settle(page);
      await shot(page, lang, '17-payment');
      await page.goto(`/payment?pedido=${transfer}`);
      await settle(page);
      await shot(page, lang, '18-payment-transfer-order');

      // Back office.
      await admin.goto('/admin');
      await expect(main(admin).locator('[data-payment-status]').first()).toBeVisible();
      await settle(admin);
      await shot(admin, lang, '20-admin-desk');
      await admin.goto('/admin?payment=en_revision');
      await expect(main(admin).locator('[data-payment-status="en_revision"]').first()).toBeVisible();
      await settle(admin);
      await shot(admin, lang, '21-admin-desk-en-revision');
      for (const [name, id] of [
        ['22-admin-order-mp-paid', paid],
        ['23-admin-order-transfer', transfer],
        ['24-admin-order-refunded', refunded],
        ['25-admin-order-en-revision', review],
        ['26-admin-order-rejected', rejected],
      ] as const) {
        await admin.goto(`/admin/orders/${id}`);
        await expect(main(admin).locator('[data-payment-status]').first()).toBeVisible();
        await settle(admin);
        await shot(admin, lang, name);
      }
      await admin.goto(`/admin/orders/${paid}`);
      await main(admin)
        .getByRole('button', { name: lang === 'es' ? 'Reembolsar' : 'Refund' })
        .click();
      await expect(admin.getByRole('dialog')).toBeVisible();
      await shot(admin, lang, '27-admin-refund-dialog');
    }
    await adminContext.close();
    await shopperContext.close();
  });
}
