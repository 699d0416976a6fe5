/**
 * The withdrawal button (docs/decisions/0020-withdrawal-button.md): anyone asks without signing
 * in and gets a request code at once and by mail; the request is matched to the order when the
 * e-mail and the number (or the phone) agree, the same answer either way; the shop is told (mail
 * and push); the owner's queue lists and moves requests; bad input and floods are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalRequests } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, placeOrder } from './factories/index.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let shopper: SignedInCustomer;
let orderId: string;
const alerts: { title: string; url: string }[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_ACCOUNT: '3',
    SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
  });
  admin = await signedInAdmin(ctx, 'arr_admin');
  shopper = await signedInCustomer(ctx, 'arr_shopper');
  const placed = await placeOrder(ctx, shopper.cookie, {
    email: 'Compra@Example.com',
    phone: '387 555-1234',
    paymentMethod: 'transferencia',
    items: [{ id: '3', quantity: 1 }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json().pedido.id as string;
  // The order's own mails go out now, so the tests below see only the mails they cause.
  await ctx.drainMail();
  ctx.app.shopEvents.on('withdrawalRequested', ({ request }) => {
    alerts.push({ title: `Arrepentimiento ${request.code}`, url: '/admin/withdrawals' });
  });
});
afterAll(() => ctx.close());

/** POSTs the form anonymously (no cookie), from `ip`. */
const ask = (payload: unknown, lang = 'es', ip = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/arrepentimiento?lang=${lang}`,
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: ORIGIN },
  });

const stored = (code: string) =>
  ctx.database.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.code, code));

describe('POST /api/arrepentimiento', () => {
  it('answers a request code at once, matches the order by its number and e-mail, and mails the shopper and the shop', async () => {
    const before = ctx.mails.length;
    const res = await ask({
      orderNumber: `#${orderId.slice(0, 8).toUpperCase()}`,
      name: 'Ana Pérez',
      email: 'compra@example.com',
      reason: 'Me equivoqué de producto',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { code, receivedAt } = res.json() as { code: string; receivedAt: string };
    expect(code).toMatch(/^ARR-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(receivedAt)).not.toBeNaN();
    const [row] = await stored(code);
    expect(row).toMatchObject({
      orderId,
      orderNumber: orderId.slice(0, 8),
      name: 'Ana Pérez',
      email: 'compra@example.com',
      status: 'nuevo',
      lang: 'es',
      reason: 'Me equivoqué de producto',
    });

    await ctx.drainMail();
    const sent = ctx.mails.slice(before);
    const receipt = sent.find((m) => m.to === 'compra@example.com' && m.subject.includes('arrepentimiento'));
    expect(receipt?.subject).toContain(code);
    expect(receipt?.text).toContain(code);
    expect(receipt?.text).toMatch(/hora de Argentina/);
    const notice = sent.find((m) => m.to === 'pedidos@shop.example');
    expect(notice?.subject).toContain(code);
    expect(notice?.text).toContain(`/admin/orders/${orderId}`);
    expect(alerts.some((a) => a.title === `Arrepentimiento ${code}`)).toBe(true);

    // The order says so to its shopper and to the owner.
    const mine = await ctx.app.inject({
      url: `/api/pedidos/${orderId}`,
      headers: { cookie: shopper.cookie },
    });
    expect(mine.json().withdrawalRequested).toBe(true);
    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().withdrawalRequested).toBe(true);
  });

  it('leaves orders nobody asked about unmarked', async () => {
    const other = await placeOrder(ctx, shopper.cookie, {
      paymentMethod: 'transferencia',
      items: [{ id: '3', quantity: 1 }],
    });
    const id = other.json().pedido.id as string;
    expect(
      (await ctx.app.inject({ url: `/api/pedidos/${id}`, headers: { cookie: shopper.cookie } })).json()
        .withdrawalRequested,
    ).toBe(false);
    expect(
      (await ctx.app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin.cookie } })).json()
        .withdrawalRequested,
    ).toBe(false);
  });

  it('matches by the phone and e-mail when the number is not given, and mails in English when asked in English', async () => {
    const before = ctx.mails.length;
    const res = await ask({ phone: '+54 387 555 1234', name: 'Ana', email: 'COMPRA@example.com' }, 'en');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await stored(res.json().code);
    expect(row?.orderId).toBe(orderId);
    expect(row?.lang).toBe('en');
    await ctx.drainMail();
    const receipt = ctx.mails
      .slice(before)
      .find((m) => m.to === 'compra@example.com' && /withdrawal/.test(m.subject));
    expect(receipt?.subject).toMatch(/withdrawal request ARR-/);
    expect(receipt?.text).toMatch(/Argentina time/);
  });

  it('answers the same for an order that does not exist or is someone else’s, and keeps the request for the owner', async () => {
    const unknown = await ask({ orderNumber: 'ffffffff', name: 'Eva', email: 'eva@example.com' });
    const wrongEmail = await ask({ orderNumber: orderId.slice(0, 8), name: 'Eva', email: 'eva@example.com' });
    for (const res of [unknown, wrongEmail]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'receivedAt']);
      const [row] = await stored(res.json().code);
      expect(row?.orderId).toBeNull();
    }
  });

  it('refuses bad input with the fields named, in the chosen language, and stores nothing', async () => {
    const count = (await ctx.database.db.select().from(withdrawalRequests)).length;
    const neither = await ask({ name: 'Ana', email: 'ana@example.com' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.fields).toMatchObject({ orderNumber: 'validation.orderOrPhone' });
    const bad = await ask({ orderNumber: 'pedido de ayer', name: ' ', email: 'no-es-un-mail' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'invalid_input',
      fields: {
        orderNumber: 'validation.orderNumber',
        name: 'validation.required',
        email: 'validation.email',
      },
    });
    expect(bad.json().error.message).not.toMatch(/[áéíóúñ]|revisá/i);
    expect((await ctx.database.db.select().from(withdrawalRequests)).length).toBe(count);
  });

  it('limits requests per e-mail like the other public forms (429 with the time to wait)', async () => {
    const form = { orderNumber: 'abcd1234', name: 'Flood', email: 'victim@example.com' };
    for (let i = 0; i < 3; i++) expect((await ask(form, 'es', `198.51.100.${i + 1}`)).statusCode).toBe(201);
    const refused = await ask(form, 'es', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});

describe('the owner’s queue', () => {
  it('lists requests newest first, filters by status and moves one along; shoppers and strangers are refused', async () => {
    const created = await ask({
      orderNumber: orderId.slice(0, 8),
      name: 'Cola',
      email: 'compra@example.com',
    });
    const code = created.json().code as string;
    const list = await ctx.app.inject({ url: '/api/admin/withdrawals', headers: { cookie: admin.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json().items[0];
    expect(first).toMatchObject({ code, status: 'nuevo', orderId, name: 'Cola' });

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${first.id}`,
      payload: { status: 'en_proceso' },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('en_proceso');
    const inProgress = await ctx.app.inject({
      url: '/api/admin/withdrawals?status=en_proceso',
      headers: { cookie: admin.cookie },
    });
    expect(inProgress.json().items.map((i: { code: string }) => i.code)).toEqual([code]);

    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/withdrawals/999999',
      payload: { status: 'respondido' },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('withdrawal_not_found');
    const badStatus = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${first.id}`,
      payload: { status: 'borrado' },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(badStatus.statusCode).toBe(400);

    expect(
      (await ctx.app.inject({ url: '/api/admin/withdrawals', headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/withdrawals' })).statusCode).toBe(401);
  });
});
