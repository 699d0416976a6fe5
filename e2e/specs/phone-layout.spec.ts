import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { apiProducts, main, pickupDelivery } from '../support/shop.ts';

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

/** Fails when the page at `path` is wider than the phone. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, path: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(clientWidth);
}

// The owner runs the shop from a phone too (issue 5).
test('no back-office page scrolls sideways at a phone width', async ({ page, browser }) => {
  const buyer = await browser.newContext();
  const account = await createConfirmedAccount(buyer.request, 'phone_buyer');
  expect((await buyer.request.post('/api/account/sign-in', { data: { username: account.username, password: account.password } })).ok()).toBeTruthy();
  const placed = await buyer.request.post('/api/pedido', {
    data: { firstname: 'Valentina', lastname: 'Fernández de la Vega', email: account.email, address: 'Avenida del Bicentenario de la Batalla de Salta 1234, Barrio Tres Cerritos', phone: '3875554444', paymentMethod: 'transferencia', delivery: pickupDelivery(), items: [{ id: '1', quantity: 3 }, { id: '12', quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;
  await buyer.close();

  expect((await page.request.post('/api/account/sign-in', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } })).ok()).toBeTruthy();
  for (const path of ['/admin', `/admin/orders/${orderId}`, '/admin/customers', '/admin/products', '/admin/products/1', '/admin/deal']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('Cargando…')).toHaveCount(0);
    await expectNoSidewaysScroll(page, path);
  }
});
