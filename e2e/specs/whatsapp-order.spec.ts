import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { apiProduct, chooseDelivery, main, plain } from '../support/shop.ts';

// A shopper sends an order by WhatsApp: the message carries the reference the shop recorded; the
// owner finds it on the order desk as "Iniciado por WhatsApp", confirms it, and the production list
// of its day shows it (decision 0034).

test('shopper sends by WhatsApp → the owner confirms the reference → the production list shows it', async ({
  page,
  browser,
}) => {
  const cake = await apiProduct(page.request, '3');
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('cartItems')) localStorage.setItem('cartItems', value);
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
  // WhatsApp itself is not reached from the test machine: its page is answered here.
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));

  await gotoHydrated(page, '/checkout');
  const lastname = `Wapp${Date.now().toString(36)}`;
  for (const [label, value] of Object.entries({
    Nombre: 'Rocío',
    Apellido: lastname,
    Teléfono: '387 555-7788',
    'Correo electrónico': 'rocio@example.com',
  }))
    await main(page).getByRole('textbox', { name: label, exact: true }).fill(value);
  await chooseDelivery(page);
  const link = main(page).getByRole('link', { name: /WhatsApp/ });
  await expect(link).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = plain(new URL(popup.url()).searchParams.get('text') ?? '');
  const reference = /Pedido: (W-[34679ACDEFGHJKMNPQRTWXY]{4})/.exec(text)?.[1];
  expect(reference, text).toBeDefined();
  expect(text).toContain(`2 x ${cake.title}`);
  // The link keeps the reference: sending again records nothing new.
  await expect(link).toHaveAttribute('data-reference', reference!);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsAdmin(owner, '/admin/orders');
  const card = main(owner).getByTestId('whatsapp-order').filter({ hasText: reference! });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Iniciado por WhatsApp');
  await expect(card).toContainText(`Rocío ${lastname}`);
  const day = (
    (await (await owner.request.get('/api/admin/whatsapp-orders')).json()) as {
      items: { reference: string; delivery: { date: string } | null }[];
    }
  ).items.find((o) => o.reference === reference)!.delivery!.date;
  await card.getByRole('button', { name: `Confirmar el pedido de WhatsApp ${reference}` }).click();
  await expect(owner.getByText(`Pedido ${reference} confirmado: ya cuenta en la producción.`)).toBeVisible();
  await expect(card).toContainText('Confirmado');

  await owner.goto(`/admin/production?date=${day}`);
  const entry = main(owner).getByRole('link', { name: new RegExp(reference!) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(`Rocío ${lastname}`);
  await ownerContext.close();
});
