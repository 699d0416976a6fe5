import { expect, test } from '../support/fixtures.ts';
import { uniqueUsername } from '../support/accounts.ts';
import { main } from '../support/shop.ts';

// The stand-in provider's development pages ask for Google Fonts (no internet here) and a favicon.
// (One pattern: Playwright reads a two-element array option as [value, options].)
test.use({
  allowedConsoleErrors: [
    new RegExp(`fonts\\.googleapis\\.com|127\\.0\\.0\\.1:${process.env.E2E_OIDC_PORT}/favicon\\.ico`),
  ],
});

test('a shopper signs in with "Google" (the run\'s local OpenID provider) and lands on the account page', async ({
  page,
}) => {
  const login = uniqueUsername('gabi');
  await page.goto('/login');
  await main(page).getByRole('button', { name: 'Ingresar con Google' }).click();

  // The provider's own development login and consent pages.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();

  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  await expect(main(page).getByLabel('Correo electrónico')).toHaveValue(`${login}@gmail.example`);
  const session = await (await page.request.get('/api/session')).json();
  expect(session.user).toMatchObject({
    email: `${login}@gmail.example`,
    username: `${login}@gmail.example`,
    isFromGoogle: true,
  });
});

test('/callback without a sign-in goes to /login; a failed one says so', async ({ page }) => {
  // No code came back from a provider: the page goes on to /login.
  await page.goto('/callback');
  await expect(page).toHaveURL(/\/login$/);
  await expect(main(page).getByRole('button', { name: 'Ingresar con Google' })).toBeVisible();
  await page.goto('/callback?error=access_denied');
  await expect(main(page).getByText('Ocurrió un error al autenticar.')).toBeVisible();
});
