/** Back-office helpers of the specs: the administrator's sign-in and the way into /admin. */
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.ts';
import { expect } from './fixtures.ts';
import { main } from './shop.ts';

export { E2E_ADMIN };

/** Signs the administrator in through the /login screen and waits for the account page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await main(page).getByLabel('Usuario').fill(E2E_ADMIN.username);
  await main(page).getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await main(page).getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * Opens the header's account menu, follows "Administración" to the dashboard (issue 19) and from
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
