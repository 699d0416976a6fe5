import { expect, test } from '../support/fixtures.ts';
import { apiProducts, headerCart, main, productCards } from '../support/shop.ts';

// Below the fold, server-rendered regions hydrate only when they come near the screen, each in a
// task of its own, or only once used (web/src/components/hydrate-when-visible.tsx). Nothing a shopper
// does may be lost.
test.use({ viewport: { width: 390, height: 844 } });

test('with a saved cart, a card far down the page hydrates when reached, and a tap on it before is applied', async ({ page, request }) => {
  const [first] = (await apiProducts(request, { limit: 1 })).items;
  const line = { id: first!.id, type: first!.category, title: first!.title, price: first!.price, imageSrc: first!.images[0], description: '', quantity: 1 };
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify([line]));
  await page.goto('/allProducts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const cards = productCards(main(page));
  const last = cards.last();
  // The first cards are on screen and hydrated (they show the saved cart); the last ones still wait.
  await expect(page.locator('li [data-hydrate-when-visible="done"]').first()).toBeAttached();
  await expect(last.locator('[data-hydrate-when-visible="waiting"]')).toHaveCount(1);
  await expect(cards.first().getByRole('button', { name: `Quitar del carrito: ${first!.title}` })).toBeVisible();

  const title = await last.getByRole('heading').innerText();
  await last.getByRole('button', { name: `Agregar al carrito: ${title}` }).click();
  await expect(last.getByRole('button', { name: `Quitar del carrito: ${title}` })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  await expect(last.locator('[data-hydrate-when-visible="done"]')).toHaveCount(1);
});

test('with an empty cart and wishlist the cards wait for a tap, and the first item brings the rest up to date', async ({ page }) => {
  await page.goto('/allProducts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const cards = productCards(main(page));
  // On screen, yet as the server rendered them: nothing to hydrate until used.
  const cardRegion = (i: number) => cards.nth(i).locator('[data-hydrate-when-visible]').first();
  await expect(cardRegion(0)).toHaveAttribute('data-hydrate-when-visible', 'waiting');
  await expect(cardRegion(1)).toHaveAttribute('data-hydrate-when-visible', 'waiting');
  const cartLinks = headerCart(page).locator('xpath=ancestor::*[@data-hydrate-when-visible][1]');
  await expect(cartLinks).toHaveAttribute('data-hydrate-when-visible', 'waiting');

  const title = await cards.first().getByRole('heading').innerText();
  await cards.first().getByRole('button', { name: `Agregar al carrito: ${title}` }).click();
  await expect(cards.first().getByRole('button', { name: `Quitar del carrito: ${title}` })).toBeVisible();
  // Now the cart holds something the server could not render: what shows it on screen hydrates.
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await expect(cardRegion(1)).toHaveAttribute('data-hydrate-when-visible', 'done');
  // Far down the page the last card still waits to be reached.
  await expect(cards.last().locator('[data-hydrate-when-visible]').first()).toHaveAttribute('data-hydrate-when-visible', 'waiting');
});

test('footer links navigate inside the app once the footer is reached', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('footer').locator('xpath=ancestor::*[@data-hydrate-when-visible][1]')).toHaveAttribute('data-hydrate-when-visible', 'waiting');
  // A marker that a full page load would wipe out.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Nosotros', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the menu button, hydrated only once used, opens the drawer on the first tap', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const hamburger = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
  await expect(hamburger.locator('xpath=ancestor::*[@data-hydrate-when-visible][1]')).toHaveAttribute('data-hydrate-when-visible', 'waiting');
  await hamburger.click();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});
