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

// The drawer is a modal panel of its own (docs/decisions/0044-drawer-without-show-modal.md).
test('the drawer is modal: Escape and a tap on the dimmed page close it, focus goes back to the menu button', async ({
  page,
}) => {
  await page.goto('/allProducts');
  await appReady(page);
  const hamburger = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
  const drawer = page.getByRole('dialog', { name: 'Menú principal' });

  await hamburger.click();
  await expect(drawer).toBeVisible();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  // Focus moves into the drawer and the rest of the page is inert (after the frame that shows it).
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.body.children).every(
          (el) => (el as HTMLElement).inert || el.contains(document.activeElement),
        ),
      ),
    )
    .toBe(true);
  // Tab moves among the drawer's controls, not to the page behind.
  await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // A tap on the panel's empty part (below the language switch) keeps it open.
  const box = (await drawer.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 20);
  await expect(drawer).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(hamburger).toBeFocused();
  // The page is live again.
  expect(
    await page.evaluate(() => Array.from(document.body.children).some((el) => (el as HTMLElement).inert)),
  ).toBe(false);

  await hamburger.click();
  await expect(drawer).toBeVisible();
  // The dimmed page, right of the 280 px panel.
  await page.mouse.click(350, 400);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/allProducts$/);
});
