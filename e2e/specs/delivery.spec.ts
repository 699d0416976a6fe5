import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { waitForMail } from '../support/mailbox.ts';
import { apiProduct, argentinaDay, ars, headerCart, main, plain } from '../support/shop.ts';

// "the owner adds a zone and blocks a date, and checkout offers them at once";
// an order shows its delivery line and day.
test('the owner adds a zone and blocks a date; checkout offers the zone and not the date; the order shows its delivery line and day', async ({
  page,
  browser,
}) => {
  const zone = `Zona ${Date.now().toString(36)}`;
  const blocked = argentinaDay(5);

  // The owner, on the back office screens.
  await signInAsAdmin(page, '/admin/delivery');
  const addZone = main(page).getByRole('form', { name: 'Agregar zona' });
  await addZone.getByLabel(/^Nombre/).fill(zone);
  await addZone.getByLabel(/^Precio/).fill('1500');
  await addZone.getByRole('button', { name: 'Agregar zona' }).click();
  await expect(main(page).getByText(zone).first()).toBeVisible();
  await main(page).getByLabel('Fecha', { exact: true }).fill(blocked);
  await main(page).getByRole('button', { name: 'Bloquear fecha' }).click();
  await expect(main(page).getByText(`(${blocked})`)).toBeVisible();
  await main(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Cambios guardados: la tienda ya los usa.')).toBeVisible();

  // A shopper, in a browser of their own, checks out at once.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const account = await createConfirmedAccount(shopper.request, 'zone_buyer');
  expect(
    (
      await shopper.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const profile = {
    nombre: 'Rocío',
    apellido: 'Zerpa',
    email: account.email,
    direccion: 'Pueyrredón 77',
    telefono: '3875557777',
    notas: '',
  };
  expect((await shopper.request.post('/api/cliente', { data: profile })).ok()).toBeTruthy();
  const bread = await apiProduct(shopper.request, '3');
  await shopper.goto(`/allProducts/${bread.slug}`);
  await main(shopper).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(shopper)).toHaveAccessibleName(/\b1\b/);
  await gotoHydrated(shopper, '/checkout');

  await main(shopper)
    .getByRole('radio', { name: `Envío a domicilio · ${zone}` })
    .check();
  await main(shopper).getByRole('combobox', { name: /^Día/ }).click();
  const days = shopper.getByRole('option');
  // The day is a native select: its options are in the page, not drawn until the browser opens its list.
  await expect(days.first()).toBeAttached();
  const offered = (await days.allTextContents()).join('\n');
  const dayName = (date: string) =>
    new Intl.DateTimeFormat('es-AR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  expect(offered.toLowerCase()).not.toContain(dayName(blocked));
  expect(offered.toLowerCase()).toContain(dayName(argentinaDay(4)));
  const chosen = await days
    .filter({ hasText: new RegExp(dayName(argentinaDay(4)).split(',')[1]!.trim()) })
    .first()
    .getAttribute('value');
  await main(shopper).getByRole('combobox', { name: /^Día/ }).selectOption(chosen!);
  await main(shopper).getByRole('radio', { name: 'Mañana (9 a 13 h)' }).check();

  const summary = main(shopper).getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByText(`Envío (${zone})`)).toBeVisible();
  expect(plain((await shopper.getByTestId('checkout-total').textContent()) ?? '')).toBe(
    plain(ars(bread.price + 1500)),
  );
  const href = await main(shopper)
    .getByRole('link', { name: /WhatsApp/ })
    .getAttribute('href');
  const text = plain(new URL(href!).searchParams.get('text') ?? '');
  expect(text).toContain(`Envío (${zone}): ${plain(ars(1500))}`);
  expect(text).toContain(`Total: ${plain(ars(bread.price + 1500))}`);
  expect(text).toContain(`Día de entrega: ${dayName(argentinaDay(4))}, mañana (9 a 13 h)`);

  await main(shopper).getByRole('radio', { name: 'Transferencia bancaria' }).check();
  await main(shopper).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(shopper.getByText('Pedido enviado con éxito')).toBeVisible();

  const order = (await (await shopper.request.get('/api/pedidos')).json()).pedidos[0];
  expect(order).toMatchObject({
    subtotal: bread.price,
    total: bread.price + 1500,
    delivery: { kind: 'delivery', name: zone, price: 1500, date: argentinaDay(4), window: 'manana' },
  });
  await shopper.goto('/orders');
  await expect(main(shopper).getByTestId('order-delivery').first()).toContainText(`Envío (${zone})`);
  // The promised day has its own field (card) or column (table), capitalised as a value.
  await expect(main(shopper).locator('[data-order-id]').first()).toContainText(dayName(argentinaDay(4)), {
    ignoreCase: true,
  });
  const mail = await waitForMail(account.email, /recibimos tu pedido/);
  expect(plain(mail.text)).toContain(`Envío (${zone}): ${plain(ars(1500))}`);

  // The owner sees the delivery line and day on the order's page.
  await page.goto(`/admin/orders/${order.id}`);
  await expect(main(page).getByText(`Envío (${zone})`)).toBeVisible();
  await expect(main(page).getByTestId('admin-order-delivery')).toContainText(dayName(argentinaDay(4)));
  await shopperContext.close();
});
