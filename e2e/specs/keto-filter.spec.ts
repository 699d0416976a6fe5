/**
 * a shopper filters out nuts and the products with nuts disappear, in
 * both languages, on a phone (390 px) and a desktop (1440 px); the filtered list is in the URL
 * (shared, server-rendered, also without JavaScript); the product page shows the nutrition table
 * and allergen badges; a bad filter in the URL is ignored with a visible note.
 * Screenshots go to the test's output folder with E2E_SCREENSHOTS set (and to $SHOTS_DIR when set).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { apiProducts, main, productCards } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';

const TEXTS = {
  es: {
    nutFree: 'Sin frutos secos',
    nutsBread: 'Pan keto de semillas',
    crackers: 'Crackers keto de semillas',
    facts: 'Información nutricional',
    net: 'Carbohidratos netos',
    milk: 'Leche',
    sesame: 'Sésamo',
    ignored: /no es válida y no se aplicó/,
  },
  en: {
    nutFree: 'Nut-free',
    nutsBread: 'Keto seed bread',
    crackers: 'Keto seed crackers',
    facts: 'Nutrition facts',
    net: 'Net carbohydrates',
    milk: 'Milk',
    sesame: 'Sesame',
    ignored: /not valid and was not applied/,
  },
} as const;

async function shot(page: Page, info: TestInfo, name: string) {
  const file = info.outputPath(`${name}.png`);
  await keepScreenshot(page, { path: file, fullPage: true });
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

for (const width of [390, 1440]) {
  for (const lang of ['es', 'en'] as const) {
    test(`a shopper filters out nuts on /allProducts (${lang}, ${width} px)`, async ({
      page,
      request,
    }, info) => {
      const t = TEXTS[lang];
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      if (lang === 'en') {
        await page.addInitScript(() => localStorage.setItem('lang', 'en'));
        await page.context().addCookies([{ name: 'lang', value: 'en', url: info.project.use.baseURL! }]);
      }
      const { items: nutFree, total } = await apiProducts(request, { lang, limit: 50, exclude: 'nuts' });
      expect(nutFree.length).toBe(total);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(17);

      await page.goto('/allProducts');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const cards = productCards(main(page));
      await expect(cards.filter({ hasText: t.nutsBread })).toHaveCount(1);

      const fold = page.getByTestId('catalog-filter-fold');
      const summary = fold.locator('summary');
      const nutFreeBox = page.getByRole('checkbox', { name: t.nutFree, exact: true });
      if (width < 900) {
        // Phones: the filter is folded so the first products show in the first screen.
        await expect(nutFreeBox).toBeHidden();
        await expect(summary).toHaveText(new RegExp(`^${lang === 'es' ? 'Filtrar' : 'Filter'}\\b`));
        expect((await cards.first().boundingBox())!.y).toBeLessThan(844);
        await summary.click();
      } else {
        await expect(summary).toBeHidden();
      }
      await nutFreeBox.check();
      await expect(page).toHaveURL(/[?&]exclude=nuts(&|$)/);
      if (width < 900) await expect(summary).toContainText(`(1)`);
      await expect(cards.filter({ hasText: t.nutsBread })).toHaveCount(0);
      await expect(cards).toHaveCount(total);
      await expect(cards.filter({ hasText: t.crackers })).toHaveCount(1);
      await shot(page, info, `filter-${lang}-${width}`);

      // The product page of one that is left: nutrition table and allergen badges.
      await cards.filter({ hasText: t.crackers }).getByRole('link').first().click();
      const facts = page.getByRole('region', { name: t.facts });
      await expect(facts).toBeVisible();
      await expect(facts.getByRole('row', { name: new RegExp(`^${t.net}`) })).toContainText(/1\s?g/);
      await expect(facts.getByRole('listitem')).toHaveText([t.milk, t.sesame]);
      await facts.scrollIntoViewIfNeeded();
      await shot(page, info, `facts-${lang}-${width}`);

      // A bad value in a shared URL: the rest of the filter applies, and the page says what was left out.
      await page.goto('/allProducts?exclude=nuts,lupin&maxNetCarbs=-3');
      await expect(page.getByTestId('filter-ignored')).toHaveText(t.ignored);
      await expect(cards).toHaveCount(total);
      await shot(page, info, `ignored-${lang}-${width}`);
    });
  }
}

test('ticking "Sin frutos secos" narrows the shown list at once, before the server answers', async ({
  page,
  request,
}) => {
  const { total } = await apiProducts(request, { limit: 50, exclude: 'nuts' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/allProducts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const cards = productCards(main(page));
  await expect(cards).toHaveCount(10);
  // The filtered list's answer is held until the narrowed list has been checked.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/products\?.*exclude=nuts/, async (route) => {
    await held;
    await route.continue();
  });
  const status = main(page)
    .getByRole('status')
    .filter({ hasText: /Mostrando/ });
  await expect(status).toHaveText(/^Mostrando 10 de \d+ productos$/);

  await page.getByRole('checkbox', { name: TEXTS.es.nutFree, exact: true }).check();
  // At once: the products already shown that have no nuts, in their order; the count waits.
  await expect(cards.filter({ hasText: TEXTS.es.nutsBread })).toHaveCount(0);
  const narrowed = await cards.count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(10);
  await expect(status).toHaveCount(0);
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(1);

  // The server's answer completes the page: up to 10 products without nuts, and the count.
  release();
  await expect(page).toHaveURL(/[?&]exclude=nuts(&|$)/);
  await expect(cards).toHaveCount(Math.min(total, 10));
  await expect(status).toHaveText(`Mostrando ${Math.min(total, 10)} de ${total} productos`);
  await expect(cards.filter({ hasText: TEXTS.es.nutsBread })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter is a plain form: the server renders the filtered list', async ({ page, request }) => {
    const { total } = await apiProducts(request, { limit: 50, exclude: 'nuts' });
    await page.goto('/allProducts');
    await page.getByRole('checkbox', { name: TEXTS.es.nutFree, exact: true }).check();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page).toHaveURL(/[?&]exclude=nuts/);
    const cards = productCards(main(page));
    await expect(cards).toHaveCount(Math.min(total, 10));
    await expect(cards.filter({ hasText: TEXTS.es.nutsBread })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: TEXTS.es.nutFree, exact: true })).toBeChecked();
  });
});
