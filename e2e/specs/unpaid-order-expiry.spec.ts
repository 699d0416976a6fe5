import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoHydrated } from '../support/hydration.ts';
import { E2E_ADMIN } from '../support/admin-account.ts';
import { waitForMail } from '../support/mailbox.ts';
import { seedCart, signedInShopper } from '../support/payments.ts';
import { apiProduct, main, orderNoPattern } from '../support/shop.ts';

// An unpaid transfer order says by when to pay, expires once that time
// has passed — the test moves the clock of the order's expiry job (POST /api/test/orders/:id/expire,
// a route the e2e shop server alone enables with TEST_ROUTES) instead of waiting a day — and its
// day's place is free for another shopper; its shopper gets the mail.

/** The day as checkout lists it, e.g. "lunes, 30 de noviembre". */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('es-AR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

interface DeliverySettings {
  capacityKind: 'orders' | 'units';
  capacityPerDay: number | null;
  [rule: string]: unknown;
}

async function adminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  const signIn = await context.request.post('/api/account/sign-in', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  return context;
}

test('an unpaid transfer order shows "Pagalo antes del …", expires when its time passes, frees its day for another shopper and mails its shopper', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // two shoppers, the back office, checkout twice on a shared 2-core machine
  const CAPACITY = 40;
  // A day's capacity is shop-wide: 40 units a day for the length of this test (the specs that run
  // beside it order a few units for the next days; this one books the last day on offer).
  const admin = await adminContext(browser);
  const saved = (await (await admin.request.get('/api/admin/delivery/settings')).json()) as DeliverySettings;
  const limited = await admin.request.put('/api/admin/delivery/settings', {
    data: { ...saved, capacityKind: 'units', capacityPerDay: CAPACITY },
  });
  expect(limited.ok(), await limited.text()).toBeTruthy();
  const bruno = await browser.newContext();
  try {
    const options = (await (await page.request.get('/api/delivery/options?items=3:1')).json()) as {
      days: { date: string; full: boolean; windows: string[] }[];
    };
    // A weekday: the seeded pickup point opens Monday to Friday.
    const day = options.days
      .filter(
        (d) =>
          !d.full &&
          d.windows.includes('tarde') &&
          ![0, 6].includes(new Date(`${d.date}T12:00:00Z`).getUTCDay()),
      )
      .at(-1)!.date;

    // Ana orders the whole day's capacity by bank transfer and does not pay.
    const ana = await signedInShopper(page, 'expiry_ana');
    const placed = await page.request.post('/api/pedido', {
      data: {
        firstname: 'Lucía',
        lastname: ana.lastname,
        email: ana.account.email,
        address: 'Caseros 450',
        phone: '3875553333',
        paymentMethod: 'transferencia',
        delivery: { pickupPointId: '1', date: day, window: 'tarde' },
        items: [{ id: '3', quantity: CAPACITY }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { pedido: { id: string; number: number; payBefore: string } })
      .pedido;
    const due = new Date(order.payBefore);
    const dueDay = new Intl.DateTimeFormat('es-AR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'America/Argentina/Buenos_Aires',
    })
      .format(due)
      .replace(',', '');
    const dueTime = new Intl.DateTimeFormat('es-AR', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23', // "00:16" after midnight, as the page writes it (`hour12: false` gives "24:16" in Node)
      timeZone: 'America/Argentina/Buenos_Aires',
    }).format(due);
    const payBefore = `Pagalo antes del ${dueDay} a las ${dueTime}`;
    const anaOrder = main(page).locator(`[data-order-id="${order.id}"]`);
    await page.goto('/orders');
    await expect(anaOrder.getByText(payBefore)).toBeVisible();
    await page.goto(`/pedidos/${order.id}/pago`);
    await expect(main(page).getByText(payBefore)).toBeVisible();

    // Bruno, in a browser of his own, finds the day full at checkout.
    const brunoPage = await bruno.newPage();
    await signedInShopper(brunoPage, 'expiry_bruno');
    await seedCart(brunoPage, await apiProduct(brunoPage.request, '3'), 1);
    await gotoHydrated(brunoPage, '/checkout');
    await main(brunoPage).getByRole('radio', { name: 'Retiro en Local' }).check();
    // The day is a native select: a full day is a disabled option.
    const daySelect = main(brunoPage).getByRole('combobox', { name: /^Día/ });
    const dayOption = daySelect.getByRole('option', { name: new RegExp(dayName(day), 'i') });
    await expect(dayOption).toContainText('completo');
    await expect(dayOption).toBeDisabled();

    // A minute after Ana's time to pay (the job runs "then": the test moves its clock).
    const expired = await page.request.post(`/api/test/orders/${order.id}/expire`, {
      data: { at: new Date(due.getTime() + 60_000).toISOString() },
    });
    expect(expired.ok(), await expired.text()).toBeTruthy();
    expect(await expired.json()).toEqual({ outcome: 'expired' });

    // Ana's order says it was released, and the mail tells her how to order again.
    await page.goto('/orders');
    await expect(anaOrder.getByText(/Liberamos este pedido porque no se pagó a tiempo/)).toBeVisible();
    await expect(anaOrder.getByText(/Pagalo antes del/)).toHaveCount(0);
    const mail = await waitForMail(
      ana.account.email,
      new RegExp(`liberamos tu pedido ${orderNoPattern(order.number)}`),
    );
    expect(mail.text).toContain('Para pedir de nuevo');

    // Bruno now gets the day and orders on it.
    await brunoPage.reload();
    await main(brunoPage).getByRole('radio', { name: 'Retiro en Local' }).check();
    await expect(dayOption).not.toContainText('completo');
    await expect(dayOption).toBeEnabled();
    await daySelect.selectOption(day);
    await main(brunoPage).getByRole('radio', { name: 'Tarde (14 a 19 h)' }).check();
    await main(brunoPage).getByRole('radio', { name: 'Transferencia bancaria' }).check();
    await main(brunoPage).getByRole('button', { name: 'Confirmar Pedido en Web' }).click();
    await expect(brunoPage.getByText('Pedido enviado con éxito')).toBeVisible();
    const brunoOrders = (await (await brunoPage.request.get('/api/pedidos')).json()) as {
      pedidos: { delivery: { date: string } }[];
    };
    expect(brunoOrders.pedidos[0]!.delivery.date).toBe(day);
  } finally {
    await admin.request.put('/api/admin/delivery/settings', { data: saved });
    await admin.close();
    await bruno.close();
  }
});
