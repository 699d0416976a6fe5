import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated, expectHydrated } from '../support/hydration.ts';
import { cake, seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, chooseDelivery, headerCart, main } from '../support/shop.ts';

// The payment page logs Mercado Pago's refusal of the (faked) start as a failed request.
test.use({ allowedConsoleErrors: [/status of 503 .*\/api\/pedidos\/[0-9a-f-]+\/pago\)$/] });

// Walk-through finding: after a Mercado Pago payment that could not start, a new cart's checkout
// sent the shopper to the home page about a second after "Transferencia bancaria" was chosen.
test('after a Mercado Pago payment that could not start, the next checkout stays where the shopper is', async ({
  page,
}) => {
  test.slow(); // two checkouts on a shared 2-core machine
  await signedInShopper(page, 'mpdown');
  await seedCart(page, await cake(page.request), 1);
  // Mercado Pago not answering: the shop's start of the payment fails as the server answers then.
  await page.route(/\/api\/pedidos\/[0-9a-f-]+\/pago$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'payment_unavailable', message: 'Mercado Pago no responde.' } }),
    }),
  );
  await gotoHydrated(page, '/checkout');
  await chooseDelivery(page);
  await main(page)
    .getByRole('radio', { name: /^Mercado Pago/ })
    .check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago$/, { timeout: 20_000 });
  await expect(main(page).getByText(/todavía no está pagado/)).toBeVisible();

  const bread = await apiProduct(page.request, '3');
  await page.goto(`/allProducts/${bread.slug}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await headerCart(page).click();
  await main(page).getByRole('link', { name: 'Realizar Pedido' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  await chooseDelivery(page);
  await main(page)
    .getByRole('radio', { name: /^Transferencia bancaria/ })
    .check();
  // A shopper reads and decides for a few seconds: the page must not move on its own meanwhile.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  await expect(main(page).getByRole('button', { name: 'Confirmar Pedido en Web' })).toBeVisible();
});
