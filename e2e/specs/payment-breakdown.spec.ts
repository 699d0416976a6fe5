import { expect, test } from '../support/fixtures.ts';
import { signedInShopper } from '../support/payments.ts';
import { apiProduct, ars, argentinaDay, main, plain } from '../support/shop.ts';

// Walk-through finding: /pedidos/:id/pago listed the products and then "Total: $ 13.300,00" with
// no delivery line, no discount line and no day. It shows the mail's breakdown now.
test('the payment page shows the subtotal, the delivery line, the total and the day, as the mail does', async ({
  page,
}) => {
  const shopper = await signedInShopper(page, 'breakdown');
  const bread = await apiProduct(page.request, '3');
  const date = argentinaDay(3);
  const res = await page.request.post('/api/pedido', {
    data: {
      firstname: 'Lucía',
      lastname: shopper.lastname,
      email: shopper.account.email,
      address: 'Caseros 450',
      phone: '3875553333',
      paymentMethod: 'transferencia',
      delivery: { zoneId: '1', date, window: 'manana' },
      items: [{ id: '3', quantity: 2 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { pedido } = (await res.json()) as {
    pedido: { id: string; subtotal: number; total: number; delivery: { price: number } };
  };
  expect(pedido.total).toBe(bread.price * 2 + pedido.delivery.price);

  await page.goto(`/pedidos/${pedido.id}/pago`);
  const amounts = main(page).getByTestId('payment-amounts');
  // The page syncs the payment first; on a loaded 2-core machine that takes more than the default wait.
  await expect(amounts).toBeVisible({ timeout: 30_000 });
  const rows = (await amounts.locator('[data-amount]').allTextContents()).map(plain);
  const dayName = new Intl.DateTimeFormat('es-AR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  expect(rows).toEqual([
    plain(`Subtotal${ars(bread.price * 2)}`),
    plain(`Envío (Capital)${ars(pedido.delivery.price)}`),
    plain(`Total${ars(pedido.total)}`),
    plain(`Día de entrega${dayName}, mañana (9 a 13 h)`),
  ]);

  // The same in English.
  await page
    .getByRole('group', { name: 'Idioma' })
    .getByRole('button', { name: /English/ })
    .click();
  await expect(amounts.locator('[data-amount="day"]')).toContainText('Delivery day');
  await expect(amounts.locator('[data-amount="delivery"]')).toContainText('Delivery (Capital)');
});
