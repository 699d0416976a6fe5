/** Back-office helpers of the specs: the administrator's sign-in and the way into /admin. */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.ts';
import { expect } from './fixtures.ts';
import { main } from './shop.ts';

export { E2E_ADMIN };

/**
 * Signs the administrator in through the API (POST /api/account/sign-in; the session cookie lands
 * in the page's browser context) and opens `path` (none with null). The sign-in screen itself is
 * account.spec's subject and `signInAsAdminOnScreen`'s; going through it in every back-office spec
 * cost two page loads each.
 */
export async function signInAsAdmin(page: Page, path: string | null = '/account'): Promise<void> {
  const res = await page.request.post('/api/account/sign-in', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  if (path) await page.goto(path);
}

/** Signs the administrator in through the /login screen and waits for the account page. */
export async function signInAsAdminOnScreen(page: Page): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Usuario').fill(E2E_ADMIN.username);
  await main(page).getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await main(page).getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Opens the header's account menu, follows "Administración" to the dashboard and from
 * there "Pedidos" to the order desk.
 */
export async function openBackOffice(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Cuenta/ })
    .click();
  await page.getByRole('menuitem', { name: 'Administración' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await main(page)
    .getByRole('navigation', { name: 'Secciones de administración' })
    .getByRole('link', { name: 'Pedidos' })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
}
