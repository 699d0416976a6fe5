import { expect, test } from '../support/fixtures.ts';
import { main } from '../support/shop.ts';

test('the header\'s "Ingresar" leads to a page that explains WhatsApp orders need no account', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ingresar' })).toBeVisible();
  await expect(main(page)).toContainText('WhatsApp');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Ver productos' }).click();
  await expect(page).toHaveURL(/\/allProducts$/);
});
