/**
 * "Datos de la tienda" (docs/decisions/0028-shop-facts-in-the-database.md): the back office warns
 * while facts still hold a new shop's stand-ins; the owner fixes them (the CBU's check digits and
 * the WhatsApp number are checked on the spot) and the shop's pages state the saved facts and
 * hours at once. Changes shop-wide facts (the other specs read the environment's alias and
 * WhatsApp), so playwright.config.ts runs it with the catalogue-changes project, on its own shop
 * server, whose other specs state none of these facts.
 */
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { main } from '../support/shop.ts';

// The server refuses the stand-in WhatsApp number once (a 400 the browser logs).
test.use({ allowedConsoleErrors: [/status of 400 .*\/api\/admin\/shop-facts\)/] });

test('the owner replaces the stand-in facts and the payment page states them, with the hours', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  const warning = page.getByTestId('shop-facts-warning');
  await expect(warning).toContainText('WhatsApp');
  await expect(warning).toContainText('CBU');
  await warning.getByRole('link', { name: 'Completalos en Datos de la tienda' }).click();

  const form = main(page).getByRole('form', { name: 'Datos de la tienda' });
  await expect(form.getByLabel('Alias')).toHaveValue('PANADERIA.KETO.ALIAS');
  await form.getByLabel('CBU').fill('2850590940090418135202');
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(form.getByText('Ese CBU no es válido: revisá los 22 dígitos')).toBeVisible();

  await form.getByLabel('CBU').fill('2850590940090418135201');
  await form.getByLabel('Titular de la cuenta').fill('Ana Pérez');
  await form.getByLabel('CUIT del titular').fill('20-30123456-3');
  await form.getByLabel('Banco', { exact: true }).fill('Banco Macro');
  await form.getByLabel('Alias').fill('KETO.SALTA.PAN');
  // The stand-in WhatsApp number is not one WhatsApp can reach: the server says so on the field.
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(form.getByText(/Escribí un número de WhatsApp con código de país/)).toBeVisible();
  await form.getByLabel('WhatsApp').fill('+54 9 387 412-3456');
  const hours = form.getByRole('group', { name: 'Horario 1' });
  await hours.getByLabel('Cierra').fill('18:00');
  await hours.getByRole('button', { name: 'sábado' }).click();
  await expect(form.getByTestId('hours-preview')).toHaveText('Se lee: de lunes a sábado de 9 a 18\u00a0h');
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos de la tienda guardados')).toBeVisible();
  // The warning now names only what is still a stand-in (the sample e-mails and address).
  await expect(page.getByTestId('shop-facts-warning')).not.toContainText('CBU');
  await expect(page.getByTestId('shop-facts-warning')).not.toContainText('WhatsApp');
  await expect(page.getByTestId('shop-facts-warning')).toContainText('Correo de pedidos');

  // A shopper's page, loaded afresh, states what was saved.
  await page.goto('/payment');
  await expect(main(page).getByTestId('bank-alias')).toHaveText('KETO.SALTA.PAN');
  await expect(main(page).getByTestId('bank-account')).toHaveText(
    'Titular: Ana Pérez · CUIT: 20301234563 · Banco: Banco Macro',
  );
  await expect(
    main(page).getByText('Revisamos los pedidos de lunes a sábado de 9 a 18\u00a0h.'),
  ).toBeVisible();
});
