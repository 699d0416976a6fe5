import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';
import {
  apiProduct,
  ars,
  chooseDelivery,
  headerCart,
  main,
  orderNo,
  orderNoPattern,
  orderNumberOf,
  productCards,
} from '../support/shop.ts';

/** The smallest valid PNG: signature, IHDR of 1x1, IDAT, IEND. */
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000200' +
    'e2260f8b0000000049454e44ae426082',
  'hex',
);

test('a signed-in shopper confirms an order on the web, finds it pendiente in /orders, uploads the receipt, and both sides get mails', async ({
  page,
  request,
}) => {
  test.slow(); // a long flow on a shared 2-core machine
  const account = await createConfirmedAccount(request, 'buyer');
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const profile = {
    nombre: 'Berta',
    apellido: 'Quiroga',
    email: account.email,
    direccion: 'Balcarce 50',
    telefono: '3875551111',
    notas: '',
  };
  expect((await page.request.post('/api/cliente', { data: profile })).ok()).toBeTruthy();

  const cake = await apiProduct(request, '12');
  await page.goto(`/allProducts/${cake.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: cake.title })).toBeVisible();
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await gotoHydrated(page, '/checkout');
  // The web order needs a delivery choice, and a payment method; without them it is not sent.
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(
    main(page)
      .getByRole('alert')
      .filter({ hasText: 'Elegí envío o retiro, el día y el horario para confirmar el pedido.' }),
  ).toBeVisible();
  await chooseDelivery(page);
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Elegí una forma de pago para confirmar el pedido.' }),
  ).toBeVisible();
  await main(page).getByRole('radio', { name: 'Transferencia bancaria' }).check();
  await main(page).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
  await expect(page.getByText('Pedido enviado con éxito')).toBeVisible();
  // After 2.5 s the cart is emptied and the shopper sees what happens next: the
  // order number, how to pay it (method, alias, amount) and where to follow it.
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}\/pago$/, { timeout: 10_000 });
  // Saved after the frame that shows the change (web/src/lib/after-paint.ts).
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]')))
    .toEqual([]);
  const placedId = /\/pedidos\/([0-9a-f-]{36})\/pago$/.exec(page.url())![1];
  const number = await orderNumberOf(page.request, placedId);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: `Tu número de pedido es ${orderNo(number)}` }),
  ).toBeVisible();
  await expect(main(page).getByText(`Transferí ${ars(cake.price)} a este alias:`)).toBeVisible();
  await expect(main(page).getByTestId('order-bank-alias')).toHaveText('PANADERIA.KETO.ALIAS');
  await expect(main(page).getByRole('link', { name: 'Subir comprobante' })).toHaveAttribute(
    'href',
    `/pedidos/${placedId}/comprobante`,
  );
  await expect(main(page).getByRole('link', { name: 'Ver Mis pedidos' })).toBeVisible();

  const shopMail = await waitForMail('pedidos@panaderiaketo.example', /Berta Quiroga/);
  expect(shopMail.text).toContain(cake.title);
  expect(shopMail.text).toContain('Balcarce 50');
  const customerMail = await waitForMail(account.email, /recibimos tu pedido/);
  expect(customerMail.text).toContain('PANADERIA.KETO.ALIAS');

  await page.goto('/orders');
  const order = (await (await page.request.get('/api/pedidos')).json()).pedidos[0];
  expect(order).toMatchObject({ status: 'pendiente', total: cake.price, paymentMethod: 'transferencia' });
  await expect(main(page).getByText('Pendiente').first()).toBeVisible();
  await expect(main(page).getByText(orderNo(order.number)).first()).toBeVisible();

  await main(page)
    .getByRole('link', { name: `Subir comprobante del pedido ${orderNo(order.number)}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/pedidos/${order.id}/comprobante$`));
  await expect(main(page).getByText(orderNo(order.number)).first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(main(page).getByText('Por favor seleccioná un archivo.')).toBeVisible();
  // A picker in the page's language, that also takes a dropped file.
  const zone = main(page).getByTestId('file-drop-zone');
  await expect(zone).toHaveText('Elegí un archivo o arrastralo acá');
  const dropped = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['%PDF-1.4'], 'recibo-arrastrado.pdf', { type: 'application/pdf' }));
    return data;
  });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(main(page).getByText(/recibo-arrastrado\.pdf/)).toBeVisible();
  await main(page)
    .getByLabel(/Comprobante \(imagen o PDF/)
    .setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await main(page).getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(main(page).getByText(/Comprobante subido con éxito/)).toBeVisible();
  await waitForMail(
    'pedidos@panaderiaketo.example',
    new RegExp(`comprobante.*${orderNoPattern(order.number)}`, 'is'),
  );

  // /orders is drawn with static CSS (decision 0030): with the receipt in, the order shows no
  // payment deadline and no "Pagar", only the account pages' own components, so no emotion rule.
  await watchStyles(page);
  await page.goto('/orders');
  await expect(main(page).getByText('Comprobante recibido').first()).toBeVisible();
  expect((await styleReport(page)).emotionRules).toBe(0);

  // Still pendiente, it can be cancelled: the confirmation is the static dialog (no emotion rule),
  // named by its title, "No, mantenerlo" focused; Escape closes it and focus returns to the button.
  const cancelButton = main(page).getByRole('button', {
    name: `Cancelar el pedido ${orderNo(order.number)}`,
  });
  await cancelButton.first().click();
  const confirm = page.getByRole('dialog', { name: `¿Cancelar el pedido ${orderNo(order.number)}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'No, mantenerlo' })).toBeFocused();
  expect((await styleReport(page)).emotionRules).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(cancelButton.first()).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await cancelButton.first().click();
  await confirm.getByRole('button', { name: 'Sí, cancelarlo' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText(`Cancelaste el pedido ${orderNo(order.number)}.`, { exact: false }),
  ).toBeVisible();
});

test('a signed-in shopper reviews a product and the review count changes', async ({ page, request }) => {
  const account = await createConfirmedAccount(request, 'reviewer');
  expect(
    (
      await page.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const product = await apiProduct(request, '7');
  const before = product.rating.count;

  // The review dialog is static (decision 0030): opening it inserts no emotion rule.
  await watchStyles(page);
  await page.goto('/allProducts');
  const card = productCards(main(page)).filter({ hasText: product.title });
  await card.getByRole('button', { name: `Escribir una reseña: ${product.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reseña de ${product.title}` });
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  expect((await styleReport(page)).emotionRules).toBe(0);
  await dialog.getByLabel('Tu reseña').fill('Riquísimo, <b>muy</b> esponjoso.');
  // No stars are chosen at first: sending asks for them.
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText('Elegí cuántas estrellas le das, de media a 5.');
  // The star radios are visually hidden; a shopper clicks the fifth star's icon (its label).
  const stars = dialog.getByRole('radiogroup', { name: 'Tu calificación' });
  await stars
    .locator('label')
    .filter({ hasText: /^5 estrellas$/ })
    .click();
  await expect(stars.getByRole('radio', { name: '5 estrellas', exact: true })).toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The keyboard moves by half stars (the pointer away: under it, its star wins, as in MUI's Rating).
  await page.mouse.move(0, 0);
  await expect(stars.getByRole('radio', { name: '5 estrellas', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4,5 estrellas', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 estrellas', exact: true })).toBeChecked();
  await send.click();
  await expect(page.getByText('¡Gracias! Tu reseña se guardó.')).toBeVisible();
  await expect.poll(async () => (await apiProduct(request, '7')).rating.count).toBe(before + 1);
  // The card on the page shows the new count without a reload (the product queries are refetched).
  await expect(card.getByRole('img', { name: new RegExp(`\\(${before + 1} reseñas?\\)`) })).toBeVisible();

  // The product page lists it, its text shown as typed (never as HTML), by the username.
  await page.goto(`/allProducts/${product.slug}`);
  // The reviews load when the shopper gets near them (below the nutrition facts): scroll there.
  await main(page).getByRole('heading', { name: 'Productos relacionados' }).scrollIntoViewIfNeeded();
  const reviews = main(page).getByRole('region', { name: 'Reseñas' });
  const mine = reviews.getByRole('listitem').filter({ hasText: account.username });
  await expect(mine).toContainText('Riquísimo, <b>muy</b> esponjoso.');
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(mine.getByRole('img', { name: '5 de 5 estrellas' })).toBeVisible();
});

test('a shopper who is not signed in is told to sign in, and no order is sent', async ({ page, request }) => {
  const cake = await apiProduct(request, '12');
  const orderCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pedido')) orderCalls.push(r.url());
  });
  await page.goto(`/allProducts/${cake.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: cake.title })).toBeVisible();
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b1\b/);
  await gotoHydrated(page, '/checkout');
  const confirm = main(page).getByRole('button', { name: 'Confirmar Pedido en Web' });
  // The page comes rendered by the server (decision 0041): the button waits, natively disabled,
  // until the browser knows the shopper is signed out, which the hint beside it then says.
  await expect(main(page).getByText('Iniciá sesión para confirmar en la web.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  // aria-disabled, not disabled: it still answers a click with the explanation.
  await confirm.click({ force: true });
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Debés iniciar sesión para confirmar el pedido' }),
  ).toBeVisible();
  expect(orderCalls).toEqual([]);
});
