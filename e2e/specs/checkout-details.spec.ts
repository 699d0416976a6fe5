import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { seedCart } from '../support/payments.ts';
import { apiProduct, chooseDelivery, main } from '../support/shop.ts';

// Walk-through finding: checkout never remembered the details, so on a shopper's third order name,
// address and phone were empty again. "Guardar estos datos para la próxima" (ticked) keeps them.
test('a first web order keeps the details it was placed with, and the next checkout is filled in with them', async ({
  page,
}) => {
  test.slow(); // two checkouts on a shared 2-core machine
  const account = await createConfirmedAccount(page.request, 'remembers');
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  await seedCart(page, await apiProduct(page.request, '3'), 1);

  await gotoHydrated(page, '/checkout');
  const form = main(page).getByRole('form', { name: 'Mis Datos Personales' });
  const save = form.getByRole('checkbox', { name: 'Guardar estos datos para la próxima' });
  // The page is rendered in the browser; on a loaded 2-core machine its first render takes a while.
  await expect(save).toBeChecked({ timeout: 30_000 });
  await form.getByLabel(/^Nombre/).fill('Rosa');
  await form.getByLabel(/^Apellido/).fill('Zerpa');
  await form.getByLabel(/^Teléfono/).fill('387 611 4455');
  await form.getByLabel(/^Correo electrónico/).fill(account.email);
  await chooseDelivery(page, /Capital/);
  await form.getByLabel(/^Dirección/).fill('Pueyrredón 742');
  await main(page)
    .getByRole('radio', { name: /^Efectivo/ })
    .check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page.getByText('Pedido enviado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago$/, { timeout: 15_000 });

  // A new tab (the checkout's own copy lives in sessionStorage): only the profile can fill it.
  const next = await page.context().newPage();
  await seedCart(next, await apiProduct(next.request, '5'), 1);
  await gotoHydrated(next, '/checkout');
  const nextForm = main(next).getByRole('form', { name: 'Mis Datos Personales' });
  // Complete from the profile, so the details fold into their summary line.
  await expect(main(next).getByText('Rosa Zerpa')).toBeVisible({ timeout: 30_000 });
  await main(next)
    .getByRole('button', { name: /Mis Datos Personales/ })
    .click();
  await expect(nextForm.getByLabel(/^Teléfono/)).toHaveValue('387 611 4455');
  await expect(nextForm.getByLabel(/^Dirección/)).toHaveValue('Pueyrredón 742');
});
