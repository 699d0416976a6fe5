import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { mailCount, waitForCode } from '../support/mailbox.ts';
import { expectPage, main } from '../support/shop.ts';

test('a shopper resets a forgotten password with the mailed code and signs in with the new one', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'reset');
  const before = mailCount(account.email);

  await page.goto('/login');
  await main(page).getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expectPage(page, /\/forgot-password$/, 'Recuperar contraseña');
  await main(page).getByLabel('Usuario').fill(account.username);
  await main(page).getByRole('button', { name: 'Enviar código' }).click();
  await expect(main(page).getByText('Código enviado a tu correo.')).toBeVisible();

  const code = await waitForCode(account.email, before);
  await main(page).getByLabel('Código de verificación').fill(code);
  await main(page).getByLabel('Nueva contraseña').fill('nueva-clave-99');
  await main(page).getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(main(page).getByText('Contraseña restablecida con éxito. Redirigiendo...')).toBeVisible();
  await expectPage(page, /\/login$/, 'Ingresar', { timeout: 10_000 });

  await main(page).getByLabel('Usuario').fill(account.username);
  await main(page).getByLabel('Contraseña', { exact: true }).fill('nueva-clave-99');
  await main(page).getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});
