/**
 * Walk-through of the electronic invoice screens (docs/decisions/0021-electronic-invoices.md), for
 * a person to look at: /admin/invoices with an invoice and a credit note, the order page's invoice
 * panel, My orders with "Descargar factura", and /admin/invoices on a shop without ARCA
 * ("Facturación desactivada"), at 390 px and 1440 px, in Spanish and English. The invoicing shop is
 * the catalogue-changes server (the one playwright.config.ts points at the fake ARCA).
 * PNGs go to test-results/walkthrough/<lang>/.
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts invoices
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { placeOrder, signedInShopper } from '../support/payments.ts';
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
const invoicingShop = `http://127.0.0.1:${process.env.E2E_CATALOG_PORT}`;
const plainShop = `http://127.0.0.1:${process.env.E2E_PORT}`;

async function contextIn(browser: Browser, lang: Lang, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: lang === 'es' ? 'es-AR' : 'en-US',
    timezoneId: 'America/Argentina/Salta',
  });
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

test('electronic invoice screens', async ({ browser }) => {
  // The shopper's orders on the invoicing shop: one paid (invoice), one paid and cancelled (credit note).
  const shopperContext = await contextIn(browser, 'es', invoicingShop);
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage, 'walk_inv');
  const paid = await placeOrder(shopperPage, shopper, 'transferencia');
  const cancelled = await placeOrder(shopperPage, shopper, 'efectivo');
  const ownerContext = await contextIn(browser, 'es', invoicingShop);
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner, null);
  for (const id of [paid, cancelled])
    expect(
      (await owner.request.post(`/api/admin/orders/${id}/payment`, { data: { status: 'pagado' } })).ok(),
    ).toBeTruthy();
  await expect
    .poll(
      async () =>
        (
          (await (await owner.request.get(`/api/admin/orders/${cancelled}/invoices`)).json()) as {
            items: { state: string }[];
          }
        ).items.map((i) => i.state),
      { timeout: 30_000 },
    )
    .toEqual(['emitida']);
  expect(
    (
      await owner.request.post(`/api/admin/orders/${cancelled}/status`, { data: { status: 'cancelado' } })
    ).ok(),
  ).toBeTruthy();
  await expect
    .poll(
      async () =>
        (
          (await (await owner.request.get(`/api/admin/orders/${cancelled}/invoices`)).json()) as {
            items: unknown[];
          }
        ).items.length,
      { timeout: 30_000 },
    )
    .toBe(2);
  await ownerContext.close();

  for (const lang of ['es', 'en'] as const) {
    const admin = await contextIn(browser, lang, invoicingShop);
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage, null);
    const off = await contextIn(browser, lang, plainShop);
    const offPage = await off.newPage();
    await signInAsAdmin(offPage, null);
    const buyer = await contextIn(browser, lang, invoicingShop);
    await buyer.addCookies(await shopperContext.cookies());
    const buyerPage = await buyer.newPage();
    for (const width of WIDTHS) {
      for (const page of [adminPage, offPage, buyerPage]) await page.setViewportSize({ width, height: 900 });
      await adminPage.goto('/admin/invoices');
      await expect(main(adminPage).locator('[data-invoice]').first()).toBeVisible();
      await shot(adminPage, lang, 'invoices');
      await adminPage.goto(`/admin/orders/${cancelled}`);
      await expect(main(adminPage).getByTestId('order-invoices').locator('[data-invoice]')).toHaveCount(2);
      await shot(adminPage, lang, 'invoices-order-panel');
      await offPage.goto('/admin/invoices');
      await expect(main(offPage).getByText(/Facturación desactivada|Invoicing is off/)).toBeVisible();
      await shot(offPage, lang, 'invoices-off');
      await buyerPage.goto('/orders');
      await expect(
        main(buyerPage)
          .getByRole('link', { name: /Descargar factura|Download invoice/ })
          .first(),
      ).toBeVisible();
      await shot(buyerPage, lang, 'invoices-my-orders');
    }
    await Promise.all([admin.close(), off.close(), buyer.close()]);
  }
  await shopperContext.close();
});
