/**
 * Carts that follow the shopper (docs/decisions/0023-saved-carts.md): a guest cart merges into the
 * account on sign-in, a second device signed in to the same account shows the same cart (its own
 * guest lines merged too), and a change on one device shows on the other when it comes back to
 * the front; the wishlist saved on one device is listed on the other. Two browser contexts are the
 * two devices.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { seedCart } from '../support/payments.ts';
import { apiProduct, appReady, headerCart, main } from '../support/shop.ts';

async function signIn(page: Page, account: { username: string; password: string }) {
  const res = await page.request.post('/api/account/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The account's saved cart as product id → quantity (GET /api/cart with the page's session). */
async function savedCart(page: Page): Promise<Record<string, number>> {
  const res = await page.request.get('/api/cart');
  expect(res.ok()).toBeTruthy();
  return Object.fromEntries(
    ((await res.json()) as { lines: { id: string; quantity: number }[] }).lines.map((l) => [
      l.id,
      l.quantity,
    ]),
  );
}

/** What a device's browser copy (cartItems) holds, as product id → quantity. */
async function browserCart(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { id: string; quantity: number }[]).map(
        (l) => [l.id, l.quantity],
      ),
    ),
  );
}

test('a guest cart joins the account on sign-in; a second device shows the same cart, and changes cross over; the wishlist too', async ({
  browser,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'dos_equipos');
  const [bread, cake] = [await apiProduct(request, '1'), await apiProduct(request, '12')];

  // Phone: a guest fills the cart with two breads, then signs in.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await seedCart(phone, bread, 2);
  await phone.goto('/cart');
  await appReady(phone);
  await signIn(phone, account);
  await phone.reload();
  await appReady(phone);
  await expect.poll(() => savedCart(phone)).toEqual({ [bread.id]: 2 });

  // Laptop: a guest cart with a cake; signing in there merges it with the account's breads.
  const laptopContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const laptop = await laptopContext.newPage();
  await seedCart(laptop, cake, 1);
  await signIn(laptop, account);
  await laptop.goto('/cart');
  await appReady(laptop);
  await expect(main(laptop).getByText(bread.title, { exact: true }).first()).toBeVisible();
  await expect(main(laptop).getByText(cake.title, { exact: true }).first()).toBeVisible();
  await expect(headerCart(laptop)).toContainText('3');
  expect(await savedCart(laptop)).toEqual({ [bread.id]: 2, [cake.id]: 1 });

  // The laptop adds one more bread; the phone, back in front, shows it (and the cake) with no reload.
  await main(laptop)
    .getByRole('button', { name: `Sumar uno: ${bread.title}` })
    .click();
  await expect.poll(() => savedCart(laptop)).toEqual({ [bread.id]: 3, [cake.id]: 1 });
  await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(main(phone).getByText(cake.title, { exact: true }).first()).toBeVisible();
  await expect.poll(() => browserCart(phone)).toEqual({ [bread.id]: 3, [cake.id]: 1 });

  // The wishlist follows the account too: saved on the laptop, listed on the phone.
  await laptop.goto(`/allProducts/${cake.slug}`);
  await expectHydrated(laptop);
  const heart = main(laptop)
    .getByRole('button', { name: `Guardar en la lista de deseos: ${cake.title}` })
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () =>
      ((await (await laptop.request.get('/api/wishlist')).json()) as { lines: { id: string }[] }).lines.map(
        (l) => l.id,
      ),
    )
    .toEqual([cake.id]);
  await phone.goto('/wishlist');
  await appReady(phone);
  await expect(main(phone).getByRole('heading', { level: 2, name: cake.title })).toBeVisible();

  await phoneContext.close();
  await laptopContext.close();
});

test('a page left before its merge was answered does not double the cart on the next page', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request, 'merge_once');
  const cake = await apiProduct(request, '12');
  await seedCart(page, cake, 1);
  await signIn(page, account);
  // The server applies the merge; its answer reaches the page only after the shopper has left.
  let merges = 0;
  await page.route('**/api/cart/merge**', async (route) => {
    merges++;
    const response = await route.fetch();
    if (merges === 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.fulfill({ response }).catch(() => {});
  });
  await page.goto('/');
  await expect.poll(() => merges).toBe(1);
  await page.goto('/cart');
  await expect.poll(() => merges).toBe(2);
  // The same merge, sent again under its id, counted once: one cake, in the account and here.
  await expect.poll(() => savedCart(page)).toEqual({ 12: 1 });
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await expect.poll(() => browserCart(page)).toEqual({ 12: 1 });
});
