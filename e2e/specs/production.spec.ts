import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { apiProduct, argentinaDay, main, orderNo } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// "the owner opens tomorrow's production list after two orders for tomorrow and
// one for another day and sees the right units", at 390 and 1440 px. The shop's 24 h notice would
// rule tomorrow out in the afternoon, so the spec sets it to 0 for its orders and puts it back;
// it runs in the catalogue-changes project, on a shop server of its own (playwright.config.ts).

type Production = { lines: { productId: string; units: number }[] };

async function unitsFor(request: APIRequestContext, date: string): Promise<Record<string, number>> {
  const res = await request.get(`/api/admin/production?date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  return Object.fromEntries(((await res.json()) as Production).lines.map((l) => [l.productId, l.units]));
}

async function shot(page: Page, name: string) {
  await keepScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("the owner opens tomorrow's production list and sees the units of tomorrow's orders only", async ({
  page,
  browser,
}) => {
  const tomorrow = argentinaDay(1);
  const later = argentinaDay(2);
  await signInAsAdmin(page, null);
  const admin = page.request;
  const settings = await (await admin.get('/api/admin/delivery/settings')).json();
  const before = await unitsFor(admin, tomorrow);

  const customerContext = await browser.newContext();
  const customer = customerContext.request;
  const account = await createConfirmedAccount(customer, 'prod_buyer');
  expect(
    (
      await customer.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const bread = await apiProduct(customer, '3');
  const other = await apiProduct(customer, '5');
  const lastname = `Horno${Date.now().toString(36)}`;
  const place = async (firstname: string, date: string, items: { id: string; quantity: number }[]) => {
    const res = await customer.post('/api/pedido', {
      data: {
        firstname,
        lastname,
        email: account.email,
        address: 'Belgrano 1',
        phone: '3875550000',
        paymentMethod: 'efectivo',
        delivery: { zoneId: '1', date, window: 'tarde' },
        items,
      },
      headers: { 'Idempotency-Key': `prod-${firstname}-${lastname}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { pedido: { number: number } }).pedido.number;
  };
  let ids: number[];
  expect(
    (await admin.put('/api/admin/delivery/settings', { data: { ...settings, leadTimeHours: 0 } })).ok(),
  ).toBeTruthy();
  try {
    ids = [
      await place('Ana', tomorrow, [
        { id: '3', quantity: 2 },
        { id: '5', quantity: 1 },
      ]),
      await place('Beto', tomorrow, [{ id: '3', quantity: 3 }]),
      await place('Ciro', later, [{ id: '3', quantity: 4 }]),
    ];
  } finally {
    expect((await admin.put('/api/admin/delivery/settings', { data: settings })).ok()).toBeTruthy();
  }
  await customerContext.close();
  const breadUnits = (before['3'] ?? 0) + 5;
  const otherUnits = (before['5'] ?? 0) + 1;
  const [ana, beto, ciro] = ids.map((n) => orderNo(n)) as [string, string, string];

  // Wide screen: from the dashboard's shortcut, the table of tomorrow's products.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await main(page).getByRole('link', { name: 'Producción de mañana' }).click();
  await expect(page).toHaveURL(/\/admin\/production$/);
  await expect(main(page).getByLabel('Día de entrega')).toHaveValue(tomorrow);
  const table = main(page).getByRole('table', { name: /^Productos a hornear el/ });
  const row = (title: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(row(bread.title).getByRole('cell').first()).toHaveText(String(breadUnits));
  await expect(row(other.title).getByRole('cell').first()).toHaveText(String(otherUnits));
  await expect(
    row(bread.title).getByRole('link', { name: `Abrir el pedido ${ana} de Ana ${lastname}` }),
  ).toBeVisible();
  await expect(
    row(bread.title).getByRole('link', { name: `Abrir el pedido ${beto} de Beto ${lastname}` }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: new RegExp(`${ciro} de`) })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
    'href',
    `/api/admin/production.csv?date=${tomorrow}&lang=es`,
  );
  await shot(page, 'production-1440-es');

  // Printed: the sheet only, without the shop's header and the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.locator('.production-print')).toBeVisible();
  await expect(page.locator('.production-print')).toContainText(bread.title);
  await page.emulateMedia({ media: 'screen' });

  // The other day lists Ciro's order and not tomorrow's.
  await main(page).getByLabel('Día de entrega').fill(later);
  await expect(page).toHaveURL(new RegExp(`date=${later}`));
  await expect(main(page).getByRole('link', { name: new RegExp(`${ciro} de`) })).toBeVisible();
  await expect(main(page).getByRole('link', { name: new RegExp(`${ana} de`) })).toHaveCount(0);

  // A phone: one card per product with its units.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/production');
  const card = (title: string) =>
    main(page)
      .getByTestId('production-card')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card(bread.title)).toContainText(`${breadUnits} u.`);
  await expect(card(other.title)).toContainText(`${otherUnits} u.`);
  await expect(
    card(bread.title).getByRole('link', { name: `Abrir el pedido ${beto} de Beto ${lastname}` }),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'production-390-es');
});

test('a production list for a date that does not exist answers 400 with the reason', async ({ page }) => {
  await signInAsAdmin(page, null);
  const res = await page.request.get('/api/admin/production?date=2031-02-30');
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: { message: string } }).error.message).toContain('AAAA-MM-DD');
});
