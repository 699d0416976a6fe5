import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { openBackOffice, signInAsAdmin, signInAsAdminOnScreen } from '../support/admin.ts';
import { waitForMail } from '../support/mailbox.ts';
import { argentinaDay, main, orderNo, pickupDelivery } from '../support/shop.ts';

// "the administrator signs in, moves a customer's order to en camino and then
// entregado, and the customer sees it in /orders with the right badge".
test('the administrator moves an order to en camino and entregado, and the customer sees each badge and gets mails', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, six status screens and four mails on a shared 2-core machine
  // The customer, in a browser of their own, has a pendiente order.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const account = await createConfirmedAccount(customer.request, 'desk_buyer');
  expect(
    (
      await customer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const lastname = `Desk${Date.now().toString(36)}`;
  const placed = await customer.request.post('/api/pedido', {
    // A home delivery: it goes "en camino" (a pickup is made "listo para retirar" instead).
    data: {
      firstname: 'Inés',
      lastname,
      email: account.email,
      address: 'Mitre 300',
      phone: '3875552222',
      paymentMethod: 'transferencia',
      delivery: { zoneId: '1', date: argentinaDay(3), window: 'tarde' },
      items: [{ id: '5', quantity: 2 }],
    },
    headers: { 'Idempotency-Key': `desk-${lastname}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id: orderId, number } = ((await placed.json()) as { pedido: { id: string; number: number } })
    .pedido;
  const shortId = orderNo(number);
  await customer.goto('/orders');
  await expect(main(customer).getByText('Pendiente').first()).toBeVisible();

  // The administrator signs in on the screens and finds the order on the desk by the customer's name.
  await signInAsAdminOnScreen(page);
  await openBackOffice(page);
  await main(page).getByLabel('Buscar por nombre, e-mail o número de pedido').fill(lastname);
  await main(page)
    .getByRole('link', { name: `Ver pedido ${shortId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(main(page).getByText('Mitre 300')).toBeVisible();

  // A delivery date, then "Marcar en camino".
  await main(page)
    .getByLabel(/Fecha y hora de entrega/)
    .fill('2030-05-04T10:30');
  await main(page).getByRole('button', { name: 'Marcar en camino' }).click();
  await expect(page.getByText('Estado cambiado a En camino.')).toBeVisible();
  await expect(main(page).getByText(/Entrega: .*04.*05.*2030/)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Marcar en camino' })).toHaveCount(0);
  await waitForMail(account.email, /en camino/i);

  await customer.reload();
  await expect(main(customer).getByText('En camino').first()).toBeVisible();
  // exact: the payment badge beside it still says "Pendiente de pago".
  await expect(main(customer).getByText('Pendiente', { exact: true })).toHaveCount(0);

  // "Marcar entregado" asks first (one click was final), then can be undone for a few minutes.
  await main(page).getByRole('button', { name: 'Marcar entregado' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Marcar el pedido ${shortId} como entregado?` });
  await expect(confirm).toContainText('vas a poder deshacerlo durante 10 minutos');
  await confirm.getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(page.getByText('Estado cambiado a Entregado.')).toBeVisible();
  await expect(main(page).getByText('Este pedido ya no admite cambios de estado.')).toBeVisible();
  await waitForMail(account.email, /entregado/i);
  await main(page).getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText('Cambio deshecho: el pedido volvió a En camino.')).toBeVisible();
  await expect(main(page).getByText('Entregado → En camino (deshecho)')).toBeVisible();
  await main(page).getByRole('button', { name: 'Marcar entregado' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(main(page).getByText('Este pedido ya no admite cambios de estado.')).toBeVisible();
  // The history lists every change by the administrator, the undone one too.
  await expect(main(page).getByText('Pendiente → En camino')).toBeVisible();
  await expect(main(page).getByText('En camino → Entregado', { exact: true }).first()).toBeVisible();

  await customer.reload();
  await expect(main(customer).getByText('Entregado').first()).toBeVisible();
  await customerContext.close();
});

// Walk-through finding: a pickup order could only be moved to "Marcar en camino", and its shopper
// was mailed "your order is now on its way".
test('a pickup order is made "Listo para retirar", never "En camino", and the shopper is told where to pick it up', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers and a mail on a shared 2-core machine
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const account = await createConfirmedAccount(customer.request, 'ready_buyer');
  expect(
    (
      await customer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const lastname = `Ready${Date.now().toString(36)}`;
  const placed = await customer.request.post('/api/pedido', {
    data: {
      firstname: 'Inés',
      lastname,
      email: account.email,
      phone: '3875552222',
      paymentMethod: 'efectivo',
      delivery: pickupDelivery(),
      items: [{ id: '5', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;

  await signInAsAdmin(page, `/admin/orders/${orderId}`);
  // The back office's first screen loads its own code: more than the default wait on a loaded machine.
  await expect(main(page).getByRole('button', { name: 'Marcar listo para retirar' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(main(page).getByRole('button', { name: 'Marcar en camino' })).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Marcar listo para retirar' }).click();
  await expect(page.getByText('Estado cambiado a Listo para retirar.')).toBeVisible();
  const mail = await waitForMail(account.email, /listo para retirar/i);
  expect(mail.text).toContain('Retiralo en Local');
  expect(mail.text).not.toMatch(/en camino/i);

  await customer.goto('/orders');
  await expect(main(customer).getByText('Listo para retirar').first()).toBeVisible();
  await customerContext.close();
});

test('only administrators see "Administración"; a customer who opens /admin is told it is for administrators', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'not_admin');
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  await page.goto('/account');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Cuenta/ })
    .click();
  await expect(page.getByRole('menuitem', { name: /Cerrar sesión/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Administración' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(main(page).getByRole('alert')).toHaveText('Solo para administradores de la tienda.');
});
