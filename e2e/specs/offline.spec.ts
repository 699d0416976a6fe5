/**
 * Installable and usable offline: the service worker installs and controls the page,
 * keeps what the shopper has seen, and the cart and wishlist work with no network; the offline
 * banner says so. Service workers are blocked in the other specs (playwright.config.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { controlled, deployNewWorker } from '../support/service-worker.ts';
import { headerCart, main, productCards } from '../support/shop.ts';

test.use({
  serviceWorkers: 'allow',
  // Offline, the page's own requests (session, reviews...) fail the way they do on a phone without signal.
  allowedConsoleErrors: [
    /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED|status of 5\d\d|ERR_NETWORK/i,
  ],
});
// Each test waits for the worker to install its precache and control the page (support/service-worker.ts).
test.slow();

const banner = (page: Page) => page.getByTestId('offline-banner');

const FIRST_VISIT = '/allProducts/crackers-keto-de-semillas';

test('the service worker installs, a seen product opens offline, the cart changes offline, the banner shows', async ({
  page,
  context,
}) => {
  await page.goto(FIRST_VISIT);
  await controlled(page);
  await page.goto('/allProducts');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect((await page.request.get(manifest!)).ok()).toBe(true);

  const cards = productCards(main(page));
  await expect(cards.first()).toBeVisible();
  const first = cards.nth(0);
  const second = cards.nth(1);
  const [firstTitle, secondTitle] = [
    await first.getByRole('heading').innerText(),
    await second.getByRole('heading').innerText(),
  ];
  const firstUrl = await first.locator('a[href^="/allProducts/"]').first().getAttribute('href');
  const secondUrl = await second.locator('a[href^="/allProducts/"]').first().getAttribute('href');

  // Seen online: one product by a page load, one inside the app (no page request of its own).
  await page.goto(firstUrl!);
  await expect(main(page).getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await page.goto('/allProducts');
  // Inside the app: a tap before hydration is followed by the browser as a page load instead.
  await expectHydrated(page);
  await main(page).locator(`a[href="${secondUrl}"]`).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
  await expect(main(page).getByRole('img').first()).toBeVisible();
  // The stored answers are written in the background of the answers themselves.
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).sort()))
    .toEqual(expect.arrayContaining(['catalogue-api-v1', 'pages-v1']));

  await context.setOffline(true);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveAttribute('role', 'status');
  await expect(banner(page)).toContainText('Sin conexión');

  // The first page of the visit (a shared product link), loaded before the service worker took
  // over and never again, opens offline too: its data was only in that page.
  await page.goto(FIRST_VISIT);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Crackers keto de semillas' }),
  ).toBeVisible();
  await page.goto(secondUrl!);
  // A reload of the product opened inside the app: the app shell renders it from the stored answers.
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  // The product loaded as a page opens as it was.
  await page.goto(firstUrl!);
  await expect(main(page).getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

  // Cart and wishlist with no network.
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  const heart = main(page)
    .getByRole('button', { name: `Guardar en la lista de deseos: ${firstTitle}` })
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main(page).getByRole('link', { name: firstTitle })).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Quitar del carrito: ${firstTitle}` })
    .first()
    .click();
  await expect(main(page).getByRole('link', { name: firstTitle })).toHaveCount(0);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
});

test('the service worker never stores personal answers', async ({ page }) => {
  const account = await createConfirmedAccount(page.request, 'sw');
  await page.goto('/');
  await controlled(page);
  // Through the page, so the service worker sees them: the session, the profile, the orders.
  const statuses = await page.evaluate(async ({ username, password }) => {
    const signIn = await fetch('/api/account/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const reads = await Promise.all(
      ['/api/session', '/api/cliente', '/api/pedidos', '/api/products'].map(
        async (url) => (await fetch(url)).status,
      ),
    );
    return [signIn.status, ...reads];
  }, account);
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  await page.goto('/account');
  await page.goto('/orders');
  await page.goto('/allProducts');
  const storedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
      return paths;
    });
  // The catalogue is stored (so the cache works at all)...
  await expect.poll(storedPaths).toEqual(expect.arrayContaining(['/api/products', '/allProducts']));
  // ...and nothing personal.
  expect(
    (await storedPaths()).filter((p) =>
      /^\/(api\/(session|cliente|pedido|admin|account)|account|admin|orders|checkout)/.test(p),
    ),
  ).toEqual([]);
});

test('a new version of the shop is offered with "Actualizar", and taken only when pressed', async ({
  page,
}) => {
  await page.goto('/allProducts');
  await controlled(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  // A new deployment: the same worker with other bytes, in the build the server serves (with
  // its pre-compressed copies); put back afterwards. The other specs block service workers.
  const restore = deployNewWorker();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  } finally {
    restore();
  }
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toHaveAttribute('role', 'status');
  await expect(prompt).toContainText('Hay una versión nueva de la tienda.');
  // Nothing reloads by itself: the page is still the one loaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Actualizar' }).click()]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
});
