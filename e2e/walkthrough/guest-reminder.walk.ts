/**
 * Walk-through of checkout's "Avisame si me olvido algo" as a guest sees it (decision 0031), ticked,
 * at 390 and 1440 px, es and en.
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts guest-reminder
 */
import { expect, test } from '../support/fixtures.ts';
import { seedCart } from '../support/payments.ts';
import { apiProduct, main } from '../support/shop.ts';
import { contextIn, shots } from './walk-support.ts';

const shop = `http://127.0.0.1:${process.env.E2E_PORT}`;

for (const lang of ['es', 'en'] as const) {
  test(`guest reminder box in ${lang}`, async ({ browser }) => {
    const page = await (await contextIn(browser, lang, shop)).newPage();
    await seedCart(page, await apiProduct(page.request, '3', lang), 1);
    const box = main(page).getByRole('checkbox', {
      name: lang === 'en' ? /Remind me if I forget/ : /Avisame si me olvido/,
    });
    await shots(
      page,
      lang,
      'guest-reminder',
      () => page.goto('/checkout'),
      async () => {
        await expect(box).toBeVisible({ timeout: 30_000 });
        await box.check();
        await box.scrollIntoViewIfNeeded();
      },
    );
  });
}
