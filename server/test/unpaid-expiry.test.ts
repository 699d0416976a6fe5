/**
 * Unpaid orders expire (docs/decisions/0018-unpaid-order-expiry.md): the expiry job,
 * what it releases (the coupon use, the day's place), the shopper's mail in their language, the
 * owner's payment times, Mercado Pago's preference expiry and a payment approved too late.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderNumberText } from './helper.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain';
import { coupons, jobs, mailOutbox, orders } from '../src/db/schema.ts';
import { expireUnpaidOrder, orderExpiryJobKey } from '../src/modules/orders/jobs.ts';
import { ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, placeOrder } from './factories/index.ts';
import { openDayAhead as dayAhead } from './delivery-support.ts';
import {
  createPaymentTestApp,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let t: PaymentTestContext;
let ana: SignedInCustomer;
let bruno: SignedInCustomer;

beforeAll(async () => {
  t = await createPaymentTestApp({
    RATE_LIMIT_ORDERS_PER_HOUR: '1000',
    UNPAID_TRANSFER_TTL_MINUTES: '600',
    UNPAID_MERCADOPAGO_TTL_MINUTES: '90',
  });
  ana = await signedInCustomer(t.ctx, 'expiry_ana');
  bruno = await signedInCustomer(t.ctx, 'expiry_bruno');
}, 120_000);
afterAll(() => t.close());

const send = (
  method: 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  cookie = t.admin.cookie,
  lang?: string,
) =>
  t.ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie, ...(lang ? { 'accept-language': lang } : {}) },
  });
const putSettings = (changes: Partial<typeof DEFAULT_DELIVERY_SETTINGS>) =>
  send('PUT', '/api/admin/delivery/settings', { ...DEFAULT_DELIVERY_SETTINGS, ...changes });

/** Places an order of `quantity` item 3 (2000 each) for pickup on `day`; returns the answer. */
function order(
  shopper: { cookie: string; email: string },
  paymentMethod: string,
  options: { day?: string; quantity?: number; coupon?: string; lang?: string } = {},
) {
  return placeOrder(
    t.ctx,
    shopper.cookie,
    {
      email: shopper.email,
      paymentMethod,
      items: [{ id: '3', quantity: options.quantity ?? 1 }],
      delivery: { pickupPointId: '1', date: options.day ?? dayAhead(3), window: 'tarde' },
      ...(options.coupon ? { coupon: options.coupon } : {}),
    },
    { headers: options.lang ? { 'accept-language': options.lang } : {} },
  );
}

async function placed(
  shopper: { cookie: string; email: string },
  paymentMethod: string,
  options: Parameters<typeof order>[2] = {},
): Promise<string> {
  const res = await order(shopper, paymentMethod, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().pedido.id as string;
}

/** Moves the order's due time (and its job) `minutes` into the past, then lets the job runner run what is due. */
async function passDueTime(orderId: string, minutes = 1): Promise<void> {
  const db = t.ctx.database.db;
  await db
    .update(orders)
    .set({ paymentDueAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(orders.id, orderId));
  await db
    .update(jobs)
    .set({ runAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(jobs.key, orderExpiryJobKey(orderId)));
  await t.ctx.drainJobs();
}

const expiryJob = async (orderId: string) =>
  (
    await t.ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, orderExpiryJobKey(orderId)))
  )[0];
const expiredMails = async (orderId: string) =>
  t.ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.key, `order:${orderId}:expired`));

beforeEach(async () => {
  expect((await putSettings({})).statusCode).toBe(200);
});

describe('placing an order', () => {
  it('gives a transfer order its due time from the configuration and queues its expiry job then; a cash order neither', async () => {
    const before = Date.now();
    const transfer = await order(ana, 'transferencia');
    const pedido = transfer.json().pedido;
    const due = new Date(pedido.payBefore).getTime();
    // UNPAID_TRANSFER_TTL_MINUTES=600 in this file's configuration.
    expect(due - before).toBeGreaterThanOrEqual(600 * 60_000 - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(600 * 60_000);
    expect(pedido.expired).toBe(false);
    const job = await expiryJob(pedido.id);
    expect(job).toMatchObject({
      kind: 'orders.expire-unpaid',
      status: 'pending',
      payload: { orderId: pedido.id },
    });
    expect(job.runAt.getTime()).toBe(due);

    const cash = (await order(ana, 'efectivo')).json().pedido;
    expect(cash.payBefore).toBeNull();
    expect(await expiryJob(cash.id)).toBeUndefined();
    expect((await storedOrder(t.ctx, cash.id)).paymentDueAt).toBeNull();
  });
});

describe('the expiry job', () => {
  it('cancels an expired transfer order and mails the shopper in Spanish; the order shows it expired', async () => {
    const id = await placed(ana, 'transferencia');
    await passDueTime(id);
    const row = await storedOrder(t.ctx, id);
    expect(row.status).toBe('cancelado');
    expect(row.paymentStatus).toBe('pendiente');
    expect(row.expiredAt).not.toBeNull();
    // The job is done (deleted), not failed.
    expect(await expiryJob(id)).toBeUndefined();
    const [mail] = await expiredMails(id);
    expect(mail).toMatchObject({ kind: 'order_expired', toAddress: ana.email });
    expect(mail.subject).toContain(`liberamos tu pedido ${await orderNumberText(t.ctx, id)}`);
    expect(mail.text).toContain('no recibimos a tiempo el pago');
    expect(mail.text).toContain('Para pedir de nuevo');
    const shown = (
      await t.ctx.app.inject({ url: `/api/pedidos/${id}`, headers: { cookie: ana.cookie } })
    ).json();
    expect(shown).toMatchObject({ status: 'cancelado', expired: true, payBefore: null });
  });

  it('mails a shopper who ordered in English in English', async () => {
    const id = await placed(bruno, 'transferencia', { lang: 'en' });
    await passDueTime(id);
    const [mail] = await expiredMails(id);
    expect(mail.subject).toContain(
      `order ${await orderNumberText(t.ctx, id, 'en')} released (not paid in time)`,
    );
    expect(mail.text).toContain('we did not receive the payment');
    expect(mail.text).toContain('To order again');
  });

  it('leaves a cash order, a paid order, an order with a receipt and an unexpired order alone', async () => {
    const db = t.ctx.database.db;
    const cash = await placed(ana, 'efectivo');
    const paid = await placed(ana, 'transferencia');
    const marked = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid}/payment`,
      payload: { status: 'pagado' },
      headers: { origin: ORIGIN, cookie: t.admin.cookie },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const withReceipt = await placed(ana, 'transferencia');
    const upload = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/pedidos/${withReceipt}/comprobante`,
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="comprobante"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
        ),
        Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { origin: ORIGIN, cookie: ana.cookie, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fresh = await placed(ana, 'transferencia');

    // The cash order has no due time at all: even "a day later" nothing happens to it.
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orders.id, cash));
    for (const id of [paid, withReceipt]) await passDueTime(id);
    await t.ctx.drainJobs();
    for (const id of [cash, paid, withReceipt, fresh]) {
      expect((await storedOrder(t.ctx, id)).status, id).toBe('pendiente');
      expect(await expiredMails(id)).toEqual([]);
    }
    // The unexpired order's job is still waiting for its time; run early it changes nothing.
    expect(await expiryJob(fresh)).toMatchObject({ status: 'pending' });
    expect(
      await expireUnpaidOrder(db, fresh, new Date(), {
        shopName: 'x',
        publicUrl: 'http://x',
        ordersEmail: 'x@x.example',
      }),
    ).toBe('not_due');
    expect((await storedOrder(t.ctx, fresh)).status).toBe('pendiente');
    // The paid order shows no deadline any more.
    expect(
      (await t.ctx.app.inject({ url: `/api/pedidos/${paid}`, headers: { cookie: ana.cookie } })).json()
        .payBefore,
    ).toBeNull();
  });

  it("gives back the coupon use and the day's place: another shopper can book the day", async () => {
    const day = dayAhead(6);
    const coupon = await post(
      t.ctx,
      '/api/admin/coupons',
      { code: 'UNAVEZ', kind: 'percent', value: 10, maxUses: 1 },
      t.admin.cookie,
    );
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect((await putSettings({ capacityKind: 'orders', capacityPerDay: 1 })).statusCode).toBe(200);

    const held = await placed(ana, 'transferencia', { day, coupon: 'UNAVEZ' });
    expect((await t.ctx.database.db.select().from(coupons).where(eq(coupons.code, 'UNAVEZ')))[0].uses).toBe(
      1,
    );
    // The day is full for Bruno, in the checkout's list and for an order.
    const full = (await t.ctx.app.inject({ url: '/api/delivery/options?items=3:1' })).json();
    expect(full.days.find((d: { date: string }) => d.date === day).full).toBe(true);
    const refused = await order(bruno, 'efectivo', { day });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('day_full');

    await passDueTime(held);
    expect((await storedOrder(t.ctx, held)).status).toBe('cancelado');
    expect((await t.ctx.database.db.select().from(coupons).where(eq(coupons.code, 'UNAVEZ')))[0].uses).toBe(
      0,
    );
    const free = (await t.ctx.app.inject({ url: '/api/delivery/options?items=3:1' })).json();
    expect(free.days.find((d: { date: string }) => d.date === day).full).toBe(false);
    // Bruno takes the day, and the code Ana's order had used.
    const booked = await order(bruno, 'efectivo', { day, coupon: 'UNAVEZ' });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('frees the day as soon as the due time passes, before the job has run (checkout and order count alike)', async () => {
    // Not a day an earlier test booked: an open weekday 9 to 11 days ahead, while the test before
    // takes one 6 to 8 days ahead (7 days ahead fell on the same Monday as 6 when run on a Sunday).
    const day = dayAhead(9);
    expect((await putSettings({ capacityKind: 'units', capacityPerDay: 5 })).statusCode).toBe(200);
    const held = await placed(ana, 'transferencia', { day, quantity: 5 });
    expect(
      (await t.ctx.app.inject({ url: '/api/delivery/options?items=3:1' }))
        .json()
        .days.find((d: { date: string }) => d.date === day).full,
    ).toBe(true);
    // Past its time, its job not yet run (the job's run_at left in the future).
    await t.ctx.database.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, held));
    expect((await storedOrder(t.ctx, held)).status).toBe('pendiente');
    expect(
      (await t.ctx.app.inject({ url: '/api/delivery/options?items=3:1' }))
        .json()
        .days.find((d: { date: string }) => d.date === day).full,
    ).toBe(false);
    expect((await order(bruno, 'efectivo', { day, quantity: 5 })).statusCode).toBe(201);
  });
});

describe("the owner's payment times", () => {
  it("shows the configuration's defaults, saves valid minutes for later orders, refuses bad ones with 400 in the chosen language", async () => {
    expect((await send('GET', '/api/admin/delivery/payment-deadlines')).json()).toEqual({
      transferMinutes: 600,
      mercadoPagoMinutes: 90,
    });
    const saved = await send('PUT', '/api/admin/delivery/payment-deadlines', {
      transferMinutes: 2880,
      mercadoPagoMinutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ transferMinutes: 2880, mercadoPagoMinutes: 30 });
    expect((await send('GET', '/api/admin/delivery/payment-deadlines')).json()).toEqual({
      transferMinutes: 2880,
      mercadoPagoMinutes: 30,
    });
    // Saving the day rules keeps the payment times.
    expect((await putSettings({ leadTimeHours: 24 })).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/delivery/payment-deadlines')).json()).toEqual({
      transferMinutes: 2880,
      mercadoPagoMinutes: 30,
    });

    const before = Date.now();
    const pedido = (await order(ana, 'transferencia')).json().pedido;
    expect(new Date(pedido.payBefore).getTime() - before).toBeGreaterThanOrEqual(2880 * 60_000 - 1000);

    for (const bad of [
      { transferMinutes: 10, mercadoPagoMinutes: 30 },
      { transferMinutes: 2880, mercadoPagoMinutes: 20161 },
      { transferMinutes: 60.5, mercadoPagoMinutes: 30 },
      { transferMinutes: 60 },
      { transferMinutes: '60', mercadoPagoMinutes: 30 },
    ]) {
      const res = await send('PUT', '/api/admin/delivery/payment-deadlines', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    const english = await send(
      'PUT',
      '/api/admin/delivery/payment-deadlines',
      { transferMinutes: 1, mercadoPagoMinutes: 30 },
      t.admin.cookie,
      'en',
    );
    expect(english.json().error).toMatchObject({ fields: { transferMinutes: 'validation.paymentTtl' } });
    expect(english.json().error.message).toMatch(/^Please check the data you entered/);
    const spanish = await send('PUT', '/api/admin/delivery/payment-deadlines', {
      transferMinutes: 1,
      mercadoPagoMinutes: 30,
    });
    expect(spanish.json().error.message).toMatch(/^Revisá los datos/);
    // Unchanged by the refusals; only administrators.
    expect((await send('GET', '/api/admin/delivery/payment-deadlines')).json()).toEqual({
      transferMinutes: 2880,
      mercadoPagoMinutes: 30,
    });
    expect(
      (await send('GET', '/api/admin/delivery/payment-deadlines', undefined, ana.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await send(
          'PUT',
          '/api/admin/delivery/payment-deadlines',
          { transferMinutes: 60, mercadoPagoMinutes: 60 },
          ana.cookie,
        )
      ).statusCode,
    ).toBe(403);
    // Back to the defaults for the other tests.
    expect(
      (
        await send('PUT', '/api/admin/delivery/payment-deadlines', {
          transferMinutes: 600,
          mercadoPagoMinutes: 90,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('Mercado Pago', () => {
  it("the preference expires at the order's due time", async () => {
    const id = await placed(ana, 'mercadopago');
    const { res, preferenceId } = await startCheckout(t.ctx, ana.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const preference = t.fake.preferences.get(preferenceId);
    const row = await storedOrder(t.ctx, id);
    expect(preference).toMatchObject({ expires: true });
    expect(preference.expiration_date_to).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/);
    expect(new Date(preference.expiration_date_to).getTime()).toBe(row.paymentDueAt!.getTime());
    expect(new Date(preference.expiration_date_from).getTime()).toBe(row.createdAt.getTime());
    // UNPAID_MERCADOPAGO_TTL_MINUTES=90.
    expect(row.paymentDueAt!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(90 * 60_000 - 1000);
  });

  it('a payment approved after the order expired puts it "en revisión" for the owner; the order stays cancelled', async () => {
    const id = await placed(ana, 'mercadopago');
    const { preferenceId } = await startCheckout(t.ctx, ana.cookie, id);
    await passDueTime(id);
    expect((await storedOrder(t.ctx, id)).status).toBe('cancelado');
    // No new checkout for it.
    expect((await startCheckout(t.ctx, ana.cookie, id)).res.json().error.code).toBe('payment_not_allowed');
    const { notification } = await t.fake.pay(preferenceId, { status: 'approved' });
    expect(notification).toMatchObject({ status: 200 });
    const row = await storedOrder(t.ctx, id);
    expect(row).toMatchObject({ status: 'cancelado', paymentStatus: 'en_revision' });
    expect(row.expiredAt).not.toBeNull();
    const detail = await t.ctx.app.inject({
      url: `/api/admin/orders/${id}`,
      headers: { cookie: t.admin.cookie },
    });
    expect(detail.json()).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'en_revision',
      expiredAt: row.expiredAt!.toISOString(),
      paymentDueAt: row.paymentDueAt!.toISOString(),
    });
    expect(JSON.stringify(detail.json())).toContain('aprobado para un pedido cancelado');
  });

  it('an unpaid Mercado Pago order past its time cannot start a checkout even before the job ran', async () => {
    const id = await placed(ana, 'mercadopago');
    await t.ctx.database.db
      .update(orders)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(and(eq(orders.id, id)));
    expect((await startCheckout(t.ctx, ana.cookie, id)).res.json().error.code).toBe('payment_not_allowed');
  });
});

describe('the test-only expiry route', () => {
  it('does not exist unless the configuration allows test routes', async () => {
    const id = await placed(ana, 'transferencia');
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/test/orders/${id}/expire`,
      payload: { at: new Date(Date.now() + 2 * 86_400_000).toISOString() },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(404);
    expect((await storedOrder(t.ctx, id)).status).toBe('pendiente');
  });
});
