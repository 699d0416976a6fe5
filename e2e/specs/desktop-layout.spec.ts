/**
 * Desktop layout of the walk-through: the shop's name shows at every width, toasts
 * open below the header's controls, a full page of /allProducts fills its rows, and checkout's
 * summary stays beside its forms.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { coveredControls } from '../support/layout.ts';
import { seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, main, productCards } from '../support/shop.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('the header names the shop from 1200 to 1299 px too', async ({ page }) => {
  for (const width of [1200, 1250, 1299, 1300, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /ir al inicio/ }),
      `${width} px`,
    ).toHaveText(/Panadería Keto/);
    await expect(page.getByRole('banner').getByText('Panadería Keto'), `${width} px`).toBeVisible();
  }
});

test('a toast leaves the language switch and the header badges uncovered', async ({ page, request }) => {
  const product = await apiProduct(request, 'pan-lactal-keto');
  await page.goto(`/allProducts/${product.slug}`);
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregaste' })).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});

test('a full page of /allProducts fills its rows: no orphan cards', async ({ page }) => {
  await page.goto('/allProducts');
  const cards = productCards(main(page));
  await expect(cards).toHaveCount(10);
  const tops = await cards.evaluateAll((items) =>
    items.map((li) => Math.round(li.getBoundingClientRect().top)),
  );
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  const counts = [...perRow.values()];
  expect(
    counts.every((n) => n === counts[0]),
    `cards per row: ${counts.join(', ')}`,
  ).toBe(true);
});

test('the pre-filled checkout keeps its summary and buttons beside the forms, not an empty column', async ({
  page,
}) => {
  await signedInShopper(page, 'deskcheckout');
  await seedCart(page, await apiProduct(page.request, '12'), 2);
  await gotoHydrated(page, '/checkout');
  const payment = main(page).getByRole('group', { name: /Forma de pago/ });
  await expect(payment).toBeVisible({ timeout: 20_000 });
  // The shopper sees the saved data filled in (the accordion's summary), opens it to check it,
  // then goes down to the payment method. Before the profile arrives the accordion is open and
  // empty, and a tap then closes it.
  const personal = main(page).getByRole('button', { name: /Mis Datos Personales/ });
  await expect(personal).toContainText('Caseros 450');
  await personal.click();
  await expect(main(page).getByRole('textbox', { name: /Nombre/ })).toBeVisible();
  await payment.getByRole('radio').last().scrollIntoViewIfNeeded();
  await expect(payment.getByRole('radio').last()).toBeInViewport();
  const summary = main(page).getByRole('region', { name: 'Resumen del pedido' });
  for (const target of [
    summary.getByText('Total', { exact: true }),
    summary.getByRole('button', { name: 'Confirmar Pedido en Web' }),
  ]) {
    await expect(target).toBeInViewport({ ratio: 1 });
    expect(await uncovered(target), (await target.textContent()) ?? '').toBe(true);
  }
});

/** Whether the element's centre shows the element itself (nothing fixed or sticky drawn over it). */
function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
}
