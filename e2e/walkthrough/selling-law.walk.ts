/**
 * Walk-through of selling within Argentine law, for a person to look at: the withdrawal form
 * (decision 0020) filled in and its answer with the request code, the code's mail, the owner's
 * withdrawal queue; a Mercado Pago order refunded in part (decision 0033): the owner's refund
 * dialog with its amount, /admin/invoices and the order's invoice panel with the invoice and its
 * partial credit note, My orders with both downloads; at 390 px and 1440 px, in Spanish and
 * English. It also saves the invoice's and the credit note's PDFs (test-results/walkthrough/pdf/)
 * to render and look at (pdftoppm). Runs on the invoicing shop (the fake ARCA's).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts selling-law
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { checkoutUrlOf, payOnFakeCheckout, placeOrder, signedInShopper } from '../support/payments.ts';
import { main, orderNo } from '../support/shop.ts';

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

async function contextIn(browser: Browser, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: invoicingShop,
    locale: lang === 'es' ? 'es-AR' : 'en-US',
    timezoneId: 'America/Argentina/Salta',
  });
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return context;
}

async function shot(page: Page, lang: Lang, name: string, fullPage = true): Promise<void> {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(outDir, lang, `${page.viewportSize()!.width}-${name}.png`),
    fullPage,
  });
}

interface Listed {
  id: number;
  kind: string;
  state: string;
  hasPdf: boolean;
}

async function documentsOf(page: Page, orderId: string): Promise<Listed[]> {
  return (
    (await (await page.request.get(`/api/admin/orders/${orderId}/invoices`)).json()) as { items: Listed[] }
  ).items;
}

test('selling within Argentine law: withdrawal form and queue, partial credit note', async ({ browser }) => {
  // A Mercado Pago order paid on the fake checkout; its invoice issued.
  const shopperContext = await contextIn(browser, 'es');
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage, 'walk_law');
  const orderId = await placeOrder(shopperPage, shopper, 'mercadopago');
  const order = (await (await shopperPage.request.get(`/api/pedidos/${orderId}`)).json()) as {
    number: number;
    total: number;
  };
  await shopperPage.goto(await checkoutUrlOf(shopperPage, orderId));
  await payOnFakeCheckout(shopperPage, 'Aprobar');
  const ownerContext = await contextIn(browser, 'es');
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner, null);
  await expect
    .poll(async () => (await documentsOf(owner, orderId)).map((d) => `${d.kind}:${d.state}:${d.hasPdf}`), {
      timeout: 30_000,
    })
    .toEqual(['factura:emitida:true']);

  // The owner refunds part of it from the order page: the dialog with its amount, then the credit note.
  await owner.setViewportSize({ width: 390, height: 900 });
  await owner.goto(`/admin/orders/${orderId}`);
  await main(owner).getByRole('button', { name: 'Reembolsar' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Monto a reembolsar' }).fill('1000');
  await shot(owner, 'es', 'law-refund-dialog', false);
  await dialog.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await documentsOf(owner, orderId)).map((d) => `${d.kind}:${d.state}:${d.hasPdf}`), {
      timeout: 30_000,
    })
    .toEqual(['factura:emitida:true', 'nota_credito:emitida:true']);
  // The two PDFs, to render and look at.
  fs.mkdirSync(path.join(outDir, 'pdf'), { recursive: true });
  const [factura, nota] = await documentsOf(owner, orderId);
  for (const [doc, name] of [
    [factura, 'factura'],
    [nota, 'nota-de-credito-parcial'],
  ] as const) {
    const pdf = await owner.request.get(`/api/admin/invoices/${doc.id}/pdf`);
    expect(pdf.ok()).toBeTruthy();
    fs.writeFileSync(path.join(outDir, 'pdf', `${name}.pdf`), await pdf.body());
  }
  await ownerContext.close();

  for (const lang of ['es', 'en'] as const) {
    const admin = await contextIn(browser, lang);
    const adminPage = await admin.newPage();
    await signInAsAdmin(adminPage, null);
    const buyer = await contextIn(browser, lang);
    await buyer.addCookies(await shopperContext.cookies());
    const buyerPage = await buyer.newPage();
    const visitor = await contextIn(browser, lang);
    const visitorPage = await visitor.newPage();
    for (const width of WIDTHS) {
      for (const page of [adminPage, buyerPage, visitorPage])
        await page.setViewportSize({ width, height: 900 });

      // The withdrawal form, filled in, and its answer with the code; the code's mail.
      await visitorPage.goto('/arrepentimiento');
      const form = main(visitorPage).getByRole('region', {
        name: lang === 'es' ? 'Solicitar el arrepentimiento' : 'Ask to withdraw',
      });
      const email = `walk-law-${lang}-${width}@example.com`;
      await form
        .getByLabel(lang === 'es' ? 'Número de pedido' : 'Order number')
        .fill(orderNo(order.number, lang));
      await form.getByLabel(lang === 'es' ? 'Nombre y apellido' : 'Full name').fill('Lucía Arrepentida');
      await form
        .getByLabel(lang === 'es' ? 'E-mail con el que compraste' : 'E-mail you ordered with')
        .fill(email);
      await form
        .getByLabel(lang === 'es' ? 'Motivo (opcional)' : 'Reason (optional)')
        .fill(lang === 'es' ? 'Pedí dos veces lo mismo' : 'I ordered the same twice');
      await shot(visitorPage, lang, 'law-withdrawal-form');
      await form.getByRole('button', { name: lang === 'es' ? 'Enviar solicitud' : 'Send request' }).click();
      await expect(main(visitorPage).getByRole('status')).toContainText(/ARR-[A-Z2-9]{4}-[A-Z2-9]{4}/);
      await shot(visitorPage, lang, 'law-withdrawal-code');
      const mail = await waitForMail(email, /arrepentimiento|withdrawal/);
      await visitorPage.setContent(mail.html);
      await visitorPage.screenshot({
        path: path.join(outDir, lang, `${width}-law-withdrawal-mail.png`),
        fullPage: true,
      });

      // The owner's queue, the invoices page, the order's panel; the shopper's My orders.
      await adminPage.goto('/admin/withdrawals');
      await expect(main(adminPage).locator('[data-withdrawal]').first()).toBeVisible();
      await shot(adminPage, lang, 'law-withdrawal-queue');
      await adminPage.goto('/admin/invoices');
      await expect(main(adminPage).locator(`[data-invoice="${nota.id}"]`).first()).toBeVisible();
      await shot(adminPage, lang, 'law-invoices');
      await adminPage.goto(`/admin/orders/${orderId}`);
      await expect(main(adminPage).getByTestId('order-invoices').locator('[data-invoice]')).toHaveCount(2);
      await main(adminPage).getByTestId('order-invoices').scrollIntoViewIfNeeded();
      await shot(adminPage, lang, 'law-order-panel');
      await buyerPage.goto('/orders');
      await expect(
        main(buyerPage)
          .getByRole('link', { name: /nota de crédito|credit note/ })
          .first(),
      ).toBeVisible();
      await shot(buyerPage, lang, 'law-my-orders');
    }
    await Promise.all([admin.close(), buyer.close(), visitor.close()]);
  }
  await shopperContext.close();
});
