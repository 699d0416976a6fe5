import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { main } from '../support/shop.ts';

const SHOP_WHATSAPP = '5493870000000';

/** Records the URLs the page passes to window.open instead of leaving for wa.me (no internet here). */
async function recordWindowOpen(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.exposeFunction('__recordOpen', (url: string) => opened.push(url));
  await page.addInitScript(() => {
    window.open = ((url?: string | URL) => {
      void (window as unknown as { __recordOpen: (u: string) => void }).__recordOpen(String(url));
      return null;
    }) as typeof window.open;
  });
  return opened;
}

test('/contact validates the form and opens WhatsApp with the four values', async ({ page }) => {
  const opened = await recordWindowOpen(page);
  const popups: string[] = [];
  page.context().on('page', (p) => popups.push(p.url()));

  await page.goto('/contact');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  // The number as people read it, not raw digits.
  await expect(main(page).getByRole('link', { name: /\+54 9 387 000 0000/ })).toBeVisible();
  await expect(main(page)).not.toContainText(`+${SHOP_WHATSAPP}`);
  const form = main(page).locator('form');
  const name = form.getByLabel('Nombre');
  const email = form.getByLabel('Correo electrónico');
  const phone = form.getByLabel('Teléfono');
  const message = form.getByLabel('Mensaje');
  const submit = form.getByRole('button', { name: 'Enviar por WhatsApp' });

  // Required fields.
  await submit.click();
  for (const field of [name, email, phone, message])
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert').filter({ hasText: 'Este campo es obligatorio' })).toHaveCount(4);
  // Each error is its field's description, so it is read with the field.
  await expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
  await expect(message).toHaveAccessibleDescription(/^Este campo es obligatorio/);
  expect(opened).toEqual([]);

  // E-mail format and the 400-character limit.
  await name.fill('Lucía Pérez');
  await email.fill('lucia-at-example');
  await phone.fill('+54 387 444 5566');
  await message.fill('x'.repeat(401));
  await submit.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Máximo 400 caracteres')).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(opened).toEqual([]);

  const text = 'Hola, ¿hacen tortas sin azúcar para 20 personas?';
  await email.fill('lucia@example.com');
  await message.fill(text);
  await submit.click();
  await expect.poll(() => opened.length).toBe(1);
  expect(popups).toEqual([]);
  const url = new URL(opened[0]!);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${SHOP_WHATSAPP}`);
  const prefilled = url.searchParams.get('text') ?? '';
  for (const value of ['Lucía Pérez', 'lucia@example.com', '+54 387 444 5566', text])
    expect(prefilled).toContain(value);
  await expect(main(page).getByRole('status').filter({ hasText: 'Abrimos WhatsApp' })).toBeVisible();
});

test('a message of exactly 400 characters is accepted', async ({ page }) => {
  const opened = await recordWindowOpen(page);
  await page.goto('/contact');
  const form = main(page).locator('form');
  await form.getByLabel('Nombre').fill('Ana');
  await form.getByLabel('Correo electrónico').fill('ana@example.com');
  await form.getByLabel('Teléfono').fill('3875550000');
  await form.getByLabel('Mensaje').fill('y'.repeat(400));
  await form.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(new URL(opened[0]!).searchParams.get('text')).toContain('y'.repeat(400));
});

test('/contact is drawn with static CSS: no style is computed in the browser, not even for its errors', async ({
  page,
}) => {
  // Rules a script inserts (emotion's, were MUI loaded), counted from before the app's code runs.
  await page.addInitScript(() => {
    const seen = window as unknown as { insertedRules: string[] };
    seen.insertedRules = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      seen.insertedRules.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto('/contact');
  const form = main(page).locator('form');
  await form.getByLabel('Mensaje').fill('Hola');
  await form.getByRole('button', { name: 'Enviar por WhatsApp' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedRules: string[] }).insertedRules.length,
  );
  expect(inserted).toBe(0);
  expect(await page.locator('style[data-emotion]').count()).toBe(0);
});
