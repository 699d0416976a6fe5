/**
 * Paying with Mercado Pago through the API, against a local fake of Mercado Pago whose
 * webhooks are signed like Mercado Pago's and delivered to the app.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../e2e/support/fake-mercadopago.mjs';
import { mercadoPagoPayments, orders, rateLimits } from '../src/db/schema.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, placeOrder, placedOrderPaying } from './factories/index.ts';
import {
  createPaymentTestApp,
  historyOf,
  MP_SECRET,
  paymentCount,
  shopperOrder,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let t: PaymentTestContext;
let shopper: SignedInCustomer;

beforeAll(async () => {
  t = await createPaymentTestApp({ SHOP_PAYMENT_METHODS: 'mercadopago,transferencia' });
  shopper = await signedInCustomer(t.ctx, 'mp_shopper');
});
afterAll(() => t.close());

/** A Mercado Pago order with its checkout started; returns the order and preference ids. */
async function mercadoPagoOrder(quantity = 2) {
  const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago', quantity);
  const { res, preferenceId } = await startCheckout(t.ctx, shopper.cookie, orderId);
  expect(res.statusCode).toBe(200);
  return { orderId, preferenceId };
}

const mailsTo = (to: string, after: number) => t.ctx.mails.slice(after).filter((m) => m.to === to);

describe('choosing a payment method', () => {
  it('GET /api/shop lists the offered methods in order and the CBU', async () => {
    const res = await t.ctx.app.inject({ url: '/api/shop' });
    expect(res.json()).toMatchObject({
      paymentMethods: ['mercadopago', 'transferencia'],
      bankCbu: '0110599520000001234567',
      bankAlias: 'KETO.ALIAS.TEST',
    });
  });

  it('refuses a method the shop does not offer or an unknown one with 400, storing nothing', async () => {
    const before = (await t.ctx.database.db.select().from(orders)).length;
    for (const paymentMethod of ['efectivo', 'bitcoin', undefined]) {
      const res = await placeOrder(t.ctx, shopper.cookie, {
        paymentMethod,
        items: [{ id: '3', quantity: 1 }],
      });
      expect(res.statusCode, String(paymentMethod)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { paymentMethod: 'validation.paymentMethod' },
      });
    }
    expect((await t.ctx.database.db.select().from(orders)).length).toBe(before);
  });

  it('stores the method with the payment pendiente, and the mails name it (with the Pagar link for Mercado Pago)', async () => {
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const res = await placeOrder(t.ctx, shopper.cookie, {
      email: 'ana.mp@example.com',
      paymentMethod: 'mercadopago',
      items: [{ id: '3', quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const { pedido } = res.json();
    expect(pedido).toMatchObject({ paymentMethod: 'mercadopago', paymentStatus: 'pendiente' });
    await expect.poll(() => t.ctx.mails.length - before).toBe(2);
    expect(mailsTo('ana.mp@example.com', before)[0].text).toContain(
      `http://localhost:3000/pedidos/${pedido.id}/pago`,
    );
    expect(mailsTo('pedidos@shop.example', before)[0].text).toContain('Forma de pago: Mercado Pago');

    const transfer = await placeOrder(t.ctx, shopper.cookie, {
      email: 'ana.tr@example.com',
      paymentMethod: 'transferencia',
      items: [{ id: '3', quantity: 1 }],
    });
    await expect.poll(() => mailsTo('ana.tr@example.com', before).length).toBe(1);
    expect(mailsTo('ana.tr@example.com', before)[0].text).toMatch(
      /KETO\.ALIAS\.TEST.*0110599520000001234567/,
    );
    const list = await t.ctx.app.inject({ url: '/api/pedidos', headers: { cookie: shopper.cookie } });
    expect(list.json().pedidos.find((p: { id: string }) => p.id === transfer.json().pedido.id)).toMatchObject(
      { paymentMethod: 'transferencia', paymentStatus: 'pendiente' },
    );
  });
});

describe('POST /api/pedidos/:id/pago', () => {
  it('builds the preference from the stored order, once per order, with the order id as reference', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago', 3);
    const first = await startCheckout(t.ctx, shopper.cookie, orderId);
    expect(first.res.statusCode).toBe(200);
    expect(first.checkoutUrl).toMatch(new RegExp(`^${t.fake.url}/checkout/v1/redirect\\?pref_id=`));
    const pref = t.fake.preferences.get(first.preferenceId);
    expect(pref).toMatchObject({
      external_reference: orderId,
      items: [{ id: '3', quantity: 3, unit_price: 2000, currency_id: 'ARS' }],
      back_urls: {
        success: `http://localhost:3000/pedidos/${orderId}/pago`,
        failure: `http://localhost:3000/pedidos/${orderId}/pago`,
        pending: `http://localhost:3000/pedidos/${orderId}/pago`,
      },
      notification_url: 'http://localhost:3000/api/payments/mercadopago/webhook?source_news=webhooks',
    });
    const created = t.fake.requests.filter(
      (r) =>
        r.method === 'POST' && r.path === '/checkout/preferences' && r.body.external_reference === orderId,
    );
    expect(created[0].headers['x-idempotency-key']).toBe(`preference-${orderId}`);
    const again = await startCheckout(t.ctx, shopper.cookie, orderId);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(
      t.fake.requests.filter(
        (r) =>
          r.method === 'POST' && r.path === '/checkout/preferences' && r.body.external_reference === orderId,
      ),
    ).toHaveLength(1);
  });

  it("answers 404 for someone else's or a missing order and 409 for a transfer order, 401 without a session", async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    const other = await signedInCustomer(t.ctx, 'mp_other');
    expect((await startCheckout(t.ctx, other.cookie, orderId)).res.statusCode).toBe(404);
    expect((await startCheckout(t.ctx, shopper.cookie, randomUUID())).res.statusCode).toBe(404);
    expect((await startCheckout(t.ctx, shopper.cookie, 'nope')).res.statusCode).toBe(404);
    expect((await post(t.ctx, `/api/pedidos/${orderId}/pago`, undefined)).statusCode).toBe(401);
    const transfer = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    const refused = await startCheckout(t.ctx, shopper.cookie, transfer);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().error.code).toBe('payment_not_allowed');
  });

  it('answers 503 payment_unavailable when Mercado Pago fails (500) or hangs (within ~5 s), leaving the order unchanged and retryable', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    t.fake.failures.preferences = 'error';
    const failed = await startCheckout(t.ctx, shopper.cookie, orderId);
    expect(failed.res.statusCode).toBe(503);
    expect(failed.res.json().error).toEqual({
      code: 'payment_unavailable',
      message: 'Mercado Pago no responde en este momento. Probá de nuevo en unos minutos.',
    });

    t.fake.failures.preferences = 'hang';
    const started = Date.now();
    const hung = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/pedidos/${orderId}/pago`,
      headers: { origin: 'http://localhost:3000', cookie: shopper.cookie, 'accept-language': 'en' },
    });
    const took = Date.now() - started;
    expect(hung.statusCode).toBe(503);
    expect(hung.json().error.message).toBe(
      'Mercado Pago is not answering right now. Please try again in a few minutes.',
    );
    expect(took).toBeGreaterThanOrEqual(4500);
    expect(took).toBeLessThan(8000);
    const row = await storedOrder(t.ctx, orderId);
    expect(row).toMatchObject({ paymentStatus: 'pendiente', mpInitPoint: null, mpPreferenceId: null });

    t.fake.failures.preferences = undefined;
    expect((await startCheckout(t.ctx, shopper.cookie, orderId)).res.statusCode).toBe(200);
  }, 20_000);
});

describe('Mercado Pago webhooks', () => {
  it('approved: the order becomes pagado, the shopper gets a confirmation and the shop a notice', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const { payment, notification } = await t.fake.pay(preferenceId, { status: 'approved' });
    expect(notification).toMatchObject({ status: 200 });
    expect(JSON.parse(notification!.body)).toEqual({ received: true });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    const history = await historyOf(t.ctx, orderId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      source: 'webhook',
      fromStatus: 'pendiente',
      toStatus: 'pagado',
      detail: `Pago ${payment.id} aprobado`,
    });
    expect(history[0].by).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => mailsTo('ana@example.com', before).length).toBe(1);
    expect(mailsTo('ana@example.com', before)[0].subject).toContain('recibimos el pago');
    await expect.poll(() => mailsTo('pedidos@shop.example', before).length).toBe(1);
    expect(mailsTo('pedidos@shop.example', before)[0].subject).toContain('Pago aprobado');
    // Paid: no second checkout.
    expect((await startCheckout(t.ctx, shopper.cookie, orderId)).res.json().error.code).toBe(
      'payment_not_allowed',
    );
  });

  it('rejected, then retried and approved', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    await t.fake.pay(preferenceId, { status: 'rejected' });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('rechazado');
    const retry = await startCheckout(t.ctx, shopper.cookie, orderId);
    expect(retry.res.statusCode).toBe(200);
    expect(retry.preferenceId).toBe(preferenceId);
    await t.fake.pay(preferenceId, { status: 'approved' });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    expect((await historyOf(t.ctx, orderId)).map((e) => `${e.fromStatus}>${e.toStatus}`)).toEqual([
      'pendiente>rechazado',
      'rechazado>pagado',
    ]);
  });

  it('pending, then approved', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    const { payment } = await t.fake.pay(preferenceId, { status: 'pending' });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pendiente');
    const [stored] = await t.ctx.database.db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.id, String(payment.id)));
    expect(stored).toMatchObject({ orderId, status: 'pending', amount: 4000 });
    await t.fake.updatePayment(payment.id, { status: 'approved' });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
  });

  it('the same webhook twice changes the order once and mails once', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    const { payment } = await t.fake.pay(preferenceId, { status: 'approved', notify: false });
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const requestId = randomUUID();
    const first = await t.fake.notify(String(payment.id), { requestId });
    const second = await t.fake.notify(String(payment.id), { requestId });
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(await historyOf(t.ctx, orderId)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo('ana@example.com', before)).toHaveLength(1);
  });

  it('out of order: a late notice of an earlier rejection, or a stale description, never undoes pagado', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    const early = new Date(Date.now() - 60_000).toISOString();
    const rejected = await t.fake.pay(preferenceId, {
      status: 'rejected',
      dateLastUpdated: early,
      notify: false,
    });
    const approved = await t.fake.pay(preferenceId, { status: 'approved' });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    await t.fake.notify(String(rejected.payment.id));
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    // Mercado Pago describing the approved payment as it was a minute ago (pending) changes nothing.
    await t.fake.updatePayment(approved.payment.id, { status: 'pending', dateLastUpdated: early });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    const [stored] = await t.ctx.database.db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.id, String(approved.payment.id)));
    expect(stored.status).toBe('approved');
  });

  it('refuses a forged, tampered, replayed or missing signature with 401 and no change', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    const { payment } = await t.fake.pay(preferenceId, { status: 'approved', notify: false });
    const id = String(payment.id);
    const before = await paymentCount(t.ctx);
    const requestId = randomUUID();
    const now = Date.now();
    const attempts = [
      await t.fake.notify(id, { secret: 'not-the-secret' }),
      await t.fake.notify(id, { signature: null }),
      await t.fake.notify(id, { signature: '' }),
      await t.fake.notify(id, { signature: 'garbage' }),
      // Signed for another payment id.
      await t.fake.notify(id, { requestId, signature: signWebhook(MP_SECRET, '999', requestId, now) }),
      // Correct, but 11 minutes old (in milliseconds, then in seconds).
      await t.fake.notify(id, { ts: now - 11 * 60_000 }),
      await t.fake.notify(id, { ts: Math.floor((now - 11 * 60_000) / 1000) }),
    ];
    for (const [i, res] of attempts.entries()) {
      expect(res?.status, `attempt ${i}`).toBe(401);
      expect(JSON.parse(res!.body).error.code).toBe('invalid_signature');
    }
    const noRequestId = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/mercadopago/webhook?data.id=${id}&type=payment`,
      headers: { 'x-signature': signWebhook(MP_SECRET, id, '', now) },
      payload: {},
    });
    expect(noRequestId.statusCode).toBe(401);
    expect(await paymentCount(t.ctx)).toBe(before);
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pendiente');
    // A ts in seconds (as Mercado Pago's docs and SDK assume) is accepted when fresh.
    expect((await t.fake.notify(id, { ts: Math.floor(Date.now() / 1000) }))?.status).toBe(200);
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
  });

  it('an approved payment of another amount puts the order en_revision, never pagado, and tells the shop', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    await t.fake.pay(preferenceId, { status: 'approved', amount: 3900 });
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('en_revision');
    expect((await historyOf(t.ctx, orderId))[0].detail).toContain('3.900');
    await expect.poll(() => mailsTo('pedidos@shop.example', before).length).toBe(1);
    expect(mailsTo('pedidos@shop.example', before)[0].subject).toContain('Pago para revisar');
    expect(mailsTo('ana@example.com', before)).toHaveLength(0);
  });

  it('a payment for an unknown order is recorded and nothing else changes', async () => {
    const reference = randomUUID();
    const payment = t.fake.addPayment({ external_reference: reference, transaction_amount: 4000 });
    const res = await t.fake.notify(String(payment.id), {
      url: 'http://localhost:3000/api/payments/mercadopago/webhook',
    });
    expect(res?.status).toBe(200);
    const [stored] = await t.ctx.database.db
      .select()
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.id, String(payment.id)));
    expect(stored).toMatchObject({ orderId: null, externalReference: reference, status: 'approved' });
  });

  it('an approved payment for a cancelled order puts it en_revision', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    await t.ctx.database.db.update(orders).set({ status: 'cancelado' }).where(eq(orders.id, orderId));
    await t.fake.pay(preferenceId, { status: 'approved' });
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('en_revision');
    expect((await historyOf(t.ctx, orderId))[0].detail).toContain('cancelado');
  });

  it('ignores signed notifications about other topics, and answers 503 (so Mercado Pago retries) when it cannot fetch the payment', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    const { payment } = await t.fake.pay(preferenceId, { status: 'approved', notify: false });
    const id = String(payment.id);
    const requestId = randomUUID();
    const signature = signWebhook(MP_SECRET, id, requestId, Date.now());
    const other = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/payments/mercadopago/webhook?data.id=${id}&type=merchant_order`,
      headers: { 'x-signature': signature, 'x-request-id': requestId },
      payload: { type: 'merchant_order' },
    });
    expect(other.statusCode).toBe(200);
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pendiente');

    t.fake.failures.payments = 'error';
    const down = await t.fake.notify(id);
    t.fake.failures.payments = undefined;
    expect(down?.status).toBe(503);
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pendiente');
  });
});

describe('the fake checkout page (what the e2e run clicks)', () => {
  it("shows the order with Aprobar / Rechazar / Pendiente, pays, notifies the shop and returns to the order's page", async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    const { checkoutUrl, preferenceId } = await startCheckout(t.ctx, shopper.cookie, orderId);
    const page = await (await fetch(checkoutUrl!)).text();
    for (const label of ['Aprobar', 'Rechazar', 'Pendiente']) expect(page).toContain(`>${label}</button>`);
    const paid = await fetch(new URL('/checkout/v1/pay', t.fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ pref_id: preferenceId, status: 'approved' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`http://localhost:3000/pedidos/${orderId}/pago`);
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
  });
});

describe('POST /api/pedidos/:id/pago/sync', () => {
  it('applies what Mercado Pago lists for the order (a lost webhook) and answers the stored order; on failure the stored one', async () => {
    const { orderId, preferenceId } = await mercadoPagoOrder();
    await t.fake.pay(preferenceId, { status: 'approved', notify: false });
    t.fake.failures.search = 'error';
    const failed = await post(t.ctx, `/api/pedidos/${orderId}/pago/sync`, undefined, shopper.cookie);
    t.fake.failures.search = undefined;
    expect(failed.statusCode).toBe(200);
    expect(failed.json().pedido).toMatchObject({ id: orderId, paymentStatus: 'pendiente' });
    // As if the 10 s between two syncs of one order had passed (next test).
    await t.ctx.database.db.delete(rateLimits);

    const synced = await post(t.ctx, `/api/pedidos/${orderId}/pago/sync`, undefined, shopper.cookie);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().pedido).toMatchObject({
      id: orderId,
      paymentStatus: 'pagado',
      paymentMethod: 'mercadopago',
    });
    expect((await historyOf(t.ctx, orderId))[0]).toMatchObject({ source: 'return', toStatus: 'pagado' });
    const other = await signedInCustomer(t.ctx, 'sync_other');
    expect((await post(t.ctx, `/api/pedidos/${orderId}/pago/sync`, undefined, other.cookie)).statusCode).toBe(
      404,
    );
  });

  it('asks Mercado Pago at most once per 10 s for an order and account, answering 429 with Retry-After', async () => {
    const { orderId } = await mercadoPagoOrder();
    const searches = () => t.fake.requests.filter((r) => r.path.startsWith('/v1/payments/search')).length;
    const sync = (id: string, headers: Record<string, string> = {}) =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/pedidos/${id}/pago/sync`,
        headers: { origin: 'http://localhost:3000', cookie: shopper.cookie, ...headers },
      });
    expect((await sync(orderId)).statusCode).toBe(200);
    const before = searches();
    for (const headers of [{}, { 'accept-language': 'en' }] as Record<string, string>[]) {
      const limited = await sync(orderId, headers);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(10);
      expect(limited.json().error).toMatchObject({
        code: 'rate_limited',
        message: expect.stringMatching(
          headers['accept-language'] ? /^Too many tries/ : /^Demasiados intentos/,
        ),
      });
    }
    expect(searches()).toBe(before);
    // Another order of the same shopper has its own count.
    const { orderId: second } = await mercadoPagoOrder();
    expect((await sync(second)).statusCode).toBe(200);
    expect(searches()).toBe(before + 1);
  });
});
