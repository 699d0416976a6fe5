/**
 * Walk-through of the carts that follow the shopper and the abandoned-cart reminders (decisions
 * 0023, 0024), for a person to look at: the reminder mail, the cart opened from its link on another
 * device, the stop page and the owner's /admin/abandoned-carts, at 390 and 1440 px, es and en.
 * On the shop with test routes (a reminder "at" a later time).
 *   npm run build && npx playwright test -c e2e/walkthrough.config.ts abandoned-carts
 */
import path from 'node:path';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';
import { main } from '../support/shop.ts';
import { contextIn, outDir, shots } from './walk-support.ts';

const shop = `http://127.0.0.1:${process.env.E2E_CATALOG_PORT}`;

for (const lang of ['es', 'en'] as const) {
  test(`abandoned-cart screens in ${lang}`, async ({ browser }) => {
    const phone = await (await contextIn(browser, lang, shop)).newPage();
    const account = await createConfirmedAccount(phone.request, `walkcart_${lang}`);
    expect(
      (
        await phone.request.post('/api/account/sign-in', {
          data: { username: account.username, password: account.password },
        })
      ).ok(),
    ).toBeTruthy();
    const profile = {
      nombre: 'Lucía',
      apellido: 'Gómez',
      email: account.email,
      direccion: 'Caseros 450',
      telefono: '387 555-3333',
      notas: '',
    };
    expect((await phone.request.post('/api/cliente', { data: profile })).ok()).toBeTruthy();
    expect(
      (
        await phone.request.patch('/api/cart', {
          data: {
            set: [
              { productId: '2', quantity: 2 },
              { productId: '12', quantity: 1 },
              { productId: '7', quantity: 3 },
            ],
          },
        })
      ).ok(),
    ).toBeTruthy();
    await phone.request.post('/api/test/abandoned-carts/remind', {
      data: { email: account.email, at: new Date(Date.now() + 7 * 3_600_000).toISOString() },
    });
    const mail = await waitForMail(
      account.email,
      lang === 'en' ? /your cart is waiting/ : /tu carrito te está esperando/,
    );
    const restore = /https?:\/\/[^\s/]+(\/cart\?restore=[\w-]+)/.exec(mail.text)![1]!;
    const stop = /https?:\/\/[^\s/]+(\/unsubscribe\?cart=[\w-]+)/.exec(mail.text)![1]!;

    const mailPage = await browser.newPage({ viewport: { width: 700, height: 900 } });
    await mailPage.setContent(`<h3>${mail.subject}</h3>${mail.html}`);
    await mailPage.screenshot({ path: path.join(outDir, lang, 'mail-cart-reminder.png'), fullPage: true });
    await mailPage.close();

    // Another device, never signed in: each width is a fresh device (the link is opened once each).
    for (const width of [390, 1440]) {
      const laptop = await (await contextIn(browser, lang, shop)).newPage();
      await laptop.setViewportSize({ width, height: 900 });
      await laptop.goto(restore);
      // A fresh device loads the whole app first: on a busy host that alone has taken 14 s.
      await expect(
        main(laptop)
          .getByRole('status')
          .filter({ hasText: lang === 'en' ? 'Your cart is back' : 'Recuperamos tu carrito' }),
      ).toBeVisible({ timeout: 30_000 });
      await laptop.screenshot({
        path: path.join(outDir, lang, `${width}-cart-restored.png`),
        fullPage: true,
      });
      await laptop.context().close();
    }
    const stopPage = await (await contextIn(browser, lang, shop)).newPage();
    await shots(
      stopPage,
      lang,
      'cart-reminders-stop',
      () => stopPage.goto(stop),
      () => expect(main(stopPage).getByRole('status')).toBeVisible(),
    );

    const owner = await (await contextIn(browser, lang, shop)).newPage();
    expect(
      (
        await owner.request.post('/api/account/sign-in', {
          data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
        })
      ).ok(),
    ).toBeTruthy();
    await shots(
      owner,
      lang,
      'admin-abandoned-carts',
      () => owner.goto('/admin/abandoned-carts'),
      () => expect(main(owner).locator(`[data-cart="${account.email}"]`).first()).toBeVisible(),
    );
  });
}
