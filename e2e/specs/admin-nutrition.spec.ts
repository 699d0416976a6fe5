/**
 * The owner declares an allergen in the product form and the shop's "sin frutos secos"
 * filter follows at once. Changes the catalogue, so playwright.config.ts runs it with the
 * catalogue-changes project, on its own shop server (the other specs count the seeded catalogue).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { main, productCards } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';

async function shot(page: Page, info: TestInfo, name: string) {
  await keepScreenshot(page, { path: info.outputPath(`${name}.png`), fullPage: true });
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test('the owner declares nuts in the crackers and "sin frutos secos" no longer lists them', async ({
  page,
}, info) => {
  await signInAsAdmin(page, '/admin/products/3');
  const form = main(page).getByRole('form', { name: 'Datos del producto' });
  const net = form.getByLabel('Carbohidratos netos (g), Por porción');
  await expect(net).toHaveValue('1');
  await expect(form.getByLabel('Porción (gramos)')).toHaveValue('37.5');
  await expect(form.getByRole('checkbox', { name: 'Sésamo' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Frutos secos' }).check();
  // A figure beyond the total is refused on the spot, under the field.
  await net.fill('8');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText('Los carbohidratos netos no pueden superar a los totales')).toBeVisible();
  await net.fill('1,2');
  await form
    .getByLabel('Ingredientes en español')
    .fill('Semillas de lino, girasol, calabaza y sésamo, nueces, queso parmesano, sal.');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await form.getByRole('heading', { name: 'Información nutricional' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'admin-facts-es-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, info, 'admin-facts-es-390');

  await page.goto('/allProducts?exclude=nuts');
  await expect(productCards(main(page))).toHaveCount(0);
  await expect(page.getByTestId('filter-empty')).toContainText('Ningún producto cumple este filtro.');
  await shot(page, info, 'filter-empty-es-390');
  await page.getByRole('link', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/allProducts$/);
  await expect(productCards(main(page))).toHaveCount(10);

  await page.goto('/allProducts/crackers-keto-de-semillas');
  const facts = page.getByRole('region', { name: 'Información nutricional' });
  await expect(facts.getByRole('listitem')).toHaveText(['Leche', 'Frutos secos', 'Sésamo']);
  await expect(facts.getByRole('row', { name: /^Carbohidratos netos/ })).toContainText('1,2 g');
});
