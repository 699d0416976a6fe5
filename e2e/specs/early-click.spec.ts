import { expect, test } from '../support/fixtures.ts';
import { holdAppCode } from '../support/hydration.ts';
import { headerCart, main, productCards } from '../support/shop.ts';

// On a slow phone the server-rendered page shows before the app's code has arrived; a tap on
// "Agregar al carrito" in that moment must not be lost (web/src/main.tsx holds and replays it).
test('a tap on a card button before the page is interactive is applied once it is', async ({ page }) => {
  const releaseApp = await holdAppCode(page);

  await page.goto('/allProducts', { waitUntil: 'domcontentloaded' });
  const card = productCards(main(page)).first();
  const title = await card.getByRole('heading').innerText();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await card.getByRole('button', { name: `Agregar al carrito: ${title}` }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  await expect(card.getByRole('button', { name: `Quitar del carrito: ${title}` })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
});
