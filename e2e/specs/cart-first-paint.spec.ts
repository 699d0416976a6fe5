import { expect, test } from '../support/fixtures.ts';
import { detachedServerNodes, holdAppCode, noteServerNodes } from '../support/hydration.ts';
import { apiProducts, ars, headerCart, main, plain, productCards } from '../support/shop.ts';

// A returning shopper's /cart and /wishlist come with their lines in the server's HTML
// (docs/decisions/0040): the browser's stores mirror the lists in two cookies, from which the server
// renders the page, and the app hydrates it without replacing anything.

test("a returning shopper's /cart shows its lines and total before the app's code arrives, and hydrates onto them", async ({
  page,
}) => {
  // Filled as any shopper fills it: taps on the catalogue's cards.
  await page.goto('/allProducts');
  const cards = productCards(main(page));
  const titles = [
    await cards.nth(0).getByRole('heading').innerText(),
    await cards.nth(1).getByRole('heading').innerText(),
  ];
  for (const title of titles)
    await main(page)
      .getByRole('button', { name: `Agregar al carrito: ${title}` })
      .click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  const { items } = await apiProducts(page.request, { limit: 20 });
  const prices = titles.map((title) => items.find((p) => p.title === title)!.price);

  // The next visit: the app's code held back, as on a slow phone's network.
  const releaseApp = await holdAppCode(page);
  await noteServerNodes(page, '#root *');
  const response = await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  const served = await response!.text();
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  for (const title of titles) expect(served).toContain(`>${title}</a>`);

  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  const lines = main(page).getByRole('list', { name: 'Productos en el carrito' });
  for (const title of titles) await expect(lines.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(ars(prices[0]! + prices[1]!));
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  // Hydrated in place: React kept every element the server sent (a mismatch would have replaced
  // them, and logged an error that fails the spec).
  expect(await detachedServerNodes(page)).toEqual([]);
  // And it is the browser's cart from there on.
  await main(page)
    .getByRole('button', { name: `Sumar uno: ${titles[0]}` })
    .click();
  await expect(page.getByTestId('cart-total')).toHaveText(ars(prices[0]! * 2 + prices[1]!));
  await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);
  await main(page)
    .getByRole('button', { name: `Quitar del carrito: ${titles[1]}` })
    .click();
  await expect(lines.getByRole('link', { name: titles[1] })).toHaveCount(0);
  // The mirror follows: a reload renders what the store now holds.
  const again = await (await page.reload())!.text();
  expect(again).toContain(`>${titles[0]}</a>`);
  expect(again).not.toContain(`>${titles[1]}</a>`);
  expect(plain(again)).toContain(ars(prices[0]! * 2));
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the cookies alone give /cart and /wishlist their lines, totals and saved products', async ({
    page,
    context,
    baseURL,
  }) => {
    const { items } = await apiProducts(page.request, { limit: 3 });
    const [a, b, c] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
    await context.addCookies([
      { name: 'cart_lines', value: `${a.id}-2.${b.id}-1`, url: baseURL! },
      { name: 'wishlist_ids', value: `${c.id}`, url: baseURL! },
    ]);
    await page.goto('/cart');
    const lines = main(page).getByRole('list', { name: 'Productos en el carrito' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    for (const p of [a, b]) await expect(lines.getByRole('link', { name: p.title })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(ars(a.price * 2 + b.price));

    // The saved product is in the cart too now.
    await context.addCookies([{ name: 'cart_lines', value: `${c.id}-1`, url: baseURL! }]);
    await page.goto('/wishlist');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lista de deseos (1)');
    await expect(main(page).getByRole('heading', { level: 2, name: c.title }).first()).toBeVisible();
    // Its heart is drawn saved and its cards know the cart from the first paint, as after hydration.
    await expect(
      main(page)
        .getByRole('button', { name: `Guardar en la lista de deseos: ${c.title}` })
        .first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      main(page)
        .getByRole('button', { name: `Quitar del carrito: ${c.title}` })
        .first(),
    ).toBeVisible();
  });
});
