import { expect, test } from '../support/fixtures.ts';
import { appReady } from '../support/shop.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('at a phone width the menu is a drawer opened by the hamburger; no tabs', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const banner = page.getByRole('banner');
  // The wide-screen tabs are not shown.
  await expect(banner.getByRole('navigation')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Productos', exact: true })).toHaveCount(0);

  const hamburger = banner.getByRole('button', { name: 'Abrir menú' });
  const drawerNav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(drawerNav).toHaveCount(0);

  await hamburger.click();
  await expect(drawerNav).toBeVisible();
  for (const name of ['Inicio', 'Productos', 'Nosotros', 'Contacto', 'Ingresar']) {
    await expect(drawerNav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await drawerNav.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page).toHaveURL(/\/allProducts$/);
  await expect(drawerNav).toBeHidden();

  await hamburger.click();
  await expect(drawerNav).toBeVisible();
  await drawerNav.getByRole('link', { name: 'Contacto', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawerNav).toBeHidden();

  await hamburger.click();
  await page.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(drawerNav).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
});
