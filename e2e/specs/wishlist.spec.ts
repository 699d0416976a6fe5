import { expect, test } from '../support/fixtures.ts';
import { headerCart, main, productCards } from '../support/shop.ts';

test('wishlist: save 2 products from cards, move all to the bag', async ({ page }) => {
  await page.goto('/allProducts');
  const cards = productCards(main(page));
  await expect(cards).toHaveCount(10);
  const titles = [
    await cards.nth(0).getByRole('heading').innerText(),
    await cards.nth(1).getByRole('heading').innerText(),
  ];

  for (const title of titles) {
    const heart = main(page).getByRole('button', { name: `Guardar en la lista de deseos: ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  const wishlistLink = page.getByRole('banner').getByRole('link', { name: /^Lista de deseos/ });
  await expect(wishlistLink).toHaveAccessibleName(/\b2\b/);
  await expect(headerCart(page)).toHaveAttribute('aria-disabled', 'true');

  await wishlistLink.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lista de deseos (2)');
  for (const title of titles)
    await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();

  const moveAll = main(page).getByRole('button', { name: 'Mover todo al carrito' });
  await expect(moveAll).toBeEnabled();
  await moveAll.click();
  await expect(
    page.getByRole('alert').filter({ hasText: '¡Productos movidos al carrito con éxito!' }),
  ).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  await expect(moveAll).toBeDisabled();
  // Everything was moved: still nothing to move after a reload.
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lista de deseos (2)');
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  await expect(moveAll).toBeDisabled();

  await headerCart(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  for (const title of titles) await expect(main(page).getByRole('link', { name: title })).toBeVisible();
});
