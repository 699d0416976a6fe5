import { expect, test } from '../support/fixtures.ts';
import { apiProduct, appReady, main } from '../support/shop.ts';

const SLUG = 'pan-keto-de-semillas';

// A link shared in English (?lang=en) opens the English page with English tags, and the
// choice is kept; one tab-title pattern, the same after navigating in the browser.
test('?lang=en serves the English page with English tags and keeps the choice', async ({ page, request }) => {
  const en = await apiProduct(request, SLUG, 'en');
  const es = await apiProduct(request, SLUG, 'es');

  // What a link fetcher reads: the server's HTML before any script runs.
  const res = await request.get(`/allProducts/${SLUG}?lang=en`, { headers: { accept: '*/*' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain(`<meta property="og:locale" content="en_US">`);
  expect(html).toContain(`<title>${en.title} · Keto Bakery</title>`);

  await page.goto(`/allProducts/${SLUG}?lang=en`);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${en.title} · Keto Bakery`);
  await expect(main(page).getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', en.title);
  await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'ARS');
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    new RegExp(`/allProducts/${SLUG}$`),
  );
  // Still English once the app has started (it did not fall back to the saved Spanish).
  await expect(main(page).getByText(es.title)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  // Navigating in the browser keeps the language and the title pattern.
  await page.getByRole('banner').getByRole('link', { name: 'All products' }).first().click();
  await expect(page).toHaveURL(/\/allProducts$/);
  await expect(page).toHaveTitle('All products · Keto Bakery');

  // A page opened later without ?lang stays English (cookie and saved choice), rendered in the browser too.
  await page.goto('/cart');
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('My Cart · Keto Bakery');

  // ?lang=es switches back.
  await page.goto(`/allProducts/${SLUG}?lang=es`);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(`${es.title} · Panadería Keto`);
  await expect(main(page).getByRole('heading', { level: 1, name: es.title })).toBeVisible();
});
