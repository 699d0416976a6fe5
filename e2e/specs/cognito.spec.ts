import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount, uniqueUsername } from '../support/accounts.ts';
import { main } from '../support/shop.ts';

// "Ingresar con tu cuenta anterior" against the run's stand-in Cognito user pool
// (support/oidc-server.mjs cognito): its login name is the e-mail, `unverified:<e-mail>` for a
// user whose e-mail the pool has not verified. Its development pages ask for Google Fonts (no
// internet here) and a favicon. (One pattern: Playwright reads a two-element array option as [value, options].)
test.use({
  allowedConsoleErrors: [
    new RegExp(`fonts\\.googleapis\\.com|127\\.0\\.0\\.1:${process.env.E2E_COGNITO_PORT}/favicon\\.ico`),
  ],
});

/** From /login through the pool's own login and consent pages, signed in as `login`. */
async function signInWithPreviousAccount(page: Page, login: string) {
  await page.goto('/login');
  await expect(
    main(page).getByText(
      'Si tenías cuenta en nuestra tienda anterior, entrá con ese mismo usuario y contraseña.',
    ),
  ).toBeVisible();
  await main(page).getByRole('button', { name: 'Ingresar con tu cuenta anterior' }).click();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('la-clave-de-antes');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
}

test('a first-time Cognito user gets a new shop account and lands on it', async ({ page }) => {
  const cognitoName = uniqueUsername('nueva');
  const email = `${cognitoName}@cognito.example`;
  await signInWithPreviousAccount(page, email);

  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(main(page).getByLabel('Correo electrónico')).toHaveValue(email);
  const session = await (await page.request.get('/api/session')).json();
  // Named after the pool's `cognito:username`.
  expect(session.user).toMatchObject({ email, username: cognitoName, isFromGoogle: false });
});

test('a Cognito user whose verified e-mail has a shop account is signed into that account', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'lucia');
  const signIn = await request.post('/api/account/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const profile = {
    nombre: 'Lucía',
    apellido: 'Gómez',
    email: account.email,
    direccion: 'Caseros 456',
    telefono: '3875551234',
    notas: 'Portón verde',
  };
  const saved = await request.post('/api/cliente', { data: profile });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInWithPreviousAccount(page, account.email);

  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  // The shop account's own profile, saved before the first Cognito sign-in.
  await expect(main(page).getByLabel('Nombre')).toHaveValue('Lucía');
  await expect(main(page).getByLabel('Apellido')).toHaveValue('Gómez');
  await expect(main(page).getByLabel('Dirección')).toHaveValue('Caseros 456');
  await expect(main(page).getByLabel(/Notas para la entrega/)).toHaveValue('Portón verde');
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({ username: account.username, email: account.email });
});

test('an unverified Cognito e-mail is not joined to the shop account that has it', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'sofia');

  await signInWithPreviousAccount(page, `unverified:${account.email}`);

  await expect(page).toHaveURL(/\/callback\?/, { timeout: 15_000 });
  await expect(main(page).getByRole('alert')).toContainText('tu cuenta anterior no lo tiene verificado');
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toBeNull();

  // The shop account itself is untouched: its owner signs in with the password as before.
  await main(page).getByRole('link', { name: 'Volver a Ingresar' }).click();
  await main(page).getByLabel('Usuario').fill(account.username);
  await main(page).getByLabel('Contraseña', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});
