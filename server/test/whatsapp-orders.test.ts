import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isWhatsappReference, WHATSAPP_REFERENCE_ALPHABET } from '@shop/domain';
import { whatsappOrders } from '../src/db/schema.ts';
import { whatsappOrderExpiryHandler } from '../src/modules/whatsapp-orders/jobs.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer } from './factories/index.ts';
import { ORIGIN } from './accounts-support.ts';
import { dayAhead, pickupChoice, zoneChoice } from './delivery-support.ts';

// Orders sent by WhatsApp: recorded with a reference for anyone, counted once the owner confirms them.
let ctx: TestContext;
let admin: { cookie: string };
let customer: { cookie: string };
let price3 = 0;
let price12 = 0;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '6' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'wa'));
  price3 = (await ctx.app.inject({ url: '/api/products/3' })).json().price;
  price12 = (await ctx.app.inject({ url: '/api/products/12' })).json().price;
});
afterAll(() => ctx.close());

const shopper = {
  firstname: 'Lucía',
  lastname: 'Gómez',
  phone: '387 555 1234',
  email: '',
  address: 'Caseros 1200',
  paymentMethod: 'efectivo',
};
let keyCount = 0;
const record = (body: object, key = `wa-key-${++keyCount}`, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pedidos/whatsapp',
    payload: body,
    remoteAddress: ip,
    headers: { origin: ORIGIN, 'idempotency-key': key },
  });
const asAdmin = (url: string) => ctx.app.inject({ url, headers: { cookie: admin.cookie } });
const decide = (id: string, decision: string, cookie = admin.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/whatsapp-orders/${id}/decision`,
    payload: { decision },
    headers: { origin: ORIGIN, cookie },
  });
const production = async (day: string) => (await asAdmin(`/api/admin/production?date=${day}`)).json();
const today = async () => (await asAdmin('/api/admin/dashboard')).json().todayFigures;

describe('POST /api/pedidos/whatsapp', () => {
  it('records the cart with no account, priced by the server, and answers a short reference', async () => {
    await ctx.drainMail();
    const mailsBefore = ctx.mails.length;
    const res = await record({
      ...shopper,
      // The browser's prices and total are not trusted.
      items: [
        { id: 3, quantity: 2, price: 1 },
        { id: '12', quantity: 1 },
      ],
      delivery: pickupChoice(),
    });
    expect(res.statusCode).toBe(201);
    const { reference, total } = res.json();
    expect(isWhatsappReference(reference)).toBe(true);
    expect(reference).toMatch(new RegExp(`^W-[${WHATSAPP_REFERENCE_ALPHABET}]{4}$`));
    expect(total).toBe(2 * price3 + price12);
    const [row] = await ctx.database.db
      .select()
      .from(whatsappOrders)
      .where(eq(whatsappOrders.reference, reference));
    expect(row).toMatchObject({ status: 'iniciado', totalArs: total, deliveryKind: 'pickup', address: '' });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(2.9 * 24 * 3600 * 1000);
    // No mail for a record: anyone can make one.
    await ctx.drainMail();
    expect(ctx.mails).toHaveLength(mailsBefore);
  });

  it('answers the first record for a repeated Idempotency-Key (a double tap records one)', async () => {
    const body = { ...shopper, items: [{ id: 3, quantity: 1 }] };
    const first = await record(body, 'double-tap');
    const second = await record(body, 'double-tap');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await ctx.database.db
      .select()
      .from(whatsappOrders)
      .where(eq(whatsappOrders.idempotencyKey, 'double-tap'));
    expect(rows).toHaveLength(1);
    expect(first.json().total).toBe(price3);
  });

  it('checks the delivery choice and the cart like a web order, and needs an Idempotency-Key', async () => {
    const past = await record(
      { ...shopper, items: [{ id: 3, quantity: 1 }], delivery: { ...zoneChoice(), date: dayAhead(-1) } },
      undefined,
      '10.0.0.2',
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toMatch(/^day_/);
    const noAddress = await record(
      { ...shopper, address: '-', items: [{ id: 3, quantity: 1 }], delivery: zoneChoice() },
      undefined,
      '10.0.0.2',
    );
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toHaveProperty('address');
    const unknown = await record({ ...shopper, items: [{ id: 99999, quantity: 1 }] }, undefined, '10.0.0.2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_product');
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/pedidos/whatsapp',
      payload: { ...shopper, items: [{ id: 3, quantity: 1 }] },
      remoteAddress: '10.0.0.3',
      headers: { origin: ORIGIN },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.code).toBe('invalid_idempotency_key');
  });

  it('is limited per IP address', async () => {
    const body = { ...shopper, items: [{ id: 3, quantity: 1 }] };
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await record(body, `flood-${i}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 6)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(codes[6]).toBe(429);
    // Another address is not held back.
    expect((await record(body, 'other-ip', '10.9.9.8')).statusCode).toBe(201);
  });
});

describe("the owner's WhatsApp orders", () => {
  it('counts a WhatsApp order in the production list and the dashboard only once confirmed', async () => {
    const choice = pickupChoice(4);
    const before = await today();
    const recorded = (
      await record(
        { ...shopper, firstname: 'Marta', items: [{ id: 12, quantity: 3 }], delivery: choice },
        undefined,
        '10.0.0.5',
      )
    ).json();
    const list = (await asAdmin('/api/admin/whatsapp-orders')).json().items;
    const mine = list.find((o: { reference: string }) => o.reference === recorded.reference);
    expect(mine).toMatchObject({
      status: 'iniciado',
      customer: 'Marta Gómez',
      phone: '387 555 1234',
      total: 3 * price12,
      delivery: { kind: 'pickup', date: choice.date, window: 'tarde' },
      lines: [{ productId: '12', quantity: 3, unitPrice: price12 }],
    });
    expect((await production(choice.date)).orderCount).toBe(0);
    expect(await today()).toEqual(before);

    expect((await decide(mine.id, 'confirmar', customer.cookie)).statusCode).toBe(403);
    const confirmed = await decide(mine.id, 'confirmar');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmado', reference: recorded.reference });
    const day = await production(choice.date);
    expect(day.orderCount).toBe(1);
    expect(day.lines[0]).toMatchObject({ productId: '12', units: 3 });
    expect(day.lines[0].orders[0]).toMatchObject({
      reference: recorded.reference,
      number: null,
      customer: 'Marta Gómez',
    });
    expect(await today()).toEqual({ orders: before.orders + 1, revenue: before.revenue + 3 * price12 });

    const again = await decide(mine.id, 'descartar');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('whatsapp_order_decided');
    expect((await decide('00000000-0000-4000-8000-000000000000', 'confirmar')).statusCode).toBe(404);
    expect((await decide('nope', 'confirmar')).statusCode).toBe(404);
  });

  it('a discarded one leaves the default list and never counts', async () => {
    const choice = pickupChoice(5);
    const { reference } = (
      await record({ ...shopper, items: [{ id: 3, quantity: 1 }], delivery: choice }, undefined, '10.0.0.6')
    ).json();
    const id = (await asAdmin('/api/admin/whatsapp-orders'))
      .json()
      .items.find((o: { reference: string }) => o.reference === reference).id;
    expect((await decide(id, 'descartar')).json().status).toBe('descartado');
    const refs = (list: { reference: string }[]) => list.map((o) => o.reference);
    expect(refs((await asAdmin('/api/admin/whatsapp-orders')).json().items)).not.toContain(reference);
    expect(refs((await asAdmin('/api/admin/whatsapp-orders?status=descartado')).json().items)).toContain(
      reference,
    );
    expect((await production(choice.date)).orderCount).toBe(0);
    expect((await ctx.app.inject({ url: '/api/admin/whatsapp-orders' })).statusCode).toBe(401);
  });

  it('an unconfirmed one is deleted by its job once expired; a confirmed one is kept', async () => {
    const { reference } = (
      await record({ ...shopper, items: [{ id: 3, quantity: 1 }] }, undefined, '10.0.0.7')
    ).json();
    const [row] = await ctx.database.db
      .select()
      .from(whatsappOrders)
      .where(eq(whatsappOrders.reference, reference));
    const handler = whatsappOrderExpiryHandler({
      db: ctx.database.db,
      now: () => new Date(row!.expiresAt.getTime() - 1000),
    });
    await handler({ whatsappOrderId: row!.id }, undefined as never);
    expect(
      await ctx.database.db.select().from(whatsappOrders).where(eq(whatsappOrders.id, row!.id)),
    ).toHaveLength(1);
    const later = whatsappOrderExpiryHandler({
      db: ctx.database.db,
      now: () => new Date(row!.expiresAt.getTime() + 1000),
    });
    await later({ whatsappOrderId: row!.id }, undefined as never);
    expect(
      await ctx.database.db.select().from(whatsappOrders).where(eq(whatsappOrders.id, row!.id)),
    ).toHaveLength(0);
    const confirmed = (await asAdmin('/api/admin/whatsapp-orders?status=confirmado')).json().items[0];
    await later({ whatsappOrderId: confirmed.id }, undefined as never);
    expect((await asAdmin('/api/admin/whatsapp-orders?status=confirmado')).json().items).toHaveLength(1);
  });
});
