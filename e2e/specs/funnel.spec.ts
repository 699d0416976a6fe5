/**
 * The shop's own funnel: viewing a product, putting it in an empty cart and opening checkout each
 * send one same-origin beacon (no cookie is set for it), counted on today's Argentina day and shown
 * on the owner's dashboard.
 */
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { apiProduct, headerCart, main } from '../support/shop.ts';

interface FunnelDay {
  date: string;
  productViews: number;
  cartsStarted: number;
  checkoutsBegun: number;
  orders: number;
}

test('a product view, a cart started and a checkout begun are counted and shown on the dashboard', async ({
  page,
  browser,
}) => {
  const owner = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInAsAdmin(owner);
  const today = async () =>
    ((await (await owner.request.get('/api/admin/funnel')).json()) as { days: FunnelDay[] }).days.at(-1)!;
  const before = await today();

  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/funnel')) beacons.push((r.postDataJSON() as { event: string }).event);
  });
  const bread = await apiProduct(page.request, '3');
  await page.goto(`/allProducts/${bread.slug}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  await expect.poll(() => beacons).toEqual(['product_view']);
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await expect.poll(() => beacons).toEqual(['product_view', 'cart_started']);
  await headerCart(page).click();
  await main(page).getByRole('link', { name: 'Realizar Pedido' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  await expect.poll(() => beacons).toEqual(['product_view', 'cart_started', 'checkout_begun']);
  // Counted (other tests may count too, at the same time).
  await expect
    .poll(async () => {
      const now = await today();
      return (
        now.productViews > before.productViews &&
        now.cartsStarted > before.cartsStarted &&
        now.checkoutsBegun > before.checkoutsBegun
      );
    })
    .toBe(true);
  // The beacons set no cookie: the shopper's browser holds only what it held before.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('funnel');

  await owner.goto('/admin');
  const table = main(owner).getByRole('table', { name: 'Embudo de la tienda' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Día',
    'Vistas de producto',
    'Carritos iniciados',
    'Checkouts iniciados',
    'Pedidos',
  ]);
  await expect(table.getByRole('row')).toHaveCount(32);
  await owner.context().close();
});
