import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.ts';
import { createConfirmedAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { apiProduct, ars, main, pickupDelivery } from '../support/shop.ts';

// These tests change the catalogue (a new product, a price), so playwright.config.ts runs them in
// their own project, on a shop server of their own: the others count and price the seeded catalogue.

const here = path.dirname(fileURLToPath(import.meta.url));
/** A real 800 × 800 WebP photo-like drawing from the repository's own product images. */
const PHOTO = fs.readFileSync(path.resolve(here, '../../web/public/images/products/3-1-800.webp'));

test('the administrator creates a product, uploads its image, and the shop shows it in both languages', async ({
  page,
}) => {
  // The walk through the screens takes ~20 s, then the test waits (up to 90 s, below) for the
  // background job that converts the photo: sharp making AVIF on a machine whose two cores the
  // other specs share takes 10-30 s. The test's own limit must cover that wait.
  test.setTimeout(150_000);
  await signInAsAdmin(page, '/admin');
  await main(page)
    .getByRole('navigation', { name: 'Secciones de administración' })
    .getByRole('link', { name: 'Productos' })
    .click();
  await main(page).getByRole('link', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);

  const suffix = Date.now().toString(36);
  const titleEs = `Pan de chía ${suffix}`;
  const titleEn = `Chia bread ${suffix}`;
  const form = main(page).getByRole('form', { name: 'Datos del producto' });
  await form.getByLabel('Título en español').fill(titleEs);
  await form.getByLabel('Título en inglés').fill(titleEn);
  await form.getByLabel('Descripción en español').fill('Pan de semillas de chía, sin harinas de trigo.');
  await form.getByLabel('Descripción en inglés').fill('Chia seed bread, with no wheat flour.');
  await form.getByLabel('Texto alternativo, en español').fill('Pan de chía en rodajas');
  await form.getByLabel('Texto alternativo, en inglés').fill('Sliced chia bread');
  await form.getByLabel('Categoría').selectOption('salados');
  // A price that is not whole pesos is refused on the spot, naming the field.
  await form.getByLabel('Precio (pesos)').fill('4500.5');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(form.getByText('Ingresá un precio en pesos enteros, mayor que 0')).toBeVisible();
  await form.getByLabel('Precio (pesos)').fill('4500');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(
    page.getByText('Producto creado. No se ve en la tienda hasta que le subas una imagen.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = /\/admin\/products\/(\d+)$/.exec(page.url())![1]!;
  // Not in the shop yet: it has no image.
  expect((await page.request.get(`/api/products/${id}`)).status()).toBe(404);

  await main(page)
    .getByLabel(/Imagen nueva/)
    .setInputFiles({ name: 'chia.webp', mimeType: 'image/webp', buffer: PHOTO });
  await main(page).getByRole('button', { name: 'Subir imagen' }).click();
  await expect(page.getByText('Imagen subida.')).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Imágenes del producto' }).getByRole('img')).toHaveCount(
    1,
  );

  // The shop, in Spanish: its page with the uploaded picture and the price.
  const product = await apiProduct(page.request, id);
  expect(product.images[0]).toMatch(new RegExp(`^/images/uploads/products/${id}/`));
  await page.goto(`/allProducts/${product.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: titleEs })).toBeVisible();
  await expect(main(page).getByText(ars(4500)).first()).toBeVisible();
  const picture = main(page).getByRole('img', { name: 'Pan de chía en rodajas' }).first();
  await expect(picture).toBeVisible();
  // The picture the shopper sees, drawn: the converted variant, or until the background job has
  // made it (decision 0017) the upload's quick JPEG at the same address. Never a broken image.
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
      ),
    )
    .toContain(`/images/uploads/products/${id}/`);
  await page.goto('/category?selected=salados');
  await expect(main(page).getByRole('heading', { name: titleEs })).toBeVisible();

  // And in English.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /English/ })
    .click();
  // A tap before the page is hydrated is held and replayed (decision 0015): wait until it took.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto(`/allProducts/${product.slug}`);
  await expect(main(page).getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
  await expect(main(page).getByRole('img', { name: 'Sliced chia bread' }).first()).toBeVisible();

  // In the background (decision 0017) the AVIF and WebP variants replace the quick JPEG at the same
  // address, then the link preview of the cover is made; the test ends when both are there, so no
  // conversion is still writing into the run's DATA_DIR when it is removed.
  const base = product.images[0]!;
  const conversion = { timeout: 90_000, message: 'the background job converts the upload' };
  await expect
    .poll(async () => (await page.request.get(`${base}-800.avif`)).headers()['content-type'], conversion)
    .toBe('image/avif');
  const preview = `/images/previews/${base.slice('/images/'.length)}.jpg`;
  await expect
    .poll(async () => (await page.request.get(preview)).headers()['cache-control'], conversion)
    .toContain('max-age');
});

test('a price change shows in the shop at once and not in an order already placed', async ({
  page,
  browser,
}) => {
  const before = await apiProduct(page.request, '14');
  expect(before.originalPrice).toBeNull();
  const newPrice = before.price + 700;

  // A customer orders it at today's price.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const account = await createConfirmedAccount(customer.request, 'price_buyer');
  expect(
    (
      await customer.request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await customer.request.post('/api/pedido', {
    data: {
      firstname: 'Luz',
      lastname: 'Vera',
      email: account.email,
      address: 'Belgrano 9',
      phone: '3875553333',
      paymentMethod: 'transferencia',
      delivery: pickupDelivery(),
      items: [{ id: '14', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { pedido: { id: string } }).pedido.id;

  // The administrator changes the price on the product's form.
  await signInAsAdmin(page, '/admin/products');
  await main(page)
    .getByRole('link', { name: `Editar «${before.title}»` })
    .first()
    .click();
  const form = main(page).getByRole('form', { name: 'Datos del producto' });
  await expect(form.getByLabel('Precio (pesos)')).toHaveValue(String(before.price));
  await form.getByLabel('Precio (pesos)').fill(String(newPrice));
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();

  // The shop shows the new price at once (server-rendered page included)...
  await customer.goto(`/allProducts/${before.slug}`);
  await expect(main(customer).getByText(ars(newPrice)).first()).toBeVisible();
  // ...and the order keeps the price it was sold at.
  const order = (await (await customer.request.get(`/api/pedidos/${orderId}`)).json()) as {
    total: number;
    items: { unitPrice: number }[];
  };
  expect(order.total).toBe(before.price);
  expect(order.items[0]!.unitPrice).toBe(before.price);
  await customer.goto('/orders');
  await expect(main(customer).getByText(ars(before.price)).first()).toBeVisible();
  await expect(main(customer).getByText(ars(newPrice))).toHaveCount(0);
  await customerContext.close();
});
