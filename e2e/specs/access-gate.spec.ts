import { expect, test } from '../support/fixtures.ts';
import { GATE_KEY, gateURL as gateBase } from '../support/gate.ts';

// The wrong key is answered 401 on purpose; Chromium logs that fetch.
test.use({ allowedConsoleErrors: [/status of 401 .*\/api\/access\)/] });

test('the access gate refuses a wrong key and opens the shop with the right one', async ({ page }) => {
  const gateURL = gateBase();
  await page.goto(`${gateURL}/allProducts`);
  await expect(page).toHaveURL(`${gateURL}/access`);
  const key = page.getByLabel('Clave de acceso');
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeDisabled();

  await key.fill('clave-equivocada');
  await enter.click();
  await expect(page.getByRole('alert')).toContainText('Clave incorrecta');

  await page.getByRole('button', { name: /Mostrar/ }).click();
  await expect(key).toHaveAttribute('type', 'text');
  // Compared after trim and lower case (SPEC.md section 5).
  await key.fill(`  ${GATE_KEY.toUpperCase()} `);
  await enter.click();
  await expect(page).toHaveURL(`${gateURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${gateURL}/allProducts`);
  await expect(page).toHaveURL(`${gateURL}/allProducts`);
});
