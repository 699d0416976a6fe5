/**
 * Abandoned-cart recovery (docs/decisions/0024-abandoned-carts.md), on the shop with test routes:
 * a signed-in shopper's cart left past the delay gets the reminder mail; its link opens the same
 * cart on another device that was never signed in, and its stop link ends the reminders.
 */
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mailbox.ts';
import { seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, appReady, headerCart, main } from '../support/shop.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';

const link = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  expect(match, `${pattern} in the mail`).not.toBeNull();
  return match![1]!;
};

for (const lang of ['es', 'en'] as const) {
  test(`the reminder's link restores the cart on another device, and its stop link ends reminders (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const [bread, cake] = [await apiProduct(request, '2', lang), await apiProduct(request, '12', lang)];
    // The shopper's phone: signed in, two breads and a cake; the account keeps them.
    // The account's language (its mails') is the one it signed up in.
    if (lang === 'en')
      await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
    const shopper = await signedInShopper(page, `olvido_${lang}`);
    await seedCart(page, bread, 2);
    await page.goto(lang === 'en' ? '/cart?lang=en' : '/cart');
    await appReady(page);
    await main(page)
      .getByRole('button', { name: lang === 'en' ? `One more: ${bread.title}` : `Sumar uno: ${bread.title}` })
      .waitFor();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/cart')).json()) as { lines: unknown[] }).lines.length,
      )
      .toBe(1);
    expect(
      (await page.request.patch('/api/cart', { data: { set: [{ productId: cake.id, quantity: 1 }] } })).ok(),
    ).toBeTruthy();

    // Seven hours later the sweep mails it.
    const remind = await page.request.post('/api/test/abandoned-carts/remind', {
      data: { email: shopper.account.email, at: new Date(Date.now() + 7 * 3_600_000).toISOString() },
    });
    expect(await remind.json()).toEqual({ sent: true });
    const mail = await waitForMail(
      shopper.account.email,
      lang === 'en' ? /your cart is waiting/ : /tu carrito te está esperando/,
    );
    expect(mail.text).toContain(`${bread.title} × 2`);
    expect(mail.text).toContain(`${cake.title} × 1`);
    const restore = link(mail.text, /https?:\/\/[^\s/]+(\/cart\?restore=[\w-]+)/);
    const stop = link(mail.text, /https?:\/\/[^\s/]+(\/unsubscribe\?cart=[\w-]+)/);

    // A laptop never signed in opens the link: the same cart, and the token leaves the address.
    const laptopContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: lang === 'en' ? 'en-US' : 'es-AR',
    });
    const laptop = await laptopContext.newPage();
    await laptop.goto(lang === 'en' ? `${restore}&lang=en` : restore);
    await appReady(laptop);
    await expect(
      main(laptop)
        .getByRole('status')
        .filter({
          hasText: lang === 'en' ? 'Your cart is back: 2 products' : 'Recuperamos tu carrito: 2 productos',
        }),
    ).toBeVisible();
    await expect(main(laptop).getByText(bread.title, { exact: true }).first()).toBeVisible();
    await expect(main(laptop).getByText(cake.title, { exact: true }).first()).toBeVisible();
    await expect(headerCart(laptop)).toContainText('3');
    await expect(laptop).not.toHaveURL(/restore=/);

    // The stop link: its page is static (decision 0030), no emotion rule inserted.
    await watchStyles(laptop);
    await laptop.goto(lang === 'en' ? `${stop}&lang=en` : stop);
    await expect(main(laptop).getByRole('status')).toContainText(
      lang === 'en'
        ? `we will send no more cart reminders to ${shopper.account.email}`
        : `no vamos a mandar más recordatorios del carrito a ${shopper.account.email}`,
    );
    expect((await styleReport(laptop)).emotionRules).toBe(0);
    await laptopContext.close();
  });
}

test.describe('the owner', () => {
  // axe is added to the page as a script, which the shop's CSP refuses.
  test.use({ bypassCSP: true });

  test('the owner sees the abandoned cart, reminds the customer on WhatsApp, and sets the reminders', async ({
    page,
    browser,
    request,
  }) => {
    // An account made through its mailed code and the owner's sign-in on the screens, then the page.
    test.setTimeout(90_000);
    const cake = await apiProduct(request, '12');
    // A customer with a saved cart and a mobile in the profile.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    const shopper = await signedInShopper(customerPage, 'olvido_wa');
    expect(
      (
        await customerPage.request.patch('/api/cart', {
          data: { set: [{ productId: cake.id, quantity: 2 }] },
        })
      ).ok(),
    ).toBeTruthy();
    await customerContext.close();

    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
    await signInAsAdmin(page, '/admin/abandoned-carts');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Carritos abandonados' })).toBeVisible();
    const row = main(page).locator(`[data-cart="${shopper.account.email}"]`).first();
    await expect(row).toContainText(`${cake.title} × 2`);
    await expect(row).toContainText('Sin recordar');
    const figures = main(page).getByRole('region', { name: 'Últimos 30 días' });
    await expect(figures.getByRole('definition')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: /Recordar por WhatsApp/ }).click();
    const chat = await popup;
    await chat.waitForURL(/^https:\/\/wa\.me\/5493875553333\?text=/);
    const text = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(text).toContain(`${cake.title} × 2`);
    expect(text).toMatch(/\/cart\?restore=[\w-]+/);
    await chat.close();
    await expect(row).toContainText('WhatsApp del');

    // The switch and the delay.
    const settings = main(page).getByRole('form', { name: 'Recordatorios por correo' });
    await settings.getByRole('switch', { name: 'Mandar recordatorios por correo' }).uncheck();
    await settings.getByRole('combobox', { name: 'Después de' }).click();
    await page.getByRole('option', { name: '12 horas' }).click();
    await settings.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Recordatorios guardados.')).toBeVisible();
    expect((await (await page.request.get('/api/admin/abandoned-carts')).json()).settings).toEqual({
      enabled: false,
      afterMinutes: 720,
    });
    expect(
      (
        await page.request.put('/api/admin/abandoned-carts/settings', {
          data: { enabled: true, afterMinutes: 360 },
        })
      ).ok(),
    ).toBeTruthy();
  });
});

test('a guest who typed an e-mail at checkout and ticked "Avisame si me olvido algo" gets the reminder (decision 0031)', async ({
  page,
  request,
}) => {
  const bread = await apiProduct(request, '2');
  const email = `guest_olvido_${Date.now()}@example.com`;
  await seedCart(page, bread, 2);
  const kept: { email: string; lines: unknown[] }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/cart-reminders/guest')) kept.push(r.postDataJSON() as (typeof kept)[number]);
  });
  await gotoHydrated(page, '/checkout');
  await appReady(page);
  await main(page).getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
  const box = main(page).getByRole('checkbox', { name: /Avisame si me olvido algo/ });
  await expect(box).not.toBeChecked();
  // Unticked, nothing leaves the browser: no reminder before the shopper asks for one.
  const asked = page.waitForResponse((r) => r.url().includes('/api/cart-reminders/guest'));
  await box.check();
  expect((await asked).ok()).toBeTruthy();
  expect(kept).toEqual([{ email, lines: [{ productId: bread.id, quantity: 2 }] }]);

  // Seven hours later the sweep mails that address, with the restore and stop links.
  const remind = await request.post('/api/test/abandoned-carts/remind', {
    data: { email, at: new Date(Date.now() + 7 * 3_600_000).toISOString() },
  });
  expect(await remind.json()).toEqual({ sent: true });
  const mail = await waitForMail(email, /tu carrito te está esperando/);
  expect(mail.text).toContain(`${bread.title} × 2`);
  link(mail.text, /https?:\/\/[^\s/]+(\/cart\?restore=[\w-]+)/);
  link(mail.text, /https?:\/\/[^\s/]+(\/unsubscribe\?cart=[\w-]+)/);
});
