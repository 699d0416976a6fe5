import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { apiProduct, argentinaDay, chooseFirstDay, headerCart, main } from '../support/shop.ts';

/** The first date of `weekday` (0 = Sunday) from two days ahead, "YYYY-MM-DD". */
function nextWeekday(weekday: number): string {
  for (let days = 2; ; days++) {
    const date = argentinaDay(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return date;
  }
}

// Walk-through findings: "Retiro en Local" says "Lunes a viernes de 9 a 19 h" but the day list
// offered weekends and a Sunday pickup was accepted; pickup still asked for the home address, and
// "-" passed as one for a delivery.
test('pickup offers only the days the point opens and needs no address; a delivery needs a real street address', async ({
  page,
  request,
}) => {
  test.slow(); // a long flow on a shared 2-core machine
  const account = await createConfirmedAccount(request, 'pickup_buyer');
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const bread = await apiProduct(request, '3');
  await page.goto(`/allProducts/${bread.slug}`);
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await gotoHydrated(page, '/checkout');

  await main(page)
    .getByLabel(/^Nombre/)
    .fill('Paula');
  await main(page)
    .getByLabel(/^Apellido/)
    .fill('Retiro');
  await main(page)
    .getByLabel(/^Teléfono/)
    .fill('3875550101');
  await main(page)
    .getByLabel(/^Correo electrónico/)
    .fill(account.email);
  await main(page)
    .getByLabel(/^Dirección/)
    .fill('-');
  await main(page).getByRole('radio', { name: 'Transferencia bancaria' }).check();

  // Delivery: "-" is no address; confirming opens the field with the reason.
  await main(page).getByRole('radio', { name: 'Envío a domicilio · Capital' }).check();
  await main(page).getByRole('combobox', { name: /^Día/ }).click();
  const zoneDays = (await page.getByRole('option').allTextContents()).join('\n').toLowerCase();
  expect(zoneDays).toMatch(/sábado|domingo/); // the zone delivers every day
  await page.keyboard.press('Escape');
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  const address = main(page).getByLabel(/^Dirección/);
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await expect(main(page).getByText('Escribí la calle y el número (por ejemplo, Caseros 450)')).toBeVisible();

  // Pickup: the address is not asked for, and only Monday to Friday are offered.
  await main(page).getByRole('radio', { name: 'Retiro en Local' }).check();
  await expect(main(page).getByText('Escribí la calle y el número (por ejemplo, Caseros 450)')).toBeHidden();
  await expect(address).not.toHaveAttribute('required', '');
  await address.fill('');
  await main(page).getByRole('combobox', { name: /^Día/ }).click();
  const offered = await page.getByRole('option').allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  for (const day of offered) expect(day.toLowerCase()).not.toMatch(/sábado|domingo/);
  await chooseFirstDay(page);
  await main(page).getByRole('radio', { name: 'Tarde (14 a 19 h)' }).check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page.getByText('Pedido enviado con éxito')).toBeVisible();
  const order = (await (await page.request.get('/api/pedidos')).json()).pedidos[0];
  expect(order.delivery).toMatchObject({ kind: 'pickup', name: 'Local', window: 'tarde' });
  expect([0, 6]).not.toContain(new Date(`${order.delivery.date}T12:00:00Z`).getUTCDay());

  // The server refuses a Sunday or Saturday pickup too.
  for (const date of [nextWeekday(0), nextWeekday(6)]) {
    const refused = await page.request.post('/api/pedido', {
      data: {
        firstname: 'Paula',
        lastname: 'Retiro',
        email: account.email,
        phone: '3875550101',
        paymentMethod: 'transferencia',
        delivery: { pickupPointId: '1', date, window: 'tarde' },
        items: [{ id: '3', quantity: 1 }],
      },
    });
    expect(refused.status(), date).toBe(400);
    expect((await refused.json()).error.code).toBe('day_closed');
  }
});
