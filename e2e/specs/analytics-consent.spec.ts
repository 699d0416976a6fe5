/**
 * Campaign measurement with consent (decision 0035), on a shop server of this spec's own with both
 * GA4_MEASUREMENT_ID and META_PIXEL_ID set and the providers' scripts served by a local fake
 * (ANALYTICS_SCRIPT_BASE_URL): nothing leaves for a third party before the shopper chooses, nothing
 * after "Rechazar"; after "Aceptar" the e-commerce events reach both providers with the right
 * values, and a purchase is told once. The privacy page names both providers; the notice and the
 * installable shop's update prompt never cover each other (the server serves a copy of the web
 * build, whose service worker this spec changes).
 */
import { rmSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { startFakeAnalytics, type FakeAnalytics, type ToldEvent } from '../support/fake-analytics.ts';
import { freePort, startOwnShop, type OwnShop } from '../support/own-shop.ts';
import { signedInShopper } from '../support/payments.ts';
import { copyWebDist, offerNewVersion } from '../support/service-worker.ts';
import { apiProduct, chooseDelivery, headerCart, main } from '../support/shop.ts';

const GA4 = 'G-E2ETEST123';
const PIXEL = '123456789012345';
const port = freePort();
const shopURL = `http://127.0.0.1:${port}`;

test.use({
  baseURL: shopURL,
  // Reloading the payment page within 10 s of the last check of the order is refused (429) and
  // the page shows the stored order: expected, as in payments.spec.
  allowedConsoleErrors: [/status of 429 .*\/api\/pedidos\/[0-9a-f-]+\/pago\/sync\)$/],
});
test.describe.configure({ mode: 'serial' });

let fake: FakeAnalytics;
let shop: OwnShop;
let dist: string;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeAnalytics();
  dist = copyWebDist();
  shop = await startOwnShop(port, {
    GA4_MEASUREMENT_ID: GA4,
    META_PIXEL_ID: PIXEL,
    ANALYTICS_SCRIPT_BASE_URL: fake.url,
    WEB_DIST_DIR: dist,
  });
});
test.afterAll(async () => {
  await shop?.stop();
  await fake?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Every request of `page` that leaves the shop's origin. */
function thirdParty(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(shopURL) && !request.url().startsWith('data:')) urls.push(request.url());
  });
  return urls;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const told = (provider: ToldEvent['provider'], name: string) =>
  fake.events.filter((e) => e.provider === provider && e.name === name);

test('before a choice and after "Rechazar" nothing reaches a third party; the choice is remembered', async ({
  page,
  request,
}) => {
  const leaving = thirdParty(page);
  const bread = await apiProduct(request, '3');
  await page.goto(`/allProducts/${bread.slug}`);
  await expect(notice(page)).toBeVisible();
  // "Rechazar" is the same button as "Aceptar", side by side.
  const reject = notice(page).getByRole('button', { name: 'Rechazar' });
  const accept = notice(page).getByRole('button', { name: 'Aceptar' });
  const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(
    r && a && Math.round(r.width) === Math.round(a.width) && Math.round(r.height) === Math.round(a.height),
  ).toBe(true);
  expect(await reject.evaluate((el) => el.className)).toBe(await accept.evaluate((el) => el.className));

  // The shop works under the notice: the product goes into the cart.
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);

  await reject.click();
  await expect(notice(page)).toBeHidden();
  await main(page)
    .getByRole('button', { name: `Sumar uno: ${bread.title}` })
    .click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: bread.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(notice(page)).toBeHidden();
  expect(leaving).toEqual([]);
  expect(fake.requests).toEqual([]);

  // The footer's "Cookies" opens the notice again to change the choice.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await expect(notice(page)).toBeVisible();
});

test('after "Aceptar" the providers load and get add_to_cart and the purchase with the right values, once', async ({
  page,
  request,
}) => {
  test.slow(); // a whole purchase on a shared 2-core machine
  const leaving = thirdParty(page);
  await signedInShopper(page, 'consent_buyer');
  const cake = await apiProduct(request, '12');
  await page.goto(`/allProducts/${cake.slug}`);
  await expect(notice(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(leaving).toEqual([]);

  await notice(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(notice(page)).toBeHidden();
  // The product page's view, told before the choice, goes once the shopper accepts.
  await expect.poll(() => told('ga4', 'view_item').length).toBe(1);
  expect(told('ga4', 'view_item')[0]!.params).toMatchObject({ currency: 'ARS', value: cake.price });
  await expect.poll(() => told('meta', 'ViewContent').length).toBe(1);

  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect.poll(() => told('ga4', 'add_to_cart').length).toBe(1);
  expect(told('ga4', 'add_to_cart')[0]!.params).toMatchObject({
    currency: 'ARS',
    value: cake.price,
    items: [expect.objectContaining({ item_id: cake.id, price: cake.price, quantity: 1 })],
  });
  await expect.poll(() => told('meta', 'AddToCart').length).toBe(1);
  expect(told('meta', 'AddToCart')[0]!.params).toMatchObject({
    content_ids: [cake.id],
    value: cake.price,
    currency: 'ARS',
  });

  await gotoHydrated(page, '/checkout');
  await chooseDelivery(page);
  await main(page).getByRole('radio', { name: 'Transferencia bancaria' }).check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]+\/pago$/);
  const orderId = /\/pedidos\/([0-9a-f-]+)\/pago/.exec(page.url())![1]!;
  await expect.poll(() => told('ga4', 'purchase').length).toBe(1);
  expect(told('ga4', 'purchase')[0]!.params).toMatchObject({
    transaction_id: orderId,
    value: cake.price,
    currency: 'ARS',
    shipping: 0,
    items: [expect.objectContaining({ item_id: cake.id, price: cake.price, quantity: 1 })],
  });
  await expect.poll(() => told('meta', 'Purchase').length).toBe(1);
  expect(told('meta', 'Purchase')[0]).toMatchObject({
    params: { content_ids: [cake.id], value: cake.price, currency: 'ARS' },
    options: { eventID: orderId },
  });
  expect(told('ga4', 'begin_checkout')).toHaveLength(1);
  expect(told('ga4', 'add_payment_info')[0]!.params).toMatchObject({ payment_type: 'transferencia' });
  expect(told('meta', 'InitiateCheckout')).toHaveLength(1);

  // A reload of the payment page tells no second purchase: the next page's view arrives alone.
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/allProducts/${cake.slug}`);
  await expect.poll(() => told('ga4', 'view_item').length).toBe(2);
  expect(told('ga4', 'purchase')).toHaveLength(1);
  expect(told('meta', 'Purchase')).toHaveLength(1);
  // Only the fake providers were reached.
  expect(leaving.filter((u) => !u.startsWith(fake.url))).toEqual([]);
});

test('the notice links the privacy page, which names both providers, what they get and how to change the choice', async ({
  page,
}) => {
  await page.goto('/');
  await notice(page).getByRole('link', { name: 'Privacidad' }).click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  const section = page.locator('#cookies');
  await expect(
    section.getByRole('heading', { name: '3. Cookies y almacenamiento en tu navegador' }),
  ).toBeInViewport();
  await expect(section).toContainText('Google Analytics (Google): recibe las páginas que visitás');
  await expect(section).toContainText('Meta Pixel');
  await expect(section).toContainText('solo si tocás «Aceptar»');
  await expect(section).toContainText('«Cookies» al pie de cada página');
  await expect(section).not.toContainText('No usamos cookies de publicidad');
});

test.describe('with a new version of the shop waiting', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the consent notice and the update prompt never cover each other, on a phone and on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/allProducts');
    await expect(notice(page)).toBeVisible();
    await offerNewVersion(page, dist);
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      const a = (await notice(page).boundingBox())!;
      const b = (await prompt.boundingBox())!;
      const apart =
        a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width;
      expect(apart, `${width} px: notice ${JSON.stringify(a)}, prompt ${JSON.stringify(b)}`).toBe(true);
      // Both whole on the screen, the consent notice nearest the thumb.
      for (const box of [a, b]) expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(a.y).toBeGreaterThan(b.y);
    }
    // Either still works: "Rechazar" closes the notice and leaves the prompt.
    await notice(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(notice(page)).toBeHidden();
    await expect(prompt).toBeVisible();
  });
});
