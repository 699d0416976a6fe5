/**
 * The product page's zoom view: it magnifies (fills a phone's width, double-tap
 * zooms further) and reaches all four images (buttons, swipe, arrow keys).
 */
import { expect, test } from '../support/fixtures.ts';
import { apiProduct, main } from '../support/shop.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the zoom view fills the phone, zooms on double-tap and moves between the four images', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, '0');
  await watchStyles(page);
  await page.goto(`/allProducts/${product.slug}`);
  await main(page).getByRole('button', { name: 'Ampliar imagen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Imagen ampliada' });
  await expect(dialog).toBeVisible();
  // The static dialog (decision 0030): opening it computes no emotion style.
  expect((await styleReport(page)).emotionRules).toBe(0);
  const image = dialog.locator('img');
  await expect(image).toBeVisible();
  expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(370);

  const viewport = dialog.getByTestId('zoom-viewport');
  await viewport.dblclick();
  await expect.poll(async () => (await dialog.locator('img').boundingBox())!.width).toBeGreaterThan(800);
  await viewport.dblclick();
  await expect.poll(async () => (await dialog.locator('img').boundingBox())!.width).toBeLessThanOrEqual(390);

  await dialog.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(dialog.getByText('2 de 4')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${product.title}: foto 2 de 4` })).toBeVisible();

  // A swipe to the left shows the next one.
  const box = (await viewport.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText('3 de 4')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('2 de 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
});
