import { expect, test } from '../support/fixtures.ts';
import { appReady, main, productCards } from '../support/shop.ts';

test('corrupt or foreign localStorage never breaks the home page', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cartItems', '{not json');
    localStorage.setItem('wishlistItems', '[{"id":5}]');
    localStorage.setItem('lang', 'xx');
  });
  await page.goto('/');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: 'Abrir menú' })
      .or(page.getByRole('banner').getByRole('link', { name: 'Productos', exact: true })),
  ).toBeVisible();
  await expect(productCards(main(page)).first()).toBeVisible();
  // The broken entries are ignored: nothing in the cart, nothing in the wishlist.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Mi carrito/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /^Lista de deseos/ })).toHaveAccessibleName(
    /\b0\b/,
  );

  await page.goto('/cart');
  await expect(main(page).getByText('No hay productos en Mi Carrito.')).toBeVisible();
  await page.goto('/wishlist');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(productCards(main(page)).first()).toBeVisible();
});
