/**
 * Walk-through of the screens decision 0034 changed, for a person to look at: the WhatsApp message
 * of a checkout with its reference ("Pedido: W-…", shown on a stand-in for wa.me), the order desk
 * with a WhatsApp order to confirm, and /admin/reviews with the approval setting on and a review
 * waiting, at 390 and 1440 px in both languages. PNGs go to SHOTS_DIR (default
 * test-results/walkthrough/whatsapp-reviews).
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts whatsapp-reviews
 */
import { E2E_ADMIN } from '../support/admin-account.ts';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { apiProduct, main } from '../support/shop.ts';
import { contextAtWidth, settledShot, shotsDir } from './walk-support.ts';

const outDir = shotsDir('whatsapp-reviews');

const FIELDS = {
  es: {
    Nombre: 'Rocío',
    Apellido: 'Gómez',
    Teléfono: '387 555-7788',
    'Correo electrónico': 'rocio@example.com',
  },
  en: { 'First name': 'Rocío', 'Last name': 'Gómez', Phone: '387 555-7788', Email: 'rocio@example.com' },
} as const;

// One language after the other: both change the shop-wide review setting.
test.describe.configure({ mode: 'serial' });

for (const lang of ['es', 'en'] as const) {
  test(`walk-through of WhatsApp orders and review approval in ${lang}`, async ({ browser }) => {
    const admin = await browser.newContext();
    const signIn = await admin.request.post('/api/account/sign-in', {
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    expect(signIn.ok()).toBeTruthy();
    const cake = await apiProduct(admin.request, '3');
    const bread = await apiProduct(admin.request, '5');

    // A review waiting for approval.
    expect(
      (await admin.request.put('/api/admin/reviews/settings', { data: { holdUnverified: true } })).ok(),
    ).toBeTruthy();
    const reviewer = await browser.newContext();
    const account = await createConfirmedAccount(reviewer.request, `walkrev${lang}`);
    expect(
      (
        await reviewer.request.post('/api/account/sign-in', {
          data: { username: account.username, password: account.password },
        })
      ).ok(),
    ).toBeTruthy();
    const review = await reviewer.request.post(`/api/products/${bread.id}/reviews`, {
      data: {
        stars: 3.5,
        text:
          lang === 'es' ? 'Todavía no la probé, pero se ve muy rica.' : 'Not tried yet, but it looks great.',
      },
    });
    expect((await review.json()).pending).toBe(true);
    await reviewer.close();

    try {
      for (const width of [390, 1440]) {
        const context = await contextAtWidth(browser, lang, width);
        const page = await context.newPage();
        await page.addInitScript(
          (value) => {
            localStorage.setItem('cartItems', value);
          },
          JSON.stringify([
            {
              id: cake.id,
              type: cake.category,
              quantity: 2,
              title: cake.title,
              price: cake.price,
              imageSrc: cake.images[0] ?? '',
              description: '',
            },
          ]),
        );
        // A stand-in for wa.me that shows the message as WhatsApp would prefill it.
        await context.route('https://wa.me/**', (route) => {
          const text = new URL(route.request().url()).searchParams.get('text') ?? '';
          const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
          return route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><meta name="viewport" content="width=device-width"><main style="font:16px system-ui;padding:16px;background:#e5ddd5"><pre style="white-space:pre-wrap;background:#dcf8c6;padding:12px;border-radius:8px">${escaped}</pre></main>`,
          });
        });
        await page.goto('/checkout');
        for (const [label, value] of Object.entries(FIELDS[lang]))
          await main(page).getByRole('textbox', { name: label, exact: true }).fill(value);
        // Pickup at the shop, the first day on offer, afternoon (support/shop.ts chooseDelivery, in both languages).
        await main(page)
          .getByRole('radio', { name: lang === 'es' ? /Retiro en/ : /Pickup at/ })
          .first()
          .check();
        await main(page)
          .getByRole('combobox', { name: lang === 'es' ? /^Día/ : /^Day/ })
          .click();
        await page.getByRole('option').and(page.locator(':not([aria-disabled="true"])')).first().click();
        await main(page)
          .getByRole('radio', { name: lang === 'es' ? 'Tarde (14 a 19 h)' : 'Afternoon (2 pm to 7 pm)' })
          .check();
        const link = main(page).getByRole('link', { name: /WhatsApp/ });
        const popupPromise = page.waitForEvent('popup');
        await link.click();
        const popup = await popupPromise;
        await popup.waitForURL(/^https:\/\/wa\.me\//);
        await expect(popup.locator('pre')).toContainText(lang === 'es' ? 'Pedido: W-' : 'Order: W-');
        await popup.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await settledShot(outDir, popup, lang, 'whatsapp-message', true);
        await popup.close();
        await expect(link).toHaveAttribute('data-reference', /^W-/);
        await settledShot(outDir, page, lang, 'checkout-after-whatsapp');
        await context.close();

        const owner = await contextAtWidth(browser, lang, width);
        const ownerPage = await owner.newPage();
        expect(
          (
            await ownerPage.request.post('/api/account/sign-in', {
              data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
            })
          ).ok(),
        ).toBeTruthy();
        await ownerPage.goto('/admin/orders');
        await expect(main(ownerPage).getByTestId('whatsapp-order').first()).toBeVisible();
        await settledShot(outDir, ownerPage, lang, 'desk-whatsapp-order');
        await ownerPage.goto('/admin/reviews');
        await expect(
          main(ownerPage)
            .getByRole('button', { name: lang === 'es' ? /^Aprobar la reseña/ : /^Approve / })
            .first(),
        ).toBeVisible();
        await settledShot(outDir, ownerPage, lang, 'reviews-pending');
        await owner.close();
      }
    } finally {
      await admin.request.put('/api/admin/reviews/settings', { data: { holdUnverified: false } });
      await admin.close();
    }
  });
}
