/**
 * "a shopper chooses Mercado Pago, is sent to the fake checkout, comes back and
 * sees 'pagado' once the webhook arrives; a transfer order marked paid by the owner shows as paid
 * to the shopper", plus a rejected payment retried, a refund from the back office, and the mails.
 * Mercado Pago is the run's fake (support/fake-mercadopago.mjs): its checkout page pays, posts a
 * signed webhook to the shop and sends the browser back to the order's payment page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';
import { openBackOffice, signInAsAdmin } from '../support/admin.ts';
import { waitForMail } from '../support/mailbox.ts';
import {
  adminOrder,
  cake,
  payOnFakeCheckout,
  placeOrder,
  seedCart,
  signedInShopper,
} from '../support/payments.ts';
import { chooseDelivery, main, orderNo, orderNoPattern, orderNumberOf } from '../support/shop.ts';

const SHOP_MAIL = 'pedidos@panaderiaketo.example';

// The payment page asks the server to check Mercado Pago when the shopper comes back; the server
// asks Mercado Pago at most once per 10 s per order (429 otherwise) and the page then waits for the
// webhook. Paying again at the fake checkout takes less than 10 s, so the browser logs that 429.
test.use({ allowedConsoleErrors: [/status of 429 .*\/api\/pedidos\/[0-9a-f-]+\/pago\/sync\)$/] });

/** The order's row (table) on /orders: the one whose id column names it. */
const orderRow = (page: Page, orderId: string) => main(page).locator(`[data-order-id="${orderId}"]`);

/** The payment pill inside `scope` (its visible label, the screen-reader prefix "Pago:" aside). */
const paymentPill = (scope: Locator) => scope.locator('[data-payment-status]');

/**
 * The texts of the `selector` elements under `scope` that stick out of the nearest box that clips
 * or scrolls sideways (a cut-off button, a table column hidden in a sideways scroll).
 */
async function cutOff(scope: Locator, selector: string): Promise<string[]> {
  return scope.evaluate((root, sel) => {
    const clipped: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(sel))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not displayed at this width
      for (let up = el.parentElement; up && up !== root.parentElement; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const frame = up.getBoundingClientRect();
        if (box.right > frame.right + 0.5 || box.left < frame.left - 0.5)
          clipped.push(el.textContent ?? el.tagName);
        break;
      }
    }
    return clipped;
  }, selector);
}

/** The order desk's payment filter chips. */
const paymentFilters = (page: Page) => main(page).getByRole('group', { name: 'Filtrar por estado del pago' });

/** The back office's "Pago" panel of an order page (a section headed "Pago"). */
const paymentPanel = (page: Page) =>
  main(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Pago', exact: true }) });

test('a shopper pays by Mercado Pago from checkout, comes back to "pagado" after the signed webhook, and /orders and the mails say so', async ({
  page,
  request,
  browser,
}) => {
  const shopper = await signedInShopper(page, 'mp_buyer');
  const product = await cake(request);
  await seedCart(page, product, 2);
  const total = product.price * 2;

  await gotoHydrated(page, '/checkout');
  await chooseDelivery(page);
  await main(page).getByRole('radio', { name: 'Mercado Pago' }).check();
  // Mercado Pago needs the web order: the WhatsApp button says so instead of sending.
  await expect(main(page).getByText(/Mercado Pago.*Confirmar Pedido en Web/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();

  await payOnFakeCheckout(page, 'Aprobar', total);
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago\?/);
  const orderId = /\/pedidos\/([0-9a-f-]{36})\/pago/.exec(page.url())![1]!;
  const number = await orderNumberOf(page.request, orderId);
  await expect(
    main(page).getByRole('heading', { level: 1, name: `Pago del pedido ${orderNo(number)}` }),
  ).toBeVisible();
  await expect(main(page).getByText('¡Gracias! Recibimos tu pago.')).toBeVisible();
  await expect(paymentPill(main(page))).toHaveText('Pago: Pagado');
  await expect(main(page).getByText('Forma de pago: Mercado Pago')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);
  // The cart was emptied when the shopper left for Mercado Pago.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]')))
    .toEqual([]);

  // The shop learnt it from the signed notification (not from the return URL's query).
  const seen = await adminOrder(browser, orderId);
  expect(seen).toMatchObject({
    paymentMethod: 'mercadopago',
    paymentStatus: 'pagado',
    payments: [{ status: 'approved', amount: total }],
  });
  expect(seen.paymentHistory).toEqual([
    expect.objectContaining({ source: 'webhook', from: 'pendiente', to: 'pagado' }),
  ]);

  await main(page).getByRole('link', { name: 'Ver Mis pedidos' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const row = orderRow(page, orderId);
  await expect(paymentPill(row)).toHaveText('Pago: Pagado');
  await expect(row.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Pagar el pedido/ })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Ver el pago del pedido ${orderNo(number)}` })).toBeVisible();

  // Mails: the order mail names the method and links the payment page; then the confirmation.
  const orderMail = await waitForMail(shopper.account.email, /recibimos tu pedido/);
  expect(orderMail.text).toContain('Forma de pago: Mercado Pago');
  expect(orderMail.text).toContain(`/pedidos/${orderId}/pago`);
  const shopOrderMail = await waitForMail(SHOP_MAIL, new RegExp(shopper.lastname));
  expect(shopOrderMail.text).toContain('Forma de pago: Mercado Pago');
  const paidMail = await waitForMail(
    shopper.account.email,
    new RegExp(`recibimos el pago del pedido ${orderNoPattern(number)}`),
  );
  expect(paidMail.text).toContain('Hola Lucía');
  await waitForMail(SHOP_MAIL, new RegExp(`Pago aprobado: pedido ${orderNoPattern(number)}`));
});

test('a rejected Mercado Pago payment shows "rechazado" with a retry; /orders offers "Pagar"; retrying and approving ends paid', async ({
  page,
  request,
  browser,
}) => {
  await signedInShopper(page, 'mp_reject');
  const product = await cake(request);
  await seedCart(page, product, 1);

  await gotoHydrated(page, '/checkout');
  await chooseDelivery(page);
  await main(page).getByRole('radio', { name: 'Mercado Pago' }).check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await payOnFakeCheckout(page, 'Rechazar', product.price);

  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago\?/);
  const orderId = /\/pedidos\/([0-9a-f-]{36})\/pago/.exec(page.url())![1]!;
  const number = await orderNumberOf(page.request, orderId);
  await expect(main(page).getByText('El pago fue rechazado')).toBeVisible();
  await expect(paymentPill(main(page))).toHaveText('Pago: Rechazado');
  await expect(main(page).getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeVisible();

  // /orders: the badge and "Pagar" (the receipt upload is for transfers only).
  await page.goto('/orders');
  const row = orderRow(page, orderId);
  await expect(paymentPill(row)).toHaveText('Pago: Rechazado');
  await expect(
    row.getByRole('button', { name: `Pagar el pedido ${orderNo(number)} con Mercado Pago` }),
  ).toBeVisible();
  await expect(row.getByRole('link', { name: /Subir comprobante/ })).toHaveCount(0);

  // Back on the payment page, the retry goes to the same checkout and this time it is approved.
  await row.getByRole('link', { name: `Ver el pago del pedido ${orderNo(number)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedidos/${orderId}/pago$`));
  await main(page).getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
  await payOnFakeCheckout(page, 'Aprobar', product.price);
  await expect(page).toHaveURL(new RegExp(`/pedidos/${orderId}/pago\\?`));
  await expect(main(page).getByText('¡Gracias! Recibimos tu pago.')).toBeVisible();
  await expect(paymentPill(main(page))).toHaveText('Pago: Pagado');

  const seen = await adminOrder(browser, orderId);
  expect(seen.paymentStatus).toBe('pagado');
  expect(seen.payments.map((p) => p.status).sort()).toEqual(['approved', 'rejected']);
  expect(seen.paymentHistory.map((e) => `${e.from}→${e.to}`)).toEqual([
    'pendiente→rechazado',
    'rechazado→pagado',
  ]);

  await page.goto('/orders');
  await expect(paymentPill(orderRow(page, orderId))).toHaveText('Pago: Pagado');
});

test('the owner marks a transfer order paid in the back office; the shopper sees it paid and gets the confirmation', async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage, 'transfer_buyer');
  const orderId = await placeOrder(shopperPage, shopper, 'transferencia');
  const number = await orderNumberOf(shopperPage.request, orderId);
  const shortId = orderNo(number);
  await shopperPage.goto('/orders');
  await expect(paymentPill(orderRow(shopperPage, orderId))).toHaveText('Pago: Pendiente de pago');
  const orderMail = await waitForMail(shopper.account.email, /recibimos tu pedido/);
  expect(orderMail.text).toContain('Forma de pago: transferencia bancaria al alias PANADERIA.KETO.ALIAS');

  await signInAsAdmin(page);
  await openBackOffice(page);
  // The desk filters by payment status; this order is among the unpaid ones.
  await paymentFilters(page)
    .getByRole('button', { name: /^Pendiente de pago/ })
    .click();
  await expect(page).toHaveURL(/[?&]payment=pendiente/);
  await main(page).getByLabel('Buscar por nombre, e-mail o número de pedido').fill(shopper.lastname);
  const deskLink = main(page).getByRole('link', { name: `Ver pedido ${shortId}` });
  await expect(deskLink).toBeVisible();
  await deskLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));

  const panel = paymentPanel(page);
  await expect(panel.getByText('Transferencia bancaria')).toBeVisible();
  await expect(paymentPill(panel)).toHaveText('Pendiente de pago');
  await expect(panel.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Marcar como pagado' }).click();
  await expect(page.getByText('Pedido marcado como pagado.')).toBeVisible();
  await expect(paymentPill(panel)).toHaveText('Pagado');
  await expect(panel.getByRole('button', { name: 'Marcar como pagado' })).toHaveCount(0);
  await expect(panel.getByText('Pendiente de pago → Pagado')).toBeVisible();
  await expect(panel.getByText(/por administración \(e2e_admin\)/)).toBeVisible();

  // On the desk, the "Pagado" filter now lists it.
  await page.goto('/admin?payment=pagado');
  await main(page).getByLabel('Buscar por nombre, e-mail o número de pedido').fill(shopper.lastname);
  await expect(main(page).getByRole('link', { name: `Ver pedido ${shortId}` })).toBeVisible();
  await paymentFilters(page)
    .getByRole('button', { name: /^Pendiente de pago/ })
    .click();
  await expect(main(page).getByText('No hay pedidos con estos filtros.')).toBeVisible();

  await shopperPage.reload();
  const row = orderRow(shopperPage, orderId);
  await expect(paymentPill(row)).toHaveText('Pago: Pagado');
  // Paid: no more receipts needed.
  await expect(row.getByRole('button', { name: /Subir comprobante/ })).toBeDisabled();
  const paidMail = await waitForMail(
    shopper.account.email,
    new RegExp(`recibimos el pago del pedido ${orderNoPattern(number)}`),
  );
  expect(paidMail.text).toContain('Hola Lucía');
  await shopperContext.close();
});

test('the owner refunds a paid Mercado Pago order after confirming; the shopper sees "reembolsado" and gets a mail', async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await signedInShopper(shopperPage, 'refund_buyer');
  const orderId = await placeOrder(shopperPage, shopper, 'mercadopago');
  const number = await orderNumberOf(shopperPage.request, orderId);
  const shortId = orderNo(number);
  // Its payment page, opened from the shop (not back from Mercado Pago), offers to pay at once
  // rather than telling the shopper to wait for a confirmation of a payment never made.
  // Drawn with static CSS only (decision 0030): no emotion rule inserted while it renders.
  await watchStyles(shopperPage);
  await shopperPage.goto(`/pedidos/${orderId}/pago`);
  await expect(main(shopperPage).getByText(/Si no llegaste a pagar, podés hacerlo ahora/)).toBeVisible();
  await expect(main(shopperPage).getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeVisible();
  await expect(main(shopperPage).getByText('Estamos esperando la confirmación de Mercado Pago')).toHaveCount(
    0,
  );
  expect((await styleReport(shopperPage)).emotionRules).toBe(0);
  // Paid through "Pagar" on /orders this time.
  await shopperPage.goto('/orders');
  await orderRow(shopperPage, orderId)
    .getByRole('button', { name: `Pagar el pedido ${shortId} con Mercado Pago` })
    .click();
  await payOnFakeCheckout(shopperPage, 'Aprobar');
  await expect(main(shopperPage).getByText('¡Gracias! Recibimos tu pago.')).toBeVisible();

  await signInAsAdmin(page, `/admin/orders/${orderId}`);
  const panel = paymentPanel(page);
  await expect(panel.getByText('Mercado Pago', { exact: true })).toBeVisible();
  await expect(paymentPill(panel)).toHaveText('Pagado');
  const payments = panel.getByRole('table', { name: 'Pagos de Mercado Pago' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments.getByText('Aprobado')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Marcar como pagado' })).toHaveCount(0);
  // On the owner's phone the whole payments table shows, without a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    payments
      .getByRole('row')
      .nth(1)
      .getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)
      .filter({ visible: true }),
  ).toHaveCount(1);
  expect(await cutOff(panel, 'th, td')).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  // "Reembolsar" asks first; "No, volver" changes nothing.
  await panel.getByRole('button', { name: 'Reembolsar' }).click();
  let dialog = page.getByRole('dialog', { name: `¿Reembolsar el pago del pedido ${shortId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No, volver' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(paymentPill(panel)).toHaveText('Pagado');

  // Part of it first (decision 0033): the order stays paid and its history says how much went back.
  await panel.getByRole('button', { name: 'Reembolsar' }).click();
  dialog = page.getByRole('dialog', { name: `¿Reembolsar el pago del pedido ${shortId}?` });
  await expect(
    dialog.getByText(/Queda por devolver .*\. Mercado Pago le devuelve al cliente el monto que indiques/),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Monto a reembolsar' }).fill('5.000');
  await dialog.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText(/^Se reembolsaron \$\s5\.000(,00)? por Mercado Pago\.$/)).toBeVisible();
  await expect(paymentPill(panel)).toHaveText('Pagado');
  await expect(panel.getByText('Reembolso parcial de $ 5.000; devuelto en total $ 5.000')).toBeVisible();

  // Then the rest: the field starts at what is left.
  await panel.getByRole('button', { name: 'Reembolsar' }).click();
  dialog = page.getByRole('dialog', { name: `¿Reembolsar el pago del pedido ${shortId}?` });
  const left = await dialog.getByRole('textbox', { name: 'Monto a reembolsar' }).inputValue();
  expect(Number(left)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(page.getByText('Pago reembolsado por Mercado Pago.')).toBeVisible();
  await expect(paymentPill(panel)).toHaveText('Reembolsado');
  await expect(panel.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await expect(panel.getByText('Pagado → Reembolsado')).toBeVisible();

  await shopperPage.goto(`/pedidos/${orderId}/pago`);
  await expect(
    main(shopperPage).getByText('El pago fue reembolsado: te devolvimos el dinero por Mercado Pago.'),
  ).toBeVisible();
  await expect(main(shopperPage).getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);
  await shopperPage.goto('/orders');
  await expect(paymentPill(orderRow(shopperPage, orderId))).toHaveText('Pago: Reembolsado');
  await waitForMail(
    shopper.account.email,
    new RegExp(`devolvimos el pago del pedido ${orderNoPattern(number)}`),
  );
  await shopperContext.close();
});

// The payment badge and "Pagar" made each order wider: no action may be cut off or
// hidden in a sideways scroll, from a phone to a wide screen.
test("/orders shows each order's badges and actions whole at every width", async ({ page }) => {
  const shopper = await signedInShopper(page, 'orders_width');
  await placeOrder(page, shopper, 'transferencia', [{ id: '12', quantity: 9 }]);
  await placeOrder(page, shopper, 'mercadopago', [
    { id: '1', quantity: 3 },
    { id: '12', quantity: 4 },
  ]);
  await placeOrder(page, shopper, 'efectivo');
  const widths = [1440, 1280, 1200, 1100, 1024, 900, 390];
  for (const [lang, width] of [
    ...widths.map((w) => ['es', w] as const),
    ['en', 1440] as const,
    ['en', 1200] as const,
  ]) {
    if (lang === 'en') await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/orders');
    await expect(main(page).locator('[data-payment-status]')).toHaveCount(3);
    await expect(
      main(page).getByRole('button', { name: lang === 'es' ? /^Pagar el pedido/ : /^Pay order/ }),
    ).toBeVisible();
    expect(
      await cutOff(main(page), 'a, button, [data-payment-status]'),
      `cut off at ${width}px in ${lang}`,
    ).toEqual([]);
  }
});
