import { expect, test } from '../support/fixtures.ts';

// The server answers unknown pages with a 404 status (and the rendered 404 view); Chromium logs
// that status of the page itself as a console error.
test.use({ allowedConsoleErrors: [/status of 404 .*\/esta-pagina-no-existe\)$/] });

test('an unknown route shows the 404 with a countdown that goes home after 20 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();

  const timer = page.getByRole('timer');
  const seconds = async () => Number((await timer.innerText()).match(/\d+/)?.[0]);
  await expect(timer).toContainText('20');
  const start = await seconds();
  expect(start).toBe(20);

  await page.clock.runFor(5_000);
  await expect(timer).toContainText('15');
  expect(await seconds()).toBeLessThan(start);
  await expect(page).toHaveURL(/\/esta-pagina-no-existe$/);

  await page.clock.runFor(15_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
});

test.describe('unknown product', () => {
  // The browser itself logs the 404 of the page (server-rendered) or of the API (rendered in the browser).
  test.use({
    allowedConsoleErrors: [/status of 404 .*\/(api\/products|allProducts)\/producto-que-no-existe/],
  });

  test('an unknown product title shows the 404 view', async ({ page }) => {
    await page.goto('/allProducts/producto-que-no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('20');
  });
});
