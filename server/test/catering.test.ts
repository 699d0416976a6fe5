/**
 * Catering requests (docs/decisions/0026-catering-requests.md): anyone asks from /encargos without
 * an account and gets a request number at once and by mail; the shop is told (mail and push); bad
 * input is refused in the chosen language, floods are limited; the owner quotes or declines; the
 * shopper confirms the mailed link once, which places an order at the agreed amount on the event's
 * day, booked against the day's capacity and payable like any order.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cateringRequests, orderLines, orders } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer } from './factories/index.ts';
import { dayAhead } from './delivery-support.ts';
import {
  createPaymentTestApp,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let shopper: SignedInCustomer;
const alerts: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_ACCOUNT: '3',
    SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
    CATERING_MIN_NOTICE_DAYS: '4',
  });
  admin = await signedInAdmin(ctx, 'enc_admin');
  shopper = await signedInCustomer(ctx, 'enc_shopper');
  ctx.app.shopEvents.on('cateringRequested', ({ request }) => void alerts.push(request.number));
});
afterAll(() => ctx.close());

const form = (changes: Record<string, unknown> = {}) => ({
  eventDate: dayAhead(10),
  window: 'tarde',
  guests: 40,
  items: [{ id: '3', quantity: 24 }],
  details: 'Cumpleaños, sin TACC si se puede',
  delivery: 'delivery',
  address: 'Caseros 450',
  name: 'Ana Pérez',
  email: 'ana.enc@example.com',
  phone: '387 555-1234',
  ...changes,
});

/** POSTs the form (anonymously unless `cookie`), from `ip`. */
const ask = (payload: unknown, lang = 'es', ip = '203.0.113.7', cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/encargos?lang=${lang}`,
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: admin.cookie } });
const stored = async (number: string) =>
  (await ctx.database.db.select().from(cateringRequests).where(eq(cateringRequests.number, number)))[0]!;
/** The "Confirmar" token of the newest quote mailed to `to`. */
const mailedToken = async (to: string) => {
  await ctx.drainMail();
  const quote = [...ctx.mails].reverse().find((m) => m.to === to && /presupuesto|quote/i.test(m.subject));
  const match = /\/encargos\/confirmar\?token=([A-Za-z0-9_-]+)/.exec(quote?.text ?? '');
  expect(match, quote?.text).not.toBeNull();
  return match![1]!;
};
const confirm = (token: string, cookie: string | undefined, paymentMethod = 'transferencia', lang = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/encargos/confirmar?lang=${lang}`,
    payload: { token, paymentMethod },
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('POST /api/encargos', () => {
  it('answers a request number at once, keeps what was asked, and mails the shopper and the shop; the owner gets an alert', async () => {
    const before = ctx.mails.length;
    const res = await ask(form());
    expect(res.statusCode, res.body).toBe(201);
    const { number } = res.json() as { number: string };
    expect(number).toMatch(/^ENC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const row = await stored(number);
    expect(row).toMatchObject({
      status: 'nuevo',
      guests: 40,
      delivery: 'delivery',
      address: 'Caseros 450',
      email: 'ana.enc@example.com',
      lang: 'es',
      userId: null,
      quoteArs: null,
    });
    expect(row.items).toEqual([expect.objectContaining({ productId: 3, quantity: 24 })]);
    await ctx.drainMail();
    const sent = ctx.mails.slice(before);
    const receipt = sent.find((m) => m.to === 'ana.enc@example.com');
    expect(receipt?.subject).toContain(number);
    expect(receipt?.text).toContain(number);
    const notice = sent.find((m) => m.to === 'pedidos@shop.example');
    expect(notice?.text).toContain('/admin/encargos');
    expect(alerts).toContain(number);
  });

  it('keeps the account of a signed-in shopper, and mails in English when asked in English', async () => {
    const before = ctx.mails.length;
    const res = await ask(
      form({ delivery: 'pickup', address: '', email: 'en.enc@example.com', items: [] }),
      'en',
      '203.0.113.8',
      shopper.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().number)).toMatchObject({
      userId: shopper.user.id,
      lang: 'en',
      delivery: 'pickup',
      address: '',
    });
    await ctx.drainMail();
    expect(ctx.mails.slice(before).find((m) => m.to === 'en.enc@example.com')?.subject).toMatch(
      /catering request ENC-/,
    );
  });

  it('tells the form the earliest date the notice allows, and refuses a nearer one', async () => {
    const options = await ctx.app.inject({ url: '/api/encargos/opciones' });
    expect(options.json()).toEqual({ minNoticeDays: 4, earliestDate: dayAhead(4) });
    const soon = await ask(form({ eventDate: dayAhead(3) }), 'en');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error).toMatchObject({
      code: 'catering_too_soon',
      fields: { eventDate: 'validation.cateringNotice' },
    });
    expect(soon.json().error.message).toMatch(/too soon/);
    expect((await ask(form({ eventDate: dayAhead(4) }))).statusCode).toBe(201);
  });

  it('refuses bad input with the fields named, in Spanish or English, and stores nothing', async () => {
    const count = (await ctx.database.db.select().from(cateringRequests)).length;
    const bad = {
      eventDate: '2026-02-30',
      window: 'noche',
      guests: 0,
      items: [{ id: '3', quantity: 100 }],
      delivery: 'delivery',
      address: '',
      name: ' ',
      email: 'no-es-un-mail',
      phone: '',
    };
    const es = await ask(bad, 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toMatchObject({
      code: 'invalid_input',
      fields: {
        eventDate: 'validation.deliveryDate',
        window: 'validation.deliveryWindow',
        guests: 'validation.guests',
        'items.0.quantity': 'validation.quantity',
        name: 'validation.required',
        email: 'validation.email',
        phone: 'validation.required',
      },
    });
    expect(es.json().error.message).toMatch(/revisá|Revisá|datos/i);
    const en = await ask(bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).not.toMatch(/[áéíóúñ]|revisá/i);
    const noAddress = await ask(form({ address: '' }));
    expect(noAddress.json().error.fields).toMatchObject({ address: 'validation.required' });
    const unknown = await ask(form({ items: [{ id: '999999', quantity: 1 }] }), 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'unknown_product',
      fields: { 'items.0.id': 'validation.unknownProduct' },
    });
    expect((await ctx.database.db.select().from(cateringRequests)).length).toBe(count);
  });

  it('limits requests per e-mail like the other public forms (429 with the time to wait)', async () => {
    const flood = form({ email: 'victim.enc@example.com' });
    for (let i = 0; i < 3; i++) expect((await ask(flood, 'es', `198.51.100.${i + 1}`)).statusCode).toBe(201);
    const refused = await ask(flood, 'es', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});

describe('the owner’s queue, the quote and the confirmation', () => {
  it('lists requests; the owner quotes, the shopper sees the quote and confirms once: an order at the agreed amount on the event day, then paid', async () => {
    const eventDate = dayAhead(12);
    const asked = await ask(
      form({ eventDate, email: 'quote.enc@example.com', delivery: 'pickup', address: '' }),
      'es',
      '203.0.113.20',
    );
    const number = asked.json().number as string;
    const list = await asAdmin('GET', '/api/admin/catering?status=nuevo');
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((i: { number: string }) => i.number === number);
    expect(item).toMatchObject({ status: 'nuevo', guests: 40, items: [{ productId: '3', quantity: 24 }] });

    const quoted = await asAdmin('POST', `/api/admin/catering/${item.id}/quote`, {
      amount: 85_000,
      note: 'Incluye vajilla descartable.',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      status: 'cotizado',
      quoteArs: 85_000,
      note: 'Incluye vajilla descartable.',
    });
    const token = await mailedToken('quote.enc@example.com');
    // Stored hashed only.
    const row = await stored(number);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(token);

    const view = await ctx.app.inject({ url: `/api/encargos/cotizacion?token=${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      number,
      status: 'cotizado',
      amount: 85_000,
      note: 'Incluye vajilla descartable.',
      orderId: null,
      paymentMethods: ['transferencia', 'efectivo'],
    });

    // Signed in to confirm, like any order.
    expect((await confirm(token, undefined)).statusCode).toBe(401);
    const before = ctx.mails.length;
    const done = await confirm(token, shopper.cookie);
    expect(done.statusCode, done.body).toBe(201);
    const { orderId } = done.json() as { orderId: string };
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: shopper.user.id,
      totalArs: 85_000,
      subtotalArs: 85_000,
      deliveryKind: 'pickup',
      deliveryDay: eventDate,
      deliveryWindow: 'tarde',
      paymentMethod: 'transferencia',
      paymentStatus: 'pendiente',
      email: 'quote.enc@example.com',
      firstname: 'Ana',
      lastname: 'Pérez',
    });
    expect(order!.paymentDueAt).not.toBeNull();
    const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[3, 24]]);
    expect(await stored(number)).toMatchObject({ status: 'confirmado', orderId });
    await ctx.drainMail();
    const confirmedMail = ctx.mails.slice(before).find((m) => m.to === 'quote.enc@example.com');
    expect(confirmedMail?.subject).toContain(`#${orderId.slice(0, 8)}`);
    expect(
      ctx.mails.slice(before).some((m) => m.to === 'pedidos@shop.example' && m.subject.includes(number)),
    ).toBe(true);

    // It is the shopper's order, payable like any order.
    const mine = await ctx.app.inject({
      url: `/api/pedidos/${orderId}`,
      headers: { cookie: shopper.cookie },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      total: 85_000,
      paymentMethod: 'transferencia',
      paymentStatus: 'pendiente',
      delivery: { kind: 'pickup', date: eventDate, window: 'tarde' },
    });

    // Paid like any transfer order: the owner marks it paid from the order desk.
    const paid = await asAdmin('POST', `/api/admin/orders/${orderId}/payment`, { status: 'pagado' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/pedidos/${orderId}`, headers: { cookie: shopper.cookie } })).json(),
    ).toMatchObject({ paymentStatus: 'pagado', total: 85_000 });

    // Once only: a second confirmation (or two at once) stores nothing more.
    const again = await confirm(token, shopper.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('catering_already_confirmed');
    expect(
      (
        await ctx.database.db
          .select()
          .from(orders)
          .where(eq(orders.idempotencyKey, `catering:${number}`))
      ).length,
    ).toBe(1);
    expect((await ctx.app.inject({ url: `/api/encargos/cotizacion?token=${token}` })).json()).toMatchObject({
      status: 'confirmado',
      orderId,
    });
    // And the owner can no longer re-quote or decline it.
    expect(
      (await asAdmin('POST', `/api/admin/catering/${item.id}/quote`, { amount: 1000, note: '' })).statusCode,
    ).toBe(409);
    expect((await asAdmin('POST', `/api/admin/catering/${item.id}/decline`, { note: '' })).statusCode).toBe(
      409,
    );
  });

  it('two confirmations at once place one order', async () => {
    const asked = await ask(
      form({ eventDate: dayAhead(13), email: 'race.enc@example.com' }),
      'es',
      '203.0.113.21',
    );
    const row = await stored(asked.json().number);
    expect(
      (await asAdmin('POST', `/api/admin/catering/${row.id}/quote`, { amount: 50_000, note: '' })).statusCode,
    ).toBe(200);
    const token = await mailedToken('race.enc@example.com');
    const results = await Promise.all([
      confirm(token, shopper.cookie, 'efectivo'),
      confirm(token, admin.cookie, 'efectivo'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(
      (
        await ctx.database.db
          .select()
          .from(orders)
          .where(eq(orders.idempotencyKey, `catering:${row.number}`))
      ).length,
    ).toBe(1);
  });

  it('books the day against its capacity: a full day refuses the confirmation and stores nothing', async () => {
    const eventDate = dayAhead(14);
    const asked = await ask(form({ eventDate, email: 'full.enc@example.com' }), 'es', '203.0.113.22');
    const row = await stored(asked.json().number);
    await asAdmin('POST', `/api/admin/catering/${row.id}/quote`, { amount: 30_000, note: '' });
    const token = await mailedToken('full.enc@example.com');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/settings',
      payload: { ...DEFAULT_DELIVERY_SETTINGS, capacityKind: 'units', capacityPerDay: 10 },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(put.statusCode, put.body).toBe(200);
    const full = await confirm(token, shopper.cookie, 'transferencia', 'en');
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toMatch(/^day_full/);
    expect(full.json().error.message).toMatch(/fully booked/);
    expect((await stored(row.number)).status).toBe('cotizado');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/settings',
      payload: DEFAULT_DELIVERY_SETTINGS,
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect((await confirm(token, shopper.cookie)).statusCode).toBe(201);
  });

  it('a new quote replaces the former link; declining mails the shopper and the link stops working', async () => {
    const asked = await ask(
      form({ eventDate: dayAhead(15), email: 'decline.enc@example.com' }),
      'en',
      '203.0.113.23',
    );
    const row = await stored(asked.json().number);
    await asAdmin('POST', `/api/admin/catering/${row.id}/quote`, { amount: 20_000, note: '' });
    const first = await mailedToken('decline.enc@example.com');
    await asAdmin('POST', `/api/admin/catering/${row.id}/quote`, { amount: 18_000, note: 'Con descuento' });
    const second = await mailedToken('decline.enc@example.com');
    expect(second).not.toBe(first);
    expect(
      (await ctx.app.inject({ url: `/api/encargos/cotizacion?token=${first}&lang=en` })).json().error.code,
    ).toBe('catering_quote_not_found');
    expect((await ctx.app.inject({ url: `/api/encargos/cotizacion?token=${second}` })).json().amount).toBe(
      18_000,
    );

    const before = ctx.mails.length;
    const declined = await asAdmin('POST', `/api/admin/catering/${row.id}/decline`, {
      note: 'That day is fully booked.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'rechazado', note: 'That day is fully booked.' });
    await ctx.drainMail();
    const mail = ctx.mails.slice(before).find((m) => m.to === 'decline.enc@example.com');
    expect(mail?.text).toContain('That day is fully booked.');
    expect((await confirm(second, shopper.cookie)).statusCode).toBe(404);
    expect(
      (await asAdmin('GET', '/api/admin/catering?status=rechazado'))
        .json()
        .items.map((i: { number: string }) => i.number),
    ).toContain(row.number);
  });

  it('refuses bad quotes, unknown requests, shoppers and strangers', async () => {
    const [row] = await ctx.database.db
      .select()
      .from(cateringRequests)
      .where(eq(cateringRequests.status, 'nuevo'))
      .limit(1);
    const bad = await asAdmin('POST', `/api/admin/catering/${row!.id}/quote`, { amount: 0, note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ amount: 'validation.amount' });
    expect((await asAdmin('POST', `/api/admin/catering/${row!.id}/quote`, { amount: 12.5 })).statusCode).toBe(
      400,
    );
    const missing = await asAdmin('POST', '/api/admin/catering/999999/quote', { amount: 1000, note: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('catering_not_found');
    expect(
      (await ctx.app.inject({ url: '/api/admin/catering', headers: { cookie: shopper.cookie } })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/catering' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/encargos/cotizacion?token=not-a-real-token-at-all-xyz' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('paid by Mercado Pago like any order (decision 0032)', () => {
  let pay: PaymentTestContext;
  let saved: { ctx: TestContext; admin: typeof admin; shopper: typeof shopper };
  beforeAll(async () => {
    saved = { ctx, admin, shopper };
    pay = await createPaymentTestApp({ CATERING_MIN_NOTICE_DAYS: '4' });
    // The helpers above speak to `ctx` as `admin`: here, the shop with Mercado Pago configured.
    ctx = pay.ctx;
    admin = pay.admin;
    shopper = await signedInCustomer(ctx, 'enc_mp_shopper');
  });
  afterAll(async () => {
    await pay.close();
    ({ ctx, admin, shopper } = saved);
  });

  it('offers Mercado Pago on the quote, and the order is charged the agreed amount as one item', async () => {
    const asked = await ask(form({ email: 'mp.enc@example.com', delivery: 'pickup', address: '' }));
    expect(asked.statusCode, asked.body).toBe(201);
    const number = asked.json().number as string;
    const item = (await asAdmin('GET', '/api/admin/catering?status=nuevo'))
      .json()
      .items.find((i: { number: string }) => i.number === number);
    await asAdmin('POST', `/api/admin/catering/${item.id}/quote`, { amount: 70_000, note: '' });
    const token = await mailedToken('mp.enc@example.com');
    const view = (await ctx.app.inject({ url: `/api/encargos/cotizacion?token=${token}` })).json();
    expect(view.paymentMethods).toContain('mercadopago');

    const done = await confirm(token, shopper.cookie, 'mercadopago');
    expect(done.statusCode, done.body).toBe(201);
    const { orderId } = done.json() as { orderId: string };
    expect(await storedOrder(ctx, orderId)).toMatchObject({
      paymentMethod: 'mercadopago',
      totalArs: 70_000,
      paymentStatus: 'pendiente',
    });
    await ctx.drainMail();
    const mail = ctx.mails.find((m) => m.to === 'mp.enc@example.com' && /confirmado/.test(m.subject));
    expect(mail?.text).toContain(`/pedidos/${orderId}/pago`);

    const { preferenceId } = await startCheckout(ctx, shopper.cookie, orderId);
    const { payment } = await pay.fake.pay(preferenceId, { status: 'approved' });
    expect(payment.transaction_amount).toBe(70_000);
    expect((await storedOrder(ctx, orderId)).paymentStatus).toBe('pagado');
  });
});
