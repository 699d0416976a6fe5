import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { apiProduct, appReady, ars, headerCart, main, plain, productCards } from '../support/shop.ts';

const SHOP_WHATSAPP = '5493870000000';

test('home → Salados → product → cart → checkout sends the whole order through WhatsApp', async ({
  page,
  request,
}) => {
  const seeds = await apiProduct(request, 'pan-keto-de-semillas');
  const almonds = await apiProduct(request, 'pan-keto-de-almendras');
  expect(seeds.category).toBe('salados');
  expect(almonds.category).toBe('salados');

  // Home → category through the footer's category links.
  await page.goto('/');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Salados', exact: true }).click();
  await expect(page).toHaveURL(/\/category\?selected=Salados$/);
  const cards = productCards(main(page));
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: seeds.title })).toHaveCount(1);

  // Category → product page.
  await main(page).getByRole('link', { name: seeds.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/allProducts/${seeds.slug}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: seeds.title })).toBeVisible();

  // The page starts at quantity 1 (decision 0019); plus once makes 2, "Agregar al carrito" puts them in the cart.
  const buyNow = main(page).getByRole('button', { name: 'Comprar ahora' });
  const quantity = main(page).getByRole('group', { name: `Cantidad de ${seeds.title}` });
  await expect(quantity.locator('output')).toHaveText('1');
  await expect(buyNow).toBeEnabled();
  await quantity.getByRole('button', { name: `Sumar uno: ${seeds.title}` }).click();
  await expect(quantity.locator('output')).toHaveText('2');
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  await expect(headerCart(page)).toHaveAccessibleName(/\b2\b/);

  // Back to the category and add a second product from its card.
  await page.goBack();
  await expect(page).toHaveURL(/\/category\?selected=Salados$/);
  // The card's buttons say what they do in words, not only with icons.
  await expect(main(page).getByRole('button', { name: `Agregar al carrito: ${almonds.title}` })).toHaveText(
    'Agregar',
  );
  await main(page)
    .getByRole('button', { name: `Agregar al carrito: ${almonds.title}` })
    .click();
  await expect(main(page).getByRole('button', { name: `Quitar del carrito: ${almonds.title}` })).toHaveText(
    'Quitar',
  );
  await expect(headerCart(page)).toHaveAccessibleName(/\b3\b/);

  // Cart: both lines and the total.
  const total = seeds.price * 2 + almonds.price;
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = main(page).getByRole('list', { name: 'Productos en el carrito' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: seeds.title })).toContainText(ars(seeds.price * 2));
  await expect(main(page).getByTestId('cart-total')).toHaveText(ars(total));

  // Checkout.
  await main(page).getByRole('link', { name: 'Realizar Pedido' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  await expect(main(page).getByRole('button', { name: /Mis Datos Personales/ })).toBeVisible();

  // The WhatsApp order is inert until the five required fields are filled.
  const whatsappLink = main(page).getByRole('link', { name: /WhatsApp/ });
  const whatsappButton = main(page).getByRole('button', { name: /WhatsApp/ });
  await expect(whatsappLink).toHaveCount(0);
  await expect(whatsappButton).toBeDisabled();
  await expect(main(page).getByRole('button', { name: 'Confirmar Pedido en Web' })).toBeDisabled();

  const customer = {
    Nombre: 'María José',
    Apellido: 'Gutiérrez',
    Dirección: 'Caseros 455, Salta',
    Teléfono: '387 555-1234',
    'Correo electrónico': 'maria@example.com',
  };
  const entries = Object.entries(customer);
  for (const [index, [label, value]] of entries.entries()) {
    await main(page).getByRole('textbox', { name: label, exact: true }).fill(value);
    if (index < entries.length - 1) {
      await expect(whatsappLink, `still inert with only ${index + 1} of 5 fields filled`).toHaveCount(0);
      await expect(whatsappButton).toBeDisabled();
    }
  }

  await expect(whatsappLink).toBeVisible();
  const href = await whatsappLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${SHOP_WHATSAPP}\\?text=`));
  const text = plain(new URL(href!).searchParams.get('text') ?? '');
  const textLines = text.split('\n');

  for (const [product, qty] of [
    [seeds, 2],
    [almonds, 1],
  ] as const) {
    const line = textLines.find((l) => l.includes(product.title));
    expect(line, `a line for ${product.title} in:\n${text}`).toBeDefined();
    expect(line).toMatch(new RegExp(`(^|\\D)${qty}(\\D|$)`));
    expect(line).toContain(ars(product.price));
    expect(line).toContain(ars(product.price * qty));
  }
  expect(text).toContain(ars(total));
  for (const value of Object.values(customer)) expect(text).toContain(value);
  expect(text).toMatch(/Ninguna/);

  // The chosen payment method goes in the message.
  expect(text).not.toContain('Forma de pago');
  const payment = main(page).getByRole('group', { name: /Forma de pago/ });
  await payment.getByRole('radio', { name: 'Efectivo al recibir o retirar' }).check();
  await expect(whatsappLink).toHaveAttribute(
    'href',
    /Forma%20de%20pago%3A%20Efectivo%20al%20recibir%20o%20retirar/,
  );

  // Notes, when given, replace "Ninguna".
  await main(page)
    .getByRole('textbox', { name: /^Notas/ })
    .fill('Timbre 2B');
  await expect(whatsappLink).toHaveAttribute('href', /Timbre%202B/);
  const withNotes = new URL((await whatsappLink.getAttribute('href'))!).searchParams.get('text') ?? '';
  expect(withNotes).toContain('Timbre 2B');
  expect(withNotes).not.toContain('Ninguna');

  // Emptying a required field makes the link inert again.
  await main(page).getByRole('textbox', { name: 'Teléfono', exact: true }).fill('   ');
  await expect(whatsappLink).toHaveCount(0);
  await expect(whatsappButton).toBeDisabled();
});

test('the product page starts at 1 with "Agregar al carrito" and "Comprar ahora"; "Comprar ahora" goes to /checkout (decision 0019)', async ({
  page,
  request,
}) => {
  const product = await apiProduct(request, 'pan-lactal-keto');
  await page.goto(`/allProducts/${product.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const buyNow = main(page).getByRole('button', { name: 'Comprar ahora' });
  await expect(
    main(page)
      .getByRole('group', { name: `Cantidad de ${product.title}` })
      .locator('output'),
  ).toHaveText('1');
  await expect(buyNow).toBeEnabled();
  await main(page).getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
  // Adding says what it did, with a way to the cart, in a snackbar and on the page.
  const added = page
    .getByRole('status')
    .filter({ hasText: `Agregaste ${product.title} al carrito (1 en total).` });
  await expect(added).toBeVisible();
  await expect(added.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute('href', '/cart');
  await expect(main(page).getByTestId('product-in-cart')).toHaveText('Tenés 1 en tu carrito. Ver carrito');
  await expect(main(page).getByRole('button', { name: 'Agregar al carrito', exact: true })).toHaveCount(0);
  await buyNow.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHydrated(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
  await expect(main(page)).toContainText(product.title);
  await expect(main(page).getByRole('button', { name: /WhatsApp/ })).toBeDisabled();
});
