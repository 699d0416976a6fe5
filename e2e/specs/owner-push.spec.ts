/**
 * New-order alerts in the browser. What is real here: the shop's service worker
 * installs and controls /admin, the owner turns alerts on with notifications granted,
 * the order is placed through the real API, and a push message reaches the real service worker,
 * which shows the notification that opens that order. What is not: Chromium's own push service
 * needs the internet and Playwright's incognito contexts refuse PushManager.subscribe, so the
 * subscription is not made by the browser (the screen shows why) and the push is handed to the service worker by the browser's DevTools
 * protocol (ServiceWorker.deliverPushMessage) instead of arriving from a push server; the
 * server's side (web-push to a push service) is covered by server/test/push*.test.ts against a
 * local push service stand-in.
 */
import { signInAsAdmin } from '../support/admin.ts';
import { expect, test } from '../support/fixtures.ts';
import { controlled } from '../support/service-worker.ts';
import { main, orderNo, pickupDelivery } from '../support/shop.ts';

test.use({
  serviceWorkers: 'allow',
  // Playwright's contexts are incognito profiles, where Chromium refuses PushManager.subscribe
  // (and says so on the console): the screen then shows its "could not enable" note.
  allowedConsoleErrors: [/does not support the Push API in incognito mode/],
});

// The worker installs its precache before it controls the page (support/service-worker.ts).
test.slow();

test("the owner turns alerts on in /admin and a new order's push shows a notification opening it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await signInAsAdmin(page, '/admin');
  await controlled(page);
  // The page read the push state before the worker took over: read it again.
  await page.reload();
  const alerts = main(page)
    .getByRole('region', { name: 'Avisos de pedidos' })
    .or(main(page).locator('section').filter({ hasText: 'Avisos de pedidos' }))
    .first();
  await alerts.getByRole('button', { name: 'Activar avisos' }).click();
  // The browser's PushManager asks Chromium's push service, out of reach offline: either it
  // subscribed (then the server stored it), or it says why; never "no service worker".
  const note = alerts.getByRole('status').or(alerts.getByRole('alert')).first();
  await expect(note).toHaveText(/Listo: vas a recibir un aviso|No se pudieron activar los avisos/);
  await expect(alerts).not.toContainText('service worker de la tienda, que todavía no');
  test
    .info()
    .annotations.push({ type: 'push subscription', description: (await note.innerText()).slice(0, 120) });

  const placed = await page.request.post('/api/pedido', {
    data: {
      firstname: 'Olga',
      lastname: 'Push',
      email: 'olga.push@example.com',
      address: 'Caseros 450',
      phone: '3875553333',
      paymentMethod: 'transferencia',
      delivery: pickupDelivery(),
      items: [{ id: '3', quantity: 1 }],
    },
    headers: { 'Idempotency-Key': `push-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id: orderId, number } = ((await placed.json()) as { pedido: { id: string; number: number } })
    .pedido;

  // The alert the server sends for it (server/src/modules/push/service.ts orderPlaced).
  const alert = {
    title: `Pedido nuevo ${orderNo(number).replace(' ', '\u00a0')}`,
    body: 'Olga Push',
    url: `/admin/orders/${orderId}`,
    tag: `order-${orderId}`,
  };
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify(alert),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });
  await expect
    .poll(shown, { timeout: 10_000 })
    .toEqual([{ title: alert.title, body: alert.body, tag: alert.tag, data: { url: alert.url } }]);
});
