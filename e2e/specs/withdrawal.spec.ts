/**
 * The withdrawal button (decision 0020, Disposición 954/2025): the link is on the first screen of
 * a phone, the form needs no sign-in and answers a request code at once and by mail, and the
 * owner finds the request in /admin/withdrawals linked to its order and moves it along.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/hydration.ts';
import { createConfirmedAccount, type TestAccount } from '../support/accounts.ts';
import { signInAsAdmin } from '../support/admin.ts';
import { linkInMail, waitForMail } from '../support/mailbox.ts';
import { main, orderNo, pickupDelivery } from '../support/shop.ts';
import { keepScreenshot } from '../support/screenshots.ts';
import { styleReport, watchStyles } from '../support/style-watch.ts';

/** A transfer order placed through the API by a new account (signed in in `request` only); answers the account and the order id. */
async function placeOrder(
  request: APIRequestContext,
  phone: string,
): Promise<{ account: TestAccount; orderId: string; number: number }> {
  const account = await createConfirmedAccount(request, 'arrepentido');
  expect(
    (
      await request.post('/api/account/sign-in', {
        data: { username: account.username, password: account.password },
      })
    ).ok(),
  ).toBeTruthy();
  const placed = await request.post('/api/pedido', {
    data: {
      firstname: 'Ana',
      lastname: 'Arrepentida',
      email: account.email,
      address: 'Mitre 1',
      phone,
      paymentMethod: 'transferencia',
      delivery: pickupDelivery(),
      items: [{ id: '3', quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id: orderId, number } = ((await placed.json()) as { pedido: { id: string; number: number } })
    .pedido;
  return { account, orderId, number };
}

const CODE = /ARR-[A-Z2-9]{4}-[A-Z2-9]{4}/;

test.describe('at 390 px, in Spanish', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the link is on the first screen, the form answers a code at once and by mail, and the owner moves the request along', async ({
    page,
    request,
  }, testInfo) => {
    const { account, orderId, number: short } = await placeOrder(request, '3875551111');
    const number = orderNo(short);

    await watchStyles(page);
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Botón de arrepentimiento' }).first();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(/\/arrepentimiento$/);
    const form = main(page).getByRole('region', { name: 'Solicitar el arrepentimiento' });

    // Nothing typed: each field says what is missing, in words (no raw i18n keys).
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      form.getByText('Escribí el número de pedido o el teléfono con el que compraste'),
    ).toBeVisible();
    // Name and e-mail.
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(2);
    await expect(form).not.toContainText('validation.');
    // The form and its errors are drawn with static CSS only (decision 0030).
    expect((await styleReport(page)).emotionRules).toBe(0);

    await form.getByLabel('Número de pedido').fill(number);
    await form.getByLabel('Nombre y apellido').fill('Ana Arrepentida');
    await form.getByLabel('E-mail con el que compraste').fill(account.email);
    await form.getByLabel('Motivo (opcional)').fill('Pedí dos veces lo mismo');
    await keepScreenshot(page, { path: testInfo.outputPath('withdrawal-form-es-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    const done = main(page).getByRole('status');
    await expect(done).toContainText('Recibimos tu solicitud');
    const code = CODE.exec((await done.textContent()) ?? '')?.[0];
    expect(code).toBeDefined();
    await expect(done).toContainText(account.email);
    await keepScreenshot(page, { path: testInfo.outputPath('withdrawal-code-es-390.png'), fullPage: true });
    const mail = await waitForMail(account.email, /solicitud de arrepentimiento/);
    expect(mail.subject).toContain(code!);
    expect(mail.text).toContain(number.replace(' ', '\u00a0'));

    // The owner's queue: the request, its order, and a status that sticks.
    await signInAsAdmin(page, '/admin/withdrawals');
    const row = main(page).locator(`[data-withdrawal="${code}"]`);
    await expect(row).toContainText('Ana Arrepentida');
    await expect(row.getByRole('link', { name: `Pedido ${number}` })).toHaveAttribute(
      'href',
      `/admin/orders/${orderId}`,
    );
    await row.getByRole('combobox', { name: `Cambiar estado de ${code}` }).click();
    await page.getByRole('option', { name: 'Respondido' }).click();
    await expect(row.getByRole('combobox', { name: `Cambiar estado de ${code}` })).toHaveText('Respondido');
    await keepScreenshot(page, { path: testInfo.outputPath('withdrawal-queue-es-390.png'), fullPage: true });
    await page.reload();
    await expect(
      main(page)
        .locator(`[data-withdrawal="${code}"]`)
        .getByRole('combobox', { name: `Cambiar estado de ${code}` }),
    ).toHaveText('Respondido');
    // The order itself says so.
    await main(page)
      .locator(`[data-withdrawal="${code}"]`)
      .getByRole('link', { name: `Pedido ${number}` })
      .click();
    await expect(
      main(page).getByRole('alert').filter({ hasText: 'El cliente pidió arrepentirse de este pedido' }),
    ).toBeVisible();
  });
});

test.describe('at 1440 px, in English', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a shopper without the order number asks with the phone and gets the code in English', async ({
    page,
    request,
  }, testInfo) => {
    const { account } = await placeOrder(request, '387 555-2222');
    await page.goto('/?lang=en');
    // Hydrated first: a link tapped before is followed by the browser without ?lang=en, and the
    // language is saved only once the app runs (noted in session 12's closing note).
    await expectHydrated(page);
    const link = page.getByRole('link', { name: 'Cancel a purchase (botón de arrepentimiento)' }).first();
    await expect(link).toBeInViewport();
    await link.click();
    const form = main(page).getByRole('region', { name: 'Ask to withdraw' });
    await form.getByLabel('Full name').fill('Ana');
    await form.getByLabel('E-mail you ordered with').fill(account.email);
    await form.getByLabel('Phone you ordered with').fill('+54 9 387 555 2222');
    await keepScreenshot(page, { path: testInfo.outputPath('withdrawal-form-en-1440.png'), fullPage: true });
    await form.getByRole('button', { name: 'Send request' }).click();
    const done = main(page).getByRole('status');
    await expect(done).toContainText('We received your request');
    await expect(done).toContainText('(Argentina time)');
    const code = CODE.exec((await done.textContent()) ?? '')?.[0];
    await keepScreenshot(page, { path: testInfo.outputPath('withdrawal-code-en-1440.png'), fullPage: true });
    const mail = await waitForMail(account.email, /withdrawal request/);
    expect(mail.subject).toContain(code!);
  });
});

test.describe('the newsletter’s botón de baja, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an address asks to leave from the footer’s page, gets one mail, and its link ends the subscription', async ({
    page,
    request,
  }, testInfo) => {
    const email = `baja-${Date.now()}@example.com`;
    expect((await request.post('/api/subscribers', { data: { email } })).status()).toBe(202);

    // /baja and the mailed link's page are static (decision 0030): no emotion rule inserted.
    await watchStyles(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Darme de baja del newsletter' }).click();
    await expect(page).toHaveURL(/\/baja$/);
    // Sent empty: the error names the field.
    await main(page).getByRole('button', { name: 'Pedir la baja' }).click();
    await expect(main(page).getByLabel('Tu e-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByRole('alert')).toBeVisible();
    await main(page).getByLabel('Tu e-mail').fill(email);
    await main(page).getByRole('button', { name: 'Pedir la baja' }).click();
    await expect(main(page).getByRole('status')).toContainText(`Si ${email} está suscripto`);
    expect((await styleReport(page)).emotionRules).toBe(0);
    await keepScreenshot(page, { path: testInfo.outputPath('leave-newsletter-es-390.png'), fullPage: true });

    const mail = await waitForMail(email, /confirmá que querés darte de baja/);
    await page.goto(linkInMail(mail, '/unsubscribe'));
    await expect(main(page)).toContainText(`${email} ya no va a recibir nuestros correos`);
    expect((await styleReport(page)).emotionRules).toBe(0);
  });
});
