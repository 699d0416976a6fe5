import { expect, test } from '../support/fixtures.ts';
import { GATE_KEY, gateURL as gateBase } from '../support/gate.ts';

// The wrong key is answered 401 on purpose; Chromium logs that fetch.
test.use({ allowedConsoleErrors: [/status of 401 .*\/api\/access\)/] });

test('the access gate refuses a wrong key and opens the page asked for with the right one', async ({
  page,
}) => {
  const gateURL = gateBase();
  await page.goto(`${gateURL}/allProducts`);
  await expect(page).toHaveURL(`${gateURL}/access?next=%2FallProducts`);
  // No menu whose links all lead back to the gate.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Lista de deseos|Mi carrito|Productos|Privacidad/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
  const key = page.getByLabel('Clave de acceso');
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeDisabled();

  await key.fill('clave-equivocada');
  await enter.click();
  await expect(page.getByRole('alert')).toContainText('Clave incorrecta');
  await key.fill('otra-clave');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: /Mostrar/ }).click();
  await expect(key).toHaveAttribute('type', 'text');
  // Compared after trim and lower case.
  await key.fill(`  ${GATE_KEY.toUpperCase()} `);
  await enter.click();
  // Straight to the page asked for, not to the home page.
  await expect(page).toHaveURL(`${gateURL}/allProducts`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${gateURL}/`);
  await expect(page).toHaveURL(`${gateURL}/`);
});

// The gate decides on the routed path, and the locked page tells nothing but the shop's name.
test('while locked, look-alike paths lead to /access, encoded API paths are refused, and the page holds no shop facts', async ({
  page,
  request,
}) => {
  const gateURL = gateBase();
  for (const path of [
    '/x.abc',
    '/allProducts/pan-keto-de-semillas.json',
    '/admin/orders/1.png',
    '/%61llProducts',
  ]) {
    await page.goto(`${gateURL}${path}`);
    await expect(page).toHaveURL(`${gateURL}/access?next=${encodeURIComponent(path)}`);
  }
  await expect(page.getByLabel('Clave de acceso')).toBeVisible();
  // The shop's name shows; its contact details and bank alias are nowhere in the page or its markup.
  await expect(page.getByRole('contentinfo')).toContainText('Panadería Keto');
  const html = await page.content();
  for (const fact of [
    'PANADERIA.KETO.ALIAS',
    '5493870000000',
    'info@panaderiaketo.example',
    'Av. Belgrano 1000',
  ])
    expect(html).not.toContain(fact);

  for (const [method, path] of [
    ['GET', '/%61pi/products/1.00'],
    ['PATCH', '/%61pi/admin/products/3.00'],
  ] as const) {
    const res = await request.fetch(`${gateURL}${path}`, {
      method,
      data: method === 'PATCH' ? { priceArs: 1 } : undefined,
      maxRedirects: 0,
    });
    expect(res.status(), `${method} ${path}`).toBe(401);
    expect((await res.json()).error.code).toBe('access_required');
  }
});
