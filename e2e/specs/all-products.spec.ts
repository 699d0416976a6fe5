import { expect, test } from '../support/fixtures.ts';
import { apiProducts, main, productCards } from '../support/shop.ts';

test('/allProducts shows 10 products, "Cargar más" until the whole catalogue, then no button', async ({
  page,
  request,
}) => {
  const { total, items: all } = await apiProducts(request, { limit: 50 });
  expect(total).toBe(17);

  await page.goto('/allProducts');
  const cards = productCards(main(page));
  const loadMore = main(page).getByRole('button', { name: 'Cargar más' });

  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText(all[0]!.title);

  let expected = 10;
  while (expected < total) {
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    expected = Math.min(total, expected + 10);
    await expect(cards).toHaveCount(expected);
  }
  await expect(cards.last()).toContainText(all[total - 1]!.title);
  await expect(loadMore).toHaveCount(0);
  // No product is shown twice.
  const titles = await cards.getByRole('link').allInnerTexts();
  expect(new Set(titles).size).toBe(total);
});
