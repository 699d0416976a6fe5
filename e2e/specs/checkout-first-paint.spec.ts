import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { detachedServerNodes, holdAppCode, noteServerNodes } from '../support/hydration.ts';
import { apiProducts, ars, main } from '../support/shop.ts';

// A returning shopper's /checkout comes with its order summary in the server's HTML
// (docs/decisions/0041): rendered from the cart's mirror cookie, the form blank and the session
// unknown; the app hydrates it without replacing anything, then fills in what the tab saved, and
// what the shopper typed before the app arrived stays typed.

test("a returning shopper's /checkout shows its summary before the app's code arrives; text typed meanwhile is kept", async ({
  page,
  context,
  baseURL,
}) => {
  const { items } = await apiProducts(page.request, { limit: 2 });
  const [a, b] = items as [(typeof items)[0], (typeof items)[0]];
  const lines = [a, b].map((p, i) => ({
    id: p.id,
    type: p.category,
    quantity: i === 0 ? 2 : 1,
    title: p.title,
    price: p.price,
    imageSrc: p.images[0] ?? '',
    description: '',
  }));
  await context.addCookies([
    { name: 'cart_lines', value: `${a.id}-2.${b.id}-1`, url: baseURL! },
    { name: 'wishlist_ids', value: '', url: baseURL! },
  ]);
  // The tab already holds the cart, part of the details and the payment choice of an earlier visit.
  await page.addInitScript((saved) => {
    if (!localStorage.getItem('cartItems')) localStorage.setItem('cartItems', saved);
    if (!sessionStorage.getItem('checkoutCustomer'))
      sessionStorage.setItem(
        'checkoutCustomer',
        JSON.stringify({ apellido: 'Zerpa', telefono: '387 611 4455' }),
      );
    if (!sessionStorage.getItem('checkoutPaymentMethod'))
      sessionStorage.setItem('checkoutPaymentMethod', 'efectivo');
  }, JSON.stringify(lines));
  await noteServerNodes(
    page,
    'main h1, main input[name], main textarea[name], #order-summary-title, main li',
  );

  // The app's code held back, as on a slow phone's network.
  const releaseApp = await holdAppCode(page);
  const response = await page.goto('/checkout', { waitUntil: 'domcontentloaded' });
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  const total = ars(a.price * 2 + b.price);

  const summary = main(page).getByRole('region', { name: 'Resumen del pedido' });
  for (const p of [a, b]) await expect(summary.getByText(p.title)).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  // Typed before the app runs: nothing handles the field yet, the text is in the DOM alone.
  const form = main(page).getByRole('form', { name: 'Mis Datos Personales' });
  await form.getByLabel(/^Nombre/).pressSequentially('Rosa');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  releaseApp();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  // Hydrated in place (a mismatch would have replaced these elements and logged an error that
  // fails the spec): the summary, its lines, the heading and every field the shopper may be typing in.
  expect(await detachedServerNodes(page)).toEqual([]);
  // What was typed stays; the rest comes from what the tab saved, as on any visit.
  await expect(form.getByLabel(/^Nombre/)).toHaveValue('Rosa');
  await expect(form.getByLabel(/^Apellido/)).toHaveValue('Zerpa');
  await expect(form.getByLabel(/^Teléfono/)).toHaveValue('387 611 4455');
  await expect(main(page).getByRole('radio', { name: /^Efectivo/ })).toBeChecked();
  // And it is kept for the tab, typed text included: a reload brings it back.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  await expect(form.getByLabel(/^Nombre/)).toHaveValue('Rosa');
  await expect(form.getByLabel(/^Apellido/)).toHaveValue('Zerpa');
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
});

test('a signed-in shopper never sees the guest\'s "sign in" prompt on the way to the saved details', async ({
  page,
  context,
  baseURL,
}) => {
  const { items } = await apiProducts(page.request, { limit: 1 });
  const [a] = items as [(typeof items)[0]];
  await context.addCookies([
    { name: 'cart_lines', value: `${a.id}-1`, url: baseURL! },
    { name: 'wishlist_ids', value: '', url: baseURL! },
  ]);
  const account = await createConfirmedAccount(page.request, 'firstpaint');
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { username: account.username, password: account.password },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  await page.addInitScript(() => {
    (window as unknown as { sawSignInPrompt: boolean }).sawSignInPrompt = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Iniciá sesión para confirmar en la web.'))
        (window as unknown as { sawSignInPrompt: boolean }).sawSignInPrompt = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/checkout');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
  await expect(
    main(page).getByRole('checkbox', { name: 'Guardar estos datos para la próxima' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sawSignInPrompt: boolean }).sawSignInPrompt)).toBe(
    false,
  );
});
