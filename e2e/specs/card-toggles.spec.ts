import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { appReady, main, productCards } from '../support/shop.ts';

/** The emotion class names (css-…) of an element: the styles it was given. */
const styleClasses = (element: Locator) =>
  element.evaluate((el) =>
    (el.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter((name) => name.startsWith('css-'))
      .sort()
      .join(' '),
  );

/**
 * A card's cart and wishlist toggles show their state by an attribute of one style, not by a new
 * style: a tap then makes emotion compile and insert no CSS inside the tap's task, which was about
 * a third of the "add to cart" tap's script time on a slowed phone CPU (docs/performance.md, INP).
 */
test("a card's cart and wishlist toggles change look without new styles; keyboard focus shows", async ({
  page,
}) => {
  await page.goto('/');
  await appReady(page);
  const card = productCards(main(page)).first();
  const title = await card.getByRole('heading').innerText();

  const add = card.getByRole('button', { name: `Agregar al carrito: ${title}` });
  const classesBefore = await styleClasses(add);
  await expect(add).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await add.click();
  await page.mouse.move(0, 0); // away from the button: its hover colour is darker
  const remove = card.getByRole('button', { name: `Quitar del carrito: ${title}` });
  // In the cart: filled with the shop's brown, white text, the same style classes as before.
  await expect(remove).toHaveCSS('background-color', 'rgb(109, 76, 47)');
  await expect(remove).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await styleClasses(remove)).toBe(classesBefore);
  await remove.click();
  await page.mouse.move(0, 0);
  await expect(add).toHaveCSS('color', 'rgb(109, 76, 47)');

  const heart = card.getByRole('button', { name: `Guardar en la lista de deseos: ${title}` });
  const heartClasses = await styleClasses(heart);
  await expect(heart).toHaveCSS('color', 'rgb(43, 33, 24)');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveCSS('color', 'rgb(211, 47, 47)');
  expect(await styleClasses(heart)).toBe(heartClasses);

  // Keyboard focus shows as an outline of its own (:focus-visible, components/ui.module.css).
  await page.keyboard.press('Shift');
  await add.focus();
  expect(await add.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await expect(add).toHaveCSS('outline-style', 'solid');
  await expect(add).toHaveCSS('outline-color', 'rgb(109, 76, 47)');
});
