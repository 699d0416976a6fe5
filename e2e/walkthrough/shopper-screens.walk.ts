/**
 * Walk-through of the shopper's screens on static CSS (decisions 0025, 0030), with the menu drawer
 * (0044) and the pages the server renders from the cart's and wishlist's cookies (0040, 0041), for
 * a person to look at, at 390 and 1440 px in Spanish and English: the home after "Agregar" on its
 * first card and the heart on its second (the header's counts), the menu drawer open (phone),
 * /allProducts, a product page, and /cart, /wishlist and /checkout of a signed-in shopper with a
 * saved profile, as the server renders them for a returning shopper.
 * PNGs go to SHOTS_DIR (default test-results/walkthrough/shopper-screens).
 *   npm run build -w web && npx playwright test -c e2e/walkthrough.config.ts shopper-screens
 */
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { signedInShopper } from '../support/payments.ts';
import { apiProduct, headerCart, main, productCards } from '../support/shop.ts';
import { contextAtWidth, settledShot, shotsDir } from './walk-support.ts';

const outDir = shotsDir('shopper-screens');

for (const lang of ['es', 'en'] as const) {
  test(`shopper screens in ${lang}`, async ({ browser }) => {
    const es = lang === 'es';
    for (const width of [390, 1440]) {
      const context = await contextAtWidth(browser, lang, width);
      const page = await context.newPage();
      await signedInShopper(page, `walk30${lang}${width}`);
      const shot = (name: string, fullPage = false) => settledShot(outDir, page, lang, name, fullPage);

      await gotoHydrated(page, '/');
      const cards = productCards(main(page));
      await cards
        .first()
        .getByRole('button', { name: es ? /^Agregar al carrito/ : /^Add to cart/ })
        .click();
      await cards
        .nth(1)
        .getByRole('button', { name: es ? /^Guardar en la lista de deseos/ : /^Save to wishlist/ })
        .click();
      await expect(headerCart(page)).toBeVisible();
      await cards.first().scrollIntoViewIfNeeded();
      await shot('home-card-in-cart');

      if (width < 600) {
        await page.getByRole('button', { name: es ? 'Abrir menú' : 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400); // the drawer's slide-in
        await page.screenshot({ path: path.join(outDir, `${lang}-${width}-drawer.png`) });
        await page.keyboard.press('Escape');
      }

      await gotoHydrated(page, '/allProducts');
      await shot('all-products');
      const bread = await apiProduct(page.request, '3', lang);
      await gotoHydrated(page, `/allProducts/${bread.slug}`);
      await shot('product');
      await gotoHydrated(page, '/cart');
      await shot('cart', true);
      await gotoHydrated(page, '/wishlist');
      await shot('wishlist', true);
      await page.goto('/checkout');
      await expect(
        main(page).getByRole('button', { name: es ? 'Confirmar Pedido en Web' : 'Confirm order on the web' }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await shot('checkout', true);
      await context.close();
    }
  });
}
