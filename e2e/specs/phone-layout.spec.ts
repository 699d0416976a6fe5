import { expect, test } from '../support/fixtures.ts';
import { apiProducts, main } from '../support/shop.ts';

test.use({
  viewport: { width: 390, height: 844 },
  // The server answers an unknown page with a 404 status; Chromium logs it as a console error.
  allowedConsoleErrors: [/status of 404 .*\/no-such-page\)$/],
});

// A page wider than the phone scrolls sideways, which shoppers read as a broken shop.
test('no page scrolls sideways at a phone width, with a filled cart and wishlist', async ({ page, request }) => {
  const { items } = await apiProducts(request, { limit: 3 });
  const lines = items.map((p) => ({ id: p.id, type: p.category, title: p.title, price: p.price, imageSrc: p.images[0], description: '', quantity: 2 }));
  await page.addInitScript(
    ([cart, wishlist]) => {
      localStorage.setItem('cartItems', cart);
      localStorage.setItem('wishlistItems', wishlist);
    },
    [JSON.stringify(lines), JSON.stringify(lines.map(({ quantity: _q, ...item }) => item))],
  );
  const paths = ['/', '/allProducts', `/allProducts/${items[0].slug}`, '/category?selected=Dulces', '/cart', '/wishlist', '/checkout', '/contact', '/about', '/privacy', '/terms', '/login', '/no-such-page'];
  for (const path of paths) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(clientWidth);
  }
});
