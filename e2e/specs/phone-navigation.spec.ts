/**
 * Navigation a phone user expects: Back closes an open drawer, zoom view or dialog
 * before it leaves the page, and closing one by the UI leaves no history entry behind; a new
 * page opens at its top and Back/Forward return to the earlier position; the footer's section
 * links land on their section from any page. And the browser-rendered pages' server shells
 * (/cart...) give way to the app without layout shift.
 */
import { expect, test } from '../support/fixtures.ts';
import { apiProduct, appReady, headerCart, main, productCards } from '../support/shop.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back closes the menu drawer first; closing it by the UI or a link leaves no stray entry', async ({
  page,
}) => {
  await page.goto('/about');
  await appReady(page);
  await page.goto('/');
  await appReady(page);
  const hamburger = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
  const drawerNav = page.getByRole('navigation', { name: 'Menú principal' });

  await hamburger.click();
  await expect(drawerNav).toBeVisible();
  await page.goBack();
  await expect(drawerNav).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // Closed by its button: Back now leaves the page, as if the drawer had never been opened.
  await hamburger.click();
  await expect(drawerNav).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(drawerNav).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/$/);
  await appReady(page);

  // Followed a link from the drawer: Back returns to the page the drawer was opened on, closed.
  await hamburger.click();
  await drawerNav.getByRole('link', { name: 'Productos', exact: true }).click();
  await expect(page).toHaveURL(/\/allProducts$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(drawerNav).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('Back closes the product zoom view, then leaves the product page', async ({ page, request }) => {
  const product = await apiProduct(request, '0');
  await page.goto('/allProducts');
  await appReady(page);
  await page.goto(`/allProducts/${product.slug}`);
  const dialog = page.getByRole('dialog', { name: 'Imagen ampliada' });
  await main(page).getByRole('button', { name: 'Ampliar imagen' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/allProducts/${product.slug}$`));

  await main(page).getByRole('button', { name: 'Ampliar imagen' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Closed by the UI, the view takes its history entry off a task later (lib/use-back-to-close.ts):
  // a Back before that only pops it (seen once under load, run with other specs).
  await expect
    .poll(() => page.evaluate(() => (history.state as { overlay?: string } | null)?.overlay))
    .toBeUndefined();
  await page.goBack();
  await expect(page).toHaveURL(/\/allProducts$/);
});

test('a new page opens at its top; Back and Forward return to the earlier positions', async ({ page }) => {
  await page.goto('/allProducts');
  await appReady(page);
  const cards = productCards(main(page));
  await expect(cards.nth(5)).toBeVisible();
  const card = cards.nth(5);
  await card.scrollIntoViewIfNeeded();
  const listY = await scrollY(page);
  expect(listY).toBeGreaterThan(400);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/allProducts\/[^/]+$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);

  await page.goBack();
  await expect(page).toHaveURL(/\/allProducts$/);
  await expect.poll(() => scrollY(page)).toBe(listY);
  await page.goForward();
  await expect(page).toHaveURL(/\/allProducts\/[^/]+$/);
  await expect.poll(() => scrollY(page)).toBe(300);
});

test('a page loaded as a new document opens at its top, not at the scroll position of the page loaded before it', async ({
  page,
}) => {
  // A link tapped before its part of the page is hydrated is followed by the browser: a new
  // document, whose history entry React Router cannot tell apart from the one before by its key.
  await page.goto('/allProducts');
  await appReady(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(1000);
  // A page the browser renders (the server sends its shell): React Router restores its position.
  await page.goto('/arrepentimiento');
  await appReady(page);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' }),
  ).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});

test('the footer\'s "Botón de arrepentimiento" opens the withdrawal form from any page, and the terms\' section opens by its link', async ({
  page,
}) => {
  for (const from of ['/', '/cart', '/allProducts']) {
    await page.goto(from);
    await appReady(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Botón de arrepentimiento', exact: true })
      .click();
    await expect(page).toHaveURL(/\/arrepentimiento$/);
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' }),
    ).toBeInViewport();
  }
  await page.goto('/terms#arrepentimiento');
  await appReady(page);
  await expect(page.locator('#arrepentimiento')).toBeInViewport();
});

for (const [name, hash, target] of [['Preguntas frecuentes', /\/about#faq$/, '#faq']] as const) {
  test(`the footer's "${name}" link lands on ${target} from any page`, async ({ page }) => {
    for (const from of ['/', '/cart', '/allProducts']) {
      await page.goto(from);
      await appReady(page);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(hash);
      await expect(page.locator(target)).toBeInViewport();
      expect(await scrollY(page), from).toBeGreaterThan(200);
    }
    // Opened directly too.
    await page.goto('/about#faq');
    await appReady(page);
    await expect(page.locator(target)).toBeInViewport();
  });
}

test('the /cart shell paints header, footer and skeleton, then the app takes over without layout shift', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, '0');
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A cart with one line, as a returning shopper has it.
  await page.goto(`/allProducts/${product.slug}`);
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await page.goto('/cart');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Mi Carrito' })).toBeVisible();
  await expect(main(page).getByText(product.title).first()).toBeVisible();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
});
