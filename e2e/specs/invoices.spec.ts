import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { checkoutUrlOf, payOnFakeCheckout, placeOrder, signedInShopper } from '../support/payments.ts';
import { main, orderNo, orderNumberOf } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// Electronic invoices (docs/decisions/0021-electronic-invoices.md): the owner marks a transfer
// order paid, sees its Factura C issued by the run's fake ARCA (support/fake-arca.mjs) on the
// order page and on /admin/invoices; the shopper downloads its PDF from My orders. Runs in the
// catalogue-changes project: that shop server is the one configured with ARCA (playwright.config.ts).

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the owner sees the invoice of a paid order and the shopper downloads its PDF', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a job, four walk-through screenshots and a download: more than the default 45 s on a busy host.
  test.setTimeout(120_000);
  const shopper = await signedInShopper(page, 'inv_buyer');
  const orderId = await placeOrder(page, shopper, 'transferencia');

  // bypassCSP: the axe check injects its script into the page.
  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Salta',
    bypassCSP: true,
    serviceWorkers: 'block',
  });
  const owner = await ownerContext.newPage();
  try {
    await signInAsAdmin(owner, `/admin/orders/${orderId}`);
    const invoicePanel = main(owner).getByTestId('order-invoices');
    await expect(invoicePanel.getByText('Se factura cuando el pedido queda pagado.')).toBeVisible({
      timeout: 20_000,
    });
    await main(owner).getByRole('button', { name: 'Marcar como pagado' }).click();
    // The job issues it in the background; the panel looks again while it waits.
    await expect(invoicePanel.getByText('Emitida')).toBeVisible({ timeout: 20_000 });
    await expect(invoicePanel.getByText(/CAE \d{14}/)).toBeVisible();
    const label = (await invoicePanel
      .getByText(/^C \d{5}-\d{8}$/)
      .first()
      .textContent())!;

    await owner.goto('/admin/invoices');
    const number = await orderNumberOf(owner.request, orderId);
    const row = main(owner)
      .locator('[data-invoice]')
      .filter({ hasText: orderNo(number) })
      .first();
    await expect(row).toContainText(label, { timeout: 20_000 });
    await expect(row).toContainText('Emitida');
    await expect(main(owner).getByRole('link', { name: 'Descargar CSV para el contador' })).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    await owner.setViewportSize({ width: 1440, height: 900 });
    await shot(owner, 'invoices-es-1440');
    await owner.setViewportSize({ width: 390, height: 844 });
    await shot(owner, 'invoices-es-390');
    await owner.evaluate(() => localStorage.setItem('lang', 'en'));
    await owner.reload();
    await expect(main(owner).getByRole('heading', { name: 'Invoices' })).toBeVisible();
    await expect(
      main(owner)
        .locator('[data-invoice]')
        .filter({ hasText: orderNo(number, 'en') })
        .first(),
    ).toContainText('Issued');
    await shot(owner, 'invoices-en-390');
    await owner.setViewportSize({ width: 1440, height: 900 });
    await shot(owner, 'invoices-en-1440');
    await owner.goto(`/admin/orders/${orderId}`);
    await expect(main(owner).getByTestId('order-invoices').getByText('Issued')).toBeVisible();
    await shot(owner, 'order-invoice-en-1440');
  } finally {
    await ownerContext.close();
  }

  await page.goto('/orders');
  const link = main(page)
    .getByRole('link', { name: /^Descargar factura C \d{5}-\d{8}$/ })
    .first();
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^factura-C-\d{5}-\d{8}\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await download.saveAs(test.info().outputPath('factura.pdf'));
  await shot(page, 'orders-es-1366');
});

test('a partial refund from the order page gets its credit note, which the shopper downloads (decision 0033)', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await signedInShopper(page, 'inv_partial');
  const orderId = await placeOrder(page, shopper, 'mercadopago');
  await page.goto(await checkoutUrlOf(page, orderId));
  await payOnFakeCheckout(page, 'Aprobar');
  const number = await orderNumberOf(page.request, orderId);

  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Salta',
    serviceWorkers: 'block',
  });
  const owner = await ownerContext.newPage();
  try {
    await signInAsAdmin(owner, `/admin/orders/${orderId}`);
    const invoicePanel = main(owner).getByTestId('order-invoices');
    await expect(invoicePanel.getByText('Emitida')).toBeVisible({ timeout: 20_000 });
    const factura = (await invoicePanel
      .getByText(/^C \d{5}-\d{8}$/)
      .first()
      .textContent())!;
    await main(owner).getByRole('button', { name: 'Reembolsar' }).click();
    const dialog = owner.getByRole('dialog', { name: `¿Reembolsar el pago del pedido ${orderNo(number)}?` });
    await dialog.getByRole('textbox', { name: 'Monto a reembolsar' }).fill('1.000');
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(dialog).toHaveCount(0);
    // The credit note of the 1000 given back, linked to the invoice; the order still paid.
    const note = invoicePanel.locator('[data-invoice]').filter({ hasText: 'Nota de crédito' });
    await expect(note.getByText('Emitida')).toBeVisible({ timeout: 20_000 });
    await expect(note).toContainText(`de la factura ${factura}`);
    await expect(note).toContainText(/-\$\s1\.000/);
    await expect(main(owner).locator('[data-payment-status="pagado"]').first()).toBeVisible();
  } finally {
    await ownerContext.close();
  }

  await page.goto('/orders');
  const link = main(page).getByRole('link', {
    name: /^Descargar nota de crédito de \$\s1\.000(,00)? C \d{5}-\d{8}$/,
  });
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nota-de-credito-C-\d{5}-\d{8}\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
