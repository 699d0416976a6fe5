/**
 * The first-order 10 %: subscribe from the home promo, confirm by the mailed link, get the
 * code by mail, apply it at checkout, and find the discount in the summary, the WhatsApp text, the
 * confirmed order (/orders) and both order mails; the unsubscribe link works. The owner's coupon
 * and subscriber screens at phone and desktop widths, in Spanish and English.
 */
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { linkInMail, waitForMail } from '../support/mailbox.ts';
import { apiProduct, ars, chooseDelivery, headerCart, main, plain } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';

test('subscribe, confirm by the mailed link, apply the code at checkout and find the discount everywhere', async ({
  page,
  request,
}, testInfo) => {
  const account = await createConfirmedAccount(request, 'subscriber');
  const cake = await apiProduct(request, '12');
  const discount = Math.round(cake.price / 10);

  // The home promo's "Quiero mi descuento" opens the subscribe form.
  await watchStyles(page);
  await page.goto('/');
  await main(page).getByRole('button', { name: 'Quiero mi descuento' }).click();
  const dialog = page.getByRole('dialog', { name: /10 % de descuento/ });
  // The static dialog (decision 0030): the e-mail field focused, no emotion style computed.
  await expect(dialog.getByLabel(/Tu e-mail/)).toBeFocused();
  expect((await styleReport(page)).emotionRules).toBe(0);
  await dialog.getByLabel(/Tu e-mail/).fill(account.email);
  await keepScreenshot(page, { path: testInfo.outputPath('subscribe-form-es-1280.png') });
  await dialog.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(dialog.getByText(`Te mandamos un correo a ${account.email}`, { exact: false })).toBeVisible();

  // The confirmation link, then the code, arrive by mail; both carry an unsubscribe link.
  const confirmMail = await waitForMail(account.email, /confirmá tu e-mail/);
  // The mailed links' pages are static (decision 0030): no emotion rule inserted.
  await watchStyles(page);
  await page.goto(linkInMail(confirmMail, '/subscribe/confirm'));
  await expect(main(page).getByTestId('subscription-result')).toContainText('¡Confirmado!');
  expect((await styleReport(page)).emotionRules).toBe(0);
  const codeMail = await waitForMail(account.email, /tu código de 10 %/);
  const code = /BIENVENIDA-[A-Z0-9]{8}/.exec(codeMail.text)?.[0];
  expect(code, codeMail.text).toBeDefined();
  const unsubscribeLink = linkInMail(codeMail, '/unsubscribe');

  // Signed in with a saved profile, the cake in the cart, the code typed at checkout (lower case is fine).
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const profile = {
    nombre: 'Lucía',
    apellido: 'Gómez',
    email: account.email,
    direccion: 'Mitre 120',
    telefono: '3874441122',
    notas: '',
  };
  expect((await page.request.post('/api/cliente', { data: profile })).ok()).toBeTruthy();
  await page.goto(`/allProducts/${cake.slug}`);
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await gotoHydrated(page, '/checkout');
  await main(page).getByRole('textbox', { name: 'Código de cupón' }).fill(code!.toLowerCase());
  await expect(main(page).getByText(`Te descontamos ${ars(discount)}`, { exact: false })).toBeVisible();
  const discountLine = main(page).getByTestId('checkout-discount');
  await expect(discountLine).toContainText(`Descuento (${code})`);
  await expect(discountLine).toContainText(`-${ars(discount)}`);
  await expect(main(page).getByTestId('checkout-total')).toHaveText(ars(cake.price - discount));
  await keepScreenshot(page, { path: testInfo.outputPath('checkout-coupon-es-1280.png'), fullPage: true });

  // The web order needs a delivery choice; pickup at the seeded point is free, so the total stays.
  await chooseDelivery(page);
  await expect(main(page).getByTestId('checkout-total')).toHaveText(ars(cake.price - discount));
  // The WhatsApp text names the code, the discount and the discounted total.
  await main(page).getByRole('radio', { name: 'Transferencia bancaria' }).check();
  const whatsapp = main(page).getByRole('link', { name: /WhatsApp/ });
  await expect(whatsapp).toBeVisible();
  const text = plain(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '');
  expect(text).toContain(`Subtotal: ${plain(ars(cake.price))}`);
  expect(text).toContain(`Descuento (${code}): -${plain(ars(discount))}`);
  expect(text).toContain(`Total: ${plain(ars(cake.price - discount))}`);

  // The web order: the server re-checks the code and keeps the discount.
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page.getByText('Pedido enviado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago$/, { timeout: 10_000 });
  const order = (await (await page.request.get('/api/pedidos')).json()).pedidos[0];
  expect(order).toMatchObject({ subtotal: cake.price, discount, total: cake.price - discount, coupon: code });
  await page.goto('/orders');
  await expect(main(page).getByText(`Descuento (${code})`).first()).toBeVisible();

  const shopMail = await waitForMail('pedidos@panaderiaketo.example', new RegExp(`Descuento \\(${code}\\)`));
  expect(plain(shopMail.text)).toContain(`Total: ${plain(ars(cake.price - discount))}`);
  const customerMail = await waitForMail(account.email, /recibimos tu pedido/);
  expect(plain(customerMail.text)).toContain(`Descuento (${code}): -${plain(ars(discount))}`);

  // The code was single-use: the same code again is refused with the reason.
  const again = await page.request.post('/api/coupons/validate', {
    data: { code, items: [{ id: '12', quantity: 1 }] },
  });
  expect(await again.json()).toMatchObject({ valid: false, reason: 'used_up' });

  // The unsubscribe link of the code mail works from the browser.
  await page.goto(unsubscribeLink);
  await expect(main(page).getByTestId('subscription-result')).toContainText(
    `${account.email} ya no va a recibir`,
  );
  expect((await styleReport(page)).emotionRules).toBe(0);
});

for (const lang of ['es', 'en'] as const) {
  for (const width of [390, 1440]) {
    test(`the owner's coupon and subscriber screens fit at ${width} px in ${lang}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsAdmin(page);
      if (lang === 'en') {
        await page.evaluate(() => localStorage.setItem('lang', 'en'));
        await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }]);
      }
      const code = `E2E${width}${lang.toUpperCase()}${Date.now() % 100000}`;
      await page.goto('/admin/coupons/new');
      const t =
        lang === 'es'
          ? {
              code: /^Código/,
              value: /Porcentaje \(1 a 100\)/,
              uses: /Usos en total/,
              create: 'Crear cupón',
              min: /Compra mínima/,
            }
          : {
              code: /^Code/,
              value: /Percent \(1 to 100\)/,
              uses: /Total uses/,
              create: 'Create coupon',
              min: /Minimum purchase/,
            };
      await main(page).getByLabel(t.code).fill(code.toLowerCase());
      await main(page).getByLabel(t.value).fill('150');
      await main(page).getByRole('button', { name: t.create }).click();
      await expect(main(page).getByRole('alert').first()).toBeVisible();
      await main(page).getByLabel(t.value).fill('15');
      await main(page).getByLabel(t.min).fill('5000');
      await main(page).getByLabel(t.uses).fill('20');
      await keepScreenshot(page, {
        path: testInfo.outputPath(`admin-coupon-form-${lang}-${width}.png`),
        fullPage: true,
      });
      await main(page).getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(/\/admin\/coupons$/);
      await expect(main(page).locator(`[data-coupon="${code}"]`)).toBeVisible();
      await keepScreenshot(page, {
        path: testInfo.outputPath(`admin-coupons-${lang}-${width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto('/admin/subscribers');
      await expect(
        main(page).getByRole('link', { name: lang === 'es' ? 'Exportar CSV' : 'Export CSV' }),
      ).toBeVisible();
      await keepScreenshot(page, {
        path: testInfo.outputPath(`admin-subscribers-${lang}-${width}.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The shopper's side of the same language and width: the subscribe form and checkout with its coupon field.
      await page.goto('/about');
      await main(page)
        .getByRole('button', { name: lang === 'es' ? 'Suscribirme' : 'Subscribe' })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await keepScreenshot(page, { path: testInfo.outputPath(`subscribe-form-${lang}-${width}.png`) });
    });
  }
}
