import { expect, test } from '../support/fixtures.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { placeOrder, signedInShopper } from '../support/payments.ts';
import { main } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';

// The owner's dashboard, production list and reviews fit a phone and a wide screen in
// both languages (no sideways scroll, texts translated); the screenshots are kept for a look.
for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`the owner's dashboard, production list and reviews fit at ${width} px in ${lang}`, async ({
      page,
      browser,
    }) => {
      // Sales of two long-named products, so the best sellers chart has names to fit.
      const shopperContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      const shopperPage = await shopperContext.newPage();
      await placeOrder(shopperPage, await signedInShopper(shopperPage, 'chart'), 'efectivo', [
        { id: '9', quantity: 2 },
        { id: '12', quantity: 1 },
      ]);
      await shopperContext.close();
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
      }
      const t =
        lang === 'es'
          ? {
              revenue: 'Facturación de los últimos 30 días',
              production: 'Producción',
              reviews: 'Opiniones',
              push: 'Activar avisos',
            }
          : {
              revenue: 'Revenue over the last 30 days',
              production: 'Production',
              reviews: 'Reviews',
              push: 'Turn on alerts',
            };
      const pages = [
        // Ready once the charts' chunk has drawn (both charts come with it).
        {
          path: '/admin',
          ready: main(page).getByRole('img', { name: lang === 'es' ? /^Unidades vendidas/ : /^Units sold/ }),
        },
        {
          path: '/admin/production',
          ready: main(page).getByRole('heading', { level: 1, name: t.production }),
        },
        { path: '/admin/reviews', ready: main(page).getByRole('heading', { level: 1, name: t.reviews }) },
      ];
      // Best sellers: whole names in the list under the chart, and in the chart itself on a wide screen.
      await page.goto('/admin');
      const chart = main(page).getByRole('img', {
        name: lang === 'es' ? /^Unidades vendidas/ : /^Units sold/,
      });
      await expect(chart).toBeVisible({ timeout: 20_000 });
      await expect(main(page).getByRole('heading', { name: t.revenue })).toBeVisible();
      // What cart reminders brought back, per period (decisions 0024 and 0031).
      // A table on a wide screen, a card per period on a phone (nothing cut at 390 px).
      const recoveryName = lang === 'es' ? 'Carritos recordados' : 'Carts reminded';
      const periods = [
        lang === 'es' ? /^Hoy/ : /^Today/,
        lang === 'es' ? /^Esta semana/ : /^This week/,
        lang === 'es' ? 'Últimos 30 días' : 'Last 30 days',
      ];
      if (width >= 900) {
        const recovery = main(page).getByRole('table', { name: recoveryName });
        await expect(recovery.getByRole('columnheader')).toHaveText(
          lang === 'es'
            ? ['Período', 'Recordados', 'Recuperados', 'Pedidos', 'Facturación']
            : ['Period', 'Reminded', 'Restored', 'Orders', 'Revenue'],
        );
        await expect(recovery.getByRole('rowheader')).toHaveText(periods);
      } else {
        const recovery = main(page).getByRole('list', { name: recoveryName });
        await expect(recovery.getByRole('heading', { level: 3 })).toHaveText(periods);
        await expect(recovery.getByRole('listitem').first()).toContainText(
          lang === 'es' ? 'Recuperados' : 'Restored',
        );
        // The funnel: its totals and the last 7 days as cards, then every day on request.
        const funnel = main(page).getByRole('list', {
          name: lang === 'es' ? 'Embudo de la tienda' : "The shop's funnel",
        });
        await expect(funnel.getByRole('listitem')).toHaveCount(8);
        await main(page)
          .getByRole('button', { name: lang === 'es' ? 'Ver los 30 días' : 'Show all 30 days' })
          .click();
        await expect(funnel.getByRole('listitem')).toHaveCount(31);
      }
      const longNames =
        lang === 'es'
          ? ['Cookies keto con chips de chocolate', 'Torta keto de chocolate y nuez']
          : ['Keto chocolate chip cookies', 'Keto chocolate and walnut cake'];
      for (const name of longNames)
        await expect(main(page).getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
      if (width >= 600)
        expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining(longNames));
      for (const { path, ready } of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible({ timeout: 20_000 });
        await expect(main(page)).not.toContainText(/\b(owner|admin|validation)\.[a-z]+\.[a-zA-Z]/);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        await keepScreenshot(page, {
          path: test.info().outputPath(`${path.replace(/\//g, '_')}-${lang}-${width}.png`),
          fullPage: true,
        });
      }
      // Without a service worker the alerts control says how to enable them. The button is last on
      // the page: wait until the figures and the lazy charts above it have loaded, as a person waits
      // for the page to settle, or the click can land where the button was before they pushed it
      // down (the button stayed idle, no note, in two clean-clone runs). The sections show a
      // "Loading…" status while they load, not a progress bar: waiting for no progress bar, as this
      // spec did, waited for nothing.
      await page.goto('/admin');
      await expect(pages[0].ready).toBeVisible({ timeout: 20_000 });
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: lang === 'es' ? 'Cargando…' : 'Loading…' }),
      ).toHaveCount(0, { timeout: 20_000 });
      await main(page).getByRole('button', { name: t.push }).click();
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: lang === 'es' ? /service worker/ : /service worker/ }),
      ).toBeVisible();
    });
  }
}
