import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { cardProblems, coveredWhileScrolling } from '../support/layout.ts';
import { apiProducts, argentinaDay, main, orderNo, pickupDelivery } from '../support/shop.ts';

test.use({
  viewport: { width: 390, height: 844 },
  // The server answers an unknown page with a 404 status; Chromium logs it as a console error.
  allowedConsoleErrors: [/status of 404 .*\/no-such-page\)$/],
});

// A page wider than the phone scrolls sideways, which shoppers read as a broken shop; a text that
// sticks out of its card or is cut, or a button under the scroll-to-top button, reads the same
// (card titles cut, the back-to-top button over card buttons and the footer).
test('no page scrolls sideways at a phone width, nothing leaves or is cut in its card, no fixed element covers a button', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // 13 pages, each scrolled through
  const { items } = await apiProducts(request, { limit: 3 });
  const lines = items.map((p) => ({
    id: p.id,
    type: p.category,
    title: p.title,
    price: p.price,
    imageSrc: p.images[0],
    description: '',
    quantity: 2,
  }));
  await page.addInitScript(
    ([cart, wishlist]) => {
      localStorage.setItem('cartItems', cart);
      localStorage.setItem('wishlistItems', wishlist);
    },
    [JSON.stringify(lines), JSON.stringify(lines.map(({ quantity: _q, ...item }) => item))],
  );
  const paths = [
    '/',
    '/allProducts',
    `/allProducts/${items[0].slug}`,
    '/category?selected=Dulces',
    '/cart',
    '/wishlist',
    '/checkout',
    '/contact',
    '/about',
    '/privacy',
    '/terms',
    '/login',
    '/no-such-page',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    // Settled: no list or section still loading (their placeholders are aria-busy).
    await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(
      clientWidth,
    );
    expect(await cardProblems(page), path).toEqual([]);
    expect(await coveredWhileScrolling(page), path).toEqual([]);
  }
});

/** Fails when the page at `path` is wider than the phone. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page, path: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

// The owner runs the shop from a phone too.
test('no back-office page scrolls sideways at a phone width', async ({ page, browser }) => {
  test.setTimeout(150_000); // an order with 8 lines, two shopper pages and six back-office pages
  const buyer = await browser.newContext();
  const account = await createConfirmedAccount(buyer.request, 'phone_buyer');
  expect(
    (
      await buyer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await buyer.request.post('/api/pedido', {
    data: {
      firstname: 'Valentina',
      lastname: 'Fernández de la Vega',
      email: account.email,
      address: 'Avenida del Bicentenario de la Batalla de Salta 1234, Barrio Tres Cerritos',
      phone: '3875554444',
      paymentMethod: 'transferencia',
      delivery: pickupDelivery(),
      items: ['1', '12', '2', '7', '10', '13', '15', '16'].map((id, i) => ({ id, quantity: i + 1 })),
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;
  // The shopper's side of the same order: My orders and the order's page.
  const shopperPage = await buyer.newPage();
  await shopperPage.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/orders', `/pedidos/${orderId}/pago`]) {
    await shopperPage.goto(path);
    await expect(main(shopperPage).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      main(shopperPage)
        .getByRole('status')
        .filter({ hasText: /Cargando|Consultando/ }),
    ).toHaveCount(0);
    await expectNoSidewaysScroll(shopperPage, path);
    expect(await cardProblems(shopperPage), path).toEqual([]);
  }
  await buyer.close();

  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
    ).ok(),
  ).toBeTruthy();
  for (const path of [
    '/admin',
    `/admin/orders/${orderId}`,
    '/admin/customers',
    '/admin/products',
    '/admin/products/1',
    '/admin/deal',
  ]) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText('Cargando…')).toHaveCount(0);
    await expectNoSidewaysScroll(page, path);
    // The order's products table was wider than its card, hiding the total.
    expect(await cardProblems(page), path).toEqual([]);
  }
});

/**
 * Every box in `main` whose right edge passes the screen's, or whose text spills over its own box
 * (an inline text wider than its block, which the page's overflow would cut at the screen's edge).
 */
function spills(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const box = el.getBoundingClientRect();
      // 1 px boxes are texts for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      if (box.right > width + 0.5)
        out.push(`"${text}" ends at ${Math.round(box.right)} px on a ${width} px screen`);
      else if (
        el.children.length === 0 &&
        text &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).display !== 'inline'
      )
        out.push(`"${text}" spills over its box (${el.scrollWidth} px in ${el.clientWidth} px)`);
    }
    return out;
  });
}

// My orders cut the date, the discount and the total at the screen's edge, and
// named the order "#79a2" there but "#79a2efd4" elsewhere: one short number everywhere.
test('My orders at 360 and 390 px: an order with a coupon and a delivery fits, and reads its short number', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newContext();
  expect(
    (
      await admin.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
    ).ok(),
  ).toBeTruthy();
  const code = `ANCHO${Date.now().toString(36).toUpperCase()}`;
  const coupon = await admin.request.post('/api/admin/coupons', {
    data: { code, kind: 'fixed', value: 1200, oncePerCustomer: false },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  await admin.close();

  const buyer = await browser.newContext();
  const account = await createConfirmedAccount(buyer.request, 'narrow_buyer');
  expect(
    (
      await buyer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await buyer.request.post('/api/pedido', {
    data: {
      firstname: 'Valentina',
      lastname: 'Fernández',
      email: account.email,
      address: 'Avenida del Bicentenario 1234',
      phone: '3875554444',
      paymentMethod: 'transferencia',
      coupon: code,
      delivery: { zoneId: '1', date: argentinaDay(3), window: 'tarde' },
      items: [
        { id: '12', quantity: 1 },
        { id: '3', quantity: 2 },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { number, discount } = ((await placed.json()) as { pedido: { number: number; discount: number } })
    .pedido;
  expect(discount).toBe(1200);

  const page = await buyer.newPage();
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/orders');
    const card = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Pedido ${orderNo(number)}` }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('-$ 1.200,00');
    await expectNoSidewaysScroll(page, `/orders at ${width} px`);
    expect(await spills(page), `/orders at ${width} px`).toEqual([]);
    expect(await cardProblems(page), `/orders at ${width} px`).toEqual([]);
  }
  await buyer.close();
});

// The order desk's status and payment chips took ~1,250 px at 390 px before the
// first order; they fold under one "Filtros" line, as the catalogue's filters do.
test('the order desk at 390 px shows its first order on the first screen, the filters folded under "Filtros"', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const buyer = await browser.newContext();
  const account = await createConfirmedAccount(buyer.request, 'desk_fold');
  expect(
    (
      await buyer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await buyer.request.post('/api/pedido', {
    data: {
      firstname: 'Dora',
      lastname: 'Pliegue',
      email: account.email,
      phone: '3875554444',
      paymentMethod: 'efectivo',
      delivery: pickupDelivery(),
      items: [{ id: '3', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  await buyer.close();

  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      })
    ).ok(),
  ).toBeTruthy();
  await page.goto('/admin/orders');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible({
    timeout: 20_000,
  });
  const firstOrder = main(page).getByRole('list').last().getByRole('listitem').first();
  await expect(firstOrder).toBeVisible();
  await expect(firstOrder).toBeInViewport();
  const statusChips = main(page).getByRole('group', { name: 'Filtrar por estado', exact: true });
  await expect(statusChips).toBeHidden();
  const fold = main(page).getByTestId('desk-filter-fold').locator('summary');
  await expect(fold).toContainText(/Filtros\s*· Todos \(\d+\) · Todos los pagos \(\d+\)/);
  await fold.click();
  await expect(statusChips).toBeVisible();
  await statusChips.getByRole('button', { name: /^Pendiente/ }).click();
  await expect(page).toHaveURL(/status=pendiente/);
  await expect(fold).toContainText(/· Pendiente \(\d+\) ·/);
  await expectNoSidewaysScroll(page, '/admin/orders');
});
