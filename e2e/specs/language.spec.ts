import { expect, test } from '../support/fixtures.ts';
import { apiProducts, appReady, main } from '../support/shop.ts';

test('switching to English survives a reload', async ({ page, request }) => {
  const es = await apiProducts(request, { lang: 'es', limit: 1 });
  const en = await apiProducts(request, { lang: 'en', limit: 1 });
  const esTitle = es.items[0]!.title;
  const enTitle = en.items[0]!.title;
  expect(enTitle).not.toBe(esTitle);

  await page.goto('/');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(main(page).getByText(esTitle).first()).toBeVisible();

  await page
    .getByRole('banner')
    .getByRole('button', { name: /English/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'All products' })).toBeVisible();
  await expect(main(page).getByText(enTitle).first()).toBeVisible();

  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'All products' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Savoury' })).toBeVisible();
  await expect(main(page).getByText(enTitle).first()).toBeVisible();
  await expect(main(page).getByText(esTitle)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Productos' })).toHaveCount(0);
});
