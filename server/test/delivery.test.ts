import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '@shop/domain';
import { deliverySettings, deliveryZones, orders, pickupPoints, products } from '../src/db/schema.ts';
import { seedProducts } from '../src/db/seed/products.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import {
  signedInCustomer,
  signedInAdmin,
  type SignedInCustomer,
  placeOrder,
  updateProduct,
} from './factories/index.ts';
import { dayAhead, openDayAhead, pickupChoice, zoneChoice } from './delivery-support.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let shopper: SignedInCustomer;

beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_ORDERS_PER_HOUR: '1000',
    SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
  });
  admin = await signedInAdmin(ctx, 'delivery_admin');
  shopper = await signedInCustomer(ctx, 'delivery_shopper');
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string, lang?: string) =>
  ctx.app.inject({
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
const send = (
  method: 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
  cookie = admin.cookie,
  lang?: string,
) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, cookie, ...(lang ? { 'accept-language': lang } : {}) },
  });
const putSettings = (changes: Partial<typeof DEFAULT_DELIVERY_SETTINGS>) =>
  send('PUT', '/api/admin/delivery/settings', { ...DEFAULT_DELIVERY_SETTINGS, ...changes });
/** The shopper's order of `items` (default two of product 3) with the delivery choice `deliveryChoice`. */
const order = (deliveryChoice: unknown, items: unknown = [{ id: '3', quantity: 2 }], lang?: string) =>
  placeOrder(
    ctx,
    shopper.cookie,
    { delivery: deliveryChoice, items },
    { headers: lang ? { 'accept-language': lang } : {} },
  );
const orderCount = async () => (await ctx.database.db.select({ id: orders.id }).from(orders)).length;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

beforeEach(async () => {
  expect((await putSettings({})).statusCode).toBe(200);
});

describe('GET /api/delivery/options', () => {
  it('offers the seeded zone and pickup point and the days of the next two weeks, not cached', async () => {
    const res = await get('/api/delivery/options?items=3:2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.zones).toEqual([
      {
        id: '1',
        name: 'Capital',
        priceArs: 2500,
        freeFromArs: null,
        openWeekdays: [0, 1, 2, 3, 4, 5, 6],
        windows: ['manana', 'tarde'],
      },
    ]);
    // The seeded point's hours in both languages (polish brief: English readers saw Spanish hours),
    // and the same hours as days and windows: Monday to Friday, 9 to 19 h.
    expect(body.pickupPoints).toEqual([
      expect.objectContaining({
        id: '1',
        name: 'Local',
        address: ctx.config.shop.address,
        hours: 'Lunes a viernes de 9 a 19\u00a0h',
        hoursEn: 'Monday to Friday, 9\u00a0am to 7\u00a0pm',
        openWeekdays: [1, 2, 3, 4, 5],
        windows: ['manana', 'tarde'],
      }),
    ]);
    expect(body.leadTimeHours).toBe(24);
    // Today never fits a 24 h lead time; day 14 is the last.
    expect(body.days.map((d: { date: string }) => d.date)).not.toContain(dayAhead(0));
    expect(body.days.at(-1).date).toBe(dayAhead(14));
    expect(body.days.every((d: { full: boolean }) => !d.full)).toBe(true);
  });

  it("takes the cart's longest per-product lead time: the seeded cake needs the 48 h its text promises, and names itself", async () => {
    const cake = (await get('/api/delivery/options?items=12:1,3:1')).json();
    expect(cake.leadTimeHours).toBe(48);
    expect(cake.leadTimeProductId).toBe('12');
    expect(cake.days.map((d: { date: string }) => d.date)).not.toContain(dayAhead(1));
    // The bread alone: the shop's 24 h, no product to name.
    expect((await get('/api/delivery/options?items=3:1')).json()).toMatchObject({
      leadTimeHours: 24,
      leadTimeProductId: null,
    });
    // Ordering the cake for tomorrow is refused.
    const tooSoon = await order({ zoneId: '1', date: dayAhead(1), window: 'tarde' }, [
      { id: '12', quantity: 1 },
    ]);
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error.code).toBe('day_too_soon');
  });

  it("gives existing databases the lead times their product texts promise (migration), keeping the owner's", async () => {
    // The migration's statement that sets the lead times (the rest of the file changes the schema).
    const migration = readFileSync(
      new URL('../src/db/migrations/0018_delivery_schedules_and_pickup_status.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "products"'))!;
    try {
      await updateProduct(ctx, 12, { leadTimeHours: 0 });
      await updateProduct(ctx, 5, { leadTimeHours: 72 });
      await ctx.database.db
        .update(products)
        .set({ detailsEs: 'Pedila con 36 horas de anticipación.' })
        .where(eq(products.id, 5));
      await ctx.database.db.execute(sql.raw(migration));
      const rows = await ctx.database.db
        .select({ id: products.id, lead: products.leadTimeHours })
        .from(products)
        .where(inArray(products.id, [3, 5, 12]));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.lead]))).toEqual({ 3: 0, 5: 72, 12: 48 });
    } finally {
      await ctx.database.db
        .update(products)
        .set({ leadTimeHours: 0, detailsEs: seedProducts.find((p) => p.id === 5)!.details.es })
        .where(eq(products.id, 5));
    }
  });

  it('leaves out closed weekdays and blocked dates, and refuses a bad cart with 400', async () => {
    const blocked = dayAhead(4);
    const closedDay = weekdayOf(dayAhead(5));
    expect((await putSettings({ blockedDates: [blocked], closedWeekdays: [closedDay] })).statusCode).toBe(
      200,
    );
    const dates = (await get('/api/delivery/options')).json().days.map((d: { date: string }) => d.date);
    expect(dates).not.toContain(blocked);
    expect(dates).not.toContain(dayAhead(5));
    expect(dates).toContain(dayAhead(3));
    for (const items of ['x', '3:0', '3:100', '3:1,', `${'1:1,'.repeat(60)}1:1`]) {
      const res = await get(`/api/delivery/options?items=${encodeURIComponent(items)}`, undefined, 'en');
      expect(res.statusCode, items).toBe(400);
      expect(res.json().error.message).toMatch(/^Invalid parameters/);
    }
  });
});

describe('ordering with a delivery choice', () => {
  it("adds the zone's price to the total and keeps its name and price as they were", async () => {
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    const res = await order(zoneChoice(3));
    expect(res.statusCode).toBe(201);
    const { pedido } = res.json();
    // Item 3 costs 2000: 4000 of products plus 2500 of delivery.
    expect(pedido).toMatchObject({
      subtotal: 4000,
      discount: 0,
      total: 6500,
      delivery: {
        kind: 'delivery',
        name: 'Capital',
        price: 2500,
        address: 'Caseros 123',
        date: dayAhead(3),
        window: 'manana',
      },
    });
    await expect.poll(() => ctx.mails.length - before).toBe(2);
    const shopMail = ctx.mails.slice(before).find((m) => m.to === 'pedidos@shop.example')!;
    expect(shopMail.text).toMatch(/Envío \(Capital\): \$\s?2\.500,00/);
    expect(shopMail.text).toMatch(/Total: \$\s?6\.500,00/);
    expect(shopMail.text).toContain('Día de entrega:');

    // The owner renames the zone and raises its price: the order keeps what it was.
    expect(
      (await send('PATCH', '/api/admin/delivery/zones/1', { name: 'Capital centro', priceArs: 3000 }))
        .statusCode,
    ).toBe(200);
    try {
      const mine = (await get('/api/pedidos', shopper.cookie))
        .json()
        .pedidos.find((p: { id: string }) => p.id === pedido.id);
      expect(mine.delivery).toMatchObject({ name: 'Capital', price: 2500 });
      expect(mine.total).toBe(6500);
      const detail = (await get(`/api/admin/orders/${pedido.id}`, admin.cookie)).json();
      expect(detail).toMatchObject({
        subtotal: 4000,
        total: 6500,
        delivery: { name: 'Capital', price: 2500, date: dayAhead(3) },
      });
    } finally {
      await send('PATCH', '/api/admin/delivery/zones/1', { name: 'Capital', priceArs: 2500 });
    }
  });

  it("makes delivery free from the zone's amount and charges nothing for pickup", async () => {
    const zone = (
      await send('POST', '/api/admin/delivery/zones', { name: 'Norte', priceArs: 1800, freeFromArs: 4000 })
    ).json();
    const free = await order({ zoneId: zone.id, date: dayAhead(2), window: 'tarde' });
    expect(free.json().pedido).toMatchObject({
      subtotal: 4000,
      total: 4000,
      delivery: { name: 'Norte', price: 0 },
    });
    const charged = await order({ zoneId: zone.id, date: dayAhead(2), window: 'tarde' }, [
      { id: '3', quantity: 1 },
    ]);
    expect(charged.json().pedido).toMatchObject({ subtotal: 2000, total: 3800, delivery: { price: 1800 } });
    const pickup = await order(pickupChoice(2));
    expect(pickup.json().pedido).toMatchObject({
      total: 4000,
      delivery: { kind: 'pickup', name: 'Local', price: 0, address: ctx.config.shop.address },
    });
    await send('DELETE', `/api/admin/delivery/zones/${zone.id}`);
  });

  it("refuses unknown or inactive zones and points, and past, closed, blocked, too soon or too far days, in the shopper's language, storing nothing", async () => {
    const inactive = (
      await send('POST', '/api/admin/delivery/zones', { name: 'Sur', priceArs: 1000, active: false })
    ).json();
    const closedPoint = (
      await send('POST', '/api/admin/delivery/pickup-points', {
        name: 'Feria',
        address: 'Plaza 9 de Julio',
        active: false,
      })
    ).json();
    expect(
      (await putSettings({ blockedDates: [dayAhead(4)], closedWeekdays: [weekdayOf(dayAhead(6))] }))
        .statusCode,
    ).toBe(200);
    const before = await orderCount();
    const cases: [unknown, number, string][] = [
      [{ zoneId: '999', date: dayAhead(3), window: 'tarde' }, 400, 'unknown_zone'],
      [{ zoneId: inactive.id, date: dayAhead(3), window: 'tarde' }, 400, 'unknown_zone'],
      [{ pickupPointId: closedPoint.id, date: dayAhead(3), window: 'tarde' }, 400, 'unknown_pickup_point'],
      [{ zoneId: '1', date: dayAhead(-1), window: 'tarde' }, 400, 'day_past'],
      [{ zoneId: '1', date: dayAhead(0), window: 'manana' }, 400, 'day_too_soon'],
      [{ zoneId: '1', date: dayAhead(15), window: 'tarde' }, 400, 'day_outside_window'],
      [{ zoneId: '1', date: dayAhead(4), window: 'tarde' }, 400, 'day_blocked'],
      [{ zoneId: '1', date: dayAhead(6), window: 'tarde' }, 400, 'day_closed'],
      [{ zoneId: '1', date: '2025-02-30', window: 'tarde' }, 400, 'invalid_input'],
      [{ zoneId: '1', pickupPointId: '1', date: dayAhead(3), window: 'tarde' }, 400, 'invalid_input'],
      [{ zoneId: '1', date: dayAhead(3), window: 'noche' }, 400, 'invalid_input'],
      [undefined, 400, 'invalid_input'],
    ];
    for (const [choice, status, code] of cases) {
      const res = await order(choice, undefined, 'en');
      expect(res.statusCode, JSON.stringify(choice)).toBe(status);
      expect(res.json().error.code, JSON.stringify(choice)).toBe(code);
    }
    const spanish = await order({ zoneId: '1', date: dayAhead(4), window: 'tarde' });
    expect(spanish.json().error.message).toBe('Ese día no hay entregas ni retiros. Elegí otro día.');
    const english = await order({ zoneId: '1', date: dayAhead(4), window: 'tarde' }, undefined, 'en');
    expect(english.json().error.message).toBe(
      'There are no deliveries or pickups on that day. Choose another day.',
    );
    expect(await orderCount()).toBe(before);
  });
});

describe("each zone's and pickup point's own days and windows", () => {
  /** The first day of `weekday` from two days ahead (past the 24 h lead time). */
  const firstFrom = (weekday: number) =>
    [2, 3, 4, 5, 6, 7, 8].map((n) => dayAhead(n)).find((d) => weekdayOf(d) === weekday)!;

  it('refuses a pickup on a day the seeded point is closed (a Sunday, a Saturday) and takes it on a weekday; delivery still goes on Sunday', async () => {
    const before = await orderCount();
    for (const date of [firstFrom(0), firstFrom(6)]) {
      const res = await order({ pickupPointId: '1', date, window: 'tarde' }, undefined, 'en');
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'day_closed',
        fields: { 'delivery.date': 'validation.deliveryDay' },
      });
    }
    expect(await orderCount()).toBe(before);
    expect((await order({ pickupPointId: '1', date: firstFrom(3), window: 'tarde' })).statusCode).toBe(201);
    expect((await order({ zoneId: '1', date: firstFrom(0), window: 'tarde' })).statusCode).toBe(201);
  });

  it('follows the days and windows the owner sets in /admin/delivery, for zones and points alike', async () => {
    const zone = (
      await send('POST', '/api/admin/delivery/zones', {
        name: 'Yerba Buena',
        priceArs: 1500,
        openWeekdays: [3, 5, 5],
        windows: ['tarde', 'manana'],
      })
    ).json();
    expect(zone).toMatchObject({ openWeekdays: [3, 5], windows: ['manana', 'tarde'] });
    expect((await order({ zoneId: zone.id, date: firstFrom(4), window: 'tarde' })).json().error.code).toBe(
      'day_closed',
    );
    expect((await order({ zoneId: zone.id, date: firstFrom(5), window: 'tarde' })).statusCode).toBe(201);
    const patched = await send('PATCH', `/api/admin/delivery/zones/${zone.id}`, { windows: ['manana'] });
    expect(patched.json()).toMatchObject({ openWeekdays: [3, 5], windows: ['manana'] });
    expect((await order({ zoneId: zone.id, date: firstFrom(5), window: 'tarde' })).json().error.code).toBe(
      'day_closed',
    );
    expect((await order({ zoneId: zone.id, date: firstFrom(5), window: 'manana' })).statusCode).toBe(201);
    const options = (await get('/api/delivery/options')).json();
    expect(options.zones).toContainEqual(
      expect.objectContaining({ id: zone.id, openWeekdays: [3, 5], windows: ['manana'] }),
    );
    for (const bad of [
      { openWeekdays: [] },
      { openWeekdays: [7] },
      { windows: [] },
      { windows: ['noche'] },
    ]) {
      expect(
        (await send('PATCH', `/api/admin/delivery/zones/${zone.id}`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
      expect(
        (await send('PATCH', '/api/admin/delivery/pickup-points/1', bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const saturdays = await send('PATCH', '/api/admin/delivery/pickup-points/1', { openWeekdays: [6] });
    expect(saturdays.json()).toMatchObject({ openWeekdays: [6], windows: ['manana', 'tarde'] });
    expect((await order({ pickupPointId: '1', date: firstFrom(6), window: 'manana' })).statusCode).toBe(201);
    expect(
      (await order({ pickupPointId: '1', date: firstFrom(3), window: 'manana' })).json().error.code,
    ).toBe('day_closed');
    await send('PATCH', '/api/admin/delivery/pickup-points/1', { openWeekdays: [1, 2, 3, 4, 5] });
    await send('DELETE', `/api/admin/delivery/zones/${zone.id}`);
  });
});

describe("the shopper's address: for a delivery only", () => {
  const orderWith = (address: string | undefined, deliveryChoice: unknown, lang?: string) =>
    placeOrder(
      ctx,
      shopper.cookie,
      { address, delivery: deliveryChoice },
      { headers: lang ? { 'accept-language': lang } : {} },
    );

  it("takes a pickup order with no address, or a blank one, and keeps the point's address as the delivery's", async () => {
    for (const address of [undefined, '', '  ']) {
      const res = await orderWith(address, pickupChoice(3));
      expect(res.statusCode, JSON.stringify(address)).toBe(201);
      expect(res.json().pedido.delivery).toMatchObject({ kind: 'pickup', address: ctx.config.shop.address });
      const [row] = await ctx.database.db
        .select({ address: orders.address })
        .from(orders)
        .where(eq(orders.id, res.json().pedido.id));
      expect(row!.address).toBe('');
    }
  });

  it('refuses a delivery without a street address ("-", blank, no number) naming the field, storing nothing', async () => {
    const before = await orderCount();
    for (const [address, key] of [
      ['-', 'validation.streetAddress'],
      ['', 'validation.required'],
      [undefined, 'validation.required'],
      ['Caseros', 'validation.streetAddress'],
      ['123', 'validation.streetAddress'],
    ] as const) {
      const res = await orderWith(address, zoneChoice(3), 'en');
      expect(res.statusCode, JSON.stringify(address)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(address)).toMatchObject({ address: key });
    }
    expect(await orderCount()).toBe(before);
    expect((await orderWith('Caseros 450', zoneChoice(3))).statusCode).toBe(201);
    expect((await orderWith('Ruta 9 s/n', zoneChoice(3))).statusCode).toBe(201);
  });
});

describe('capacity per day', () => {
  it('stores exactly 5 of 20 simultaneous orders for a day with 5 places; the others get 409 naming the next free day', async () => {
    expect((await putSettings({ capacityKind: 'orders', capacityPerDay: 5 })).statusCode).toBe(200);
    const day = openDayAhead(9);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => order({ pickupPointId: '1', date: day, window: 'tarde' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const refused = results.find((r) => r.statusCode === 409)!.json().error;
    expect(refused.code).toBe('day_full');
    expect(refused.message).toMatch(
      /^El día elegido ya está completo\. El próximo día libre es .+ \(\d{4}-\d{2}-\d{2}\)\.$/,
    );
    const stored = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryDay, day));
    expect(stored).toHaveLength(5);
    // The options now say the day is full.
    const options = (await get('/api/delivery/options?items=3:1')).json();
    expect(options.days.find((d: { date: string }) => d.date === day).full).toBe(true);
    // A cancelled order frees its place.
    await ctx.database.db
      .update(orders)
      .set({ status: 'cancelado' })
      .where(and(eq(orders.id, stored[0]!.id)));
    expect((await order({ pickupPointId: '1', date: day, window: 'tarde' })).statusCode).toBe(201);
  });

  it('counts units when the capacity is in units', async () => {
    expect((await putSettings({ capacityKind: 'units', capacityPerDay: 3 })).statusCode).toBe(200);
    // The first weekday after the day the test above fills (openDayAhead(9)); openDayAhead(11) was
    // that same Monday when the run fell on a Thursday.
    const day = openDayAhead(1, new Date(`${openDayAhead(9)}T12:00:00-03:00`));
    expect(
      (await order({ pickupPointId: '1', date: day, window: 'tarde' }, [{ id: '3', quantity: 2 }]))
        .statusCode,
    ).toBe(201);
    const over = await order(
      { pickupPointId: '1', date: day, window: 'manana' },
      [{ id: '3', quantity: 2 }],
      'en',
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/^The chosen day is fully booked\. The next free day is /);
    expect(
      (await order({ pickupPointId: '1', date: day, window: 'manana' }, [{ id: '3', quantity: 1 }]))
        .statusCode,
    ).toBe(201);
  });
});

describe('/api/admin/delivery', () => {
  it('is for administrators only', async () => {
    for (const url of [
      '/api/admin/delivery/settings',
      '/api/admin/delivery/zones',
      '/api/admin/delivery/pickup-points',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, shopper.cookie)).statusCode, url).toBe(403);
    }
    expect(
      (await send('POST', '/api/admin/delivery/zones', { name: 'X', priceArs: 1 }, shopper.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.database.db.select().from(deliveryZones).where(eq(deliveryZones.name, 'X'))).length,
    ).toBe(0);
  });

  it('creates, lists, edits and deletes zones and pickup points', async () => {
    const created = await send('POST', '/api/admin/delivery/zones', {
      name: '  Oeste ',
      priceArs: 2200,
      freeFromArs: 30000,
    });
    expect(created.statusCode).toBe(201);
    const zone = created.json();
    expect(zone).toMatchObject({ name: 'Oeste', priceArs: 2200, freeFromArs: 30000, active: true });
    expect((await get('/api/admin/delivery/zones', admin.cookie)).json().items).toContainEqual(zone);
    expect(
      (
        await send('PATCH', `/api/admin/delivery/zones/${zone.id}`, { active: false, freeFromArs: null })
      ).json(),
    ).toMatchObject({ active: false, freeFromArs: null, priceArs: 2200 });
    // Inactive zones are not offered.
    expect((await get('/api/delivery/options')).json().zones.map((z: { id: string }) => z.id)).not.toContain(
      zone.id,
    );
    expect((await send('DELETE', `/api/admin/delivery/zones/${zone.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/delivery/zones/${zone.id}`)).statusCode).toBe(404);

    const point = (
      await send('POST', '/api/admin/delivery/pickup-points', {
        name: 'Local Norte',
        address: 'Av. Bolivia 2000',
        hours: 'Sábados de 9 a 13 h',
      })
    ).json();
    expect(point).toMatchObject({
      name: 'Local Norte',
      address: 'Av. Bolivia 2000',
      hours: 'Sábados de 9 a 13 h',
      active: true,
    });
    expect(
      (await get('/api/delivery/options')).json().pickupPoints.map((p: { id: string }) => p.id),
    ).toContain(point.id);
    expect(point.hoursEn).toBe('');
    expect(
      (
        await send('PATCH', `/api/admin/delivery/pickup-points/${point.id}`, {
          hours: 'Sábados de 10 a 12 h',
        })
      ).json().hours,
    ).toBe('Sábados de 10 a 12 h');
    const english = (
      await send('PATCH', `/api/admin/delivery/pickup-points/${point.id}`, {
        hoursEn: ' Saturdays, 10 am to 12 pm ',
      })
    ).json();
    expect(english).toMatchObject({ hours: 'Sábados de 10 a 12 h', hoursEn: 'Saturdays, 10 am to 12 pm' });
    expect((await get('/api/delivery/options')).json().pickupPoints).toContainEqual(
      expect.objectContaining({ id: point.id, hoursEn: 'Saturdays, 10 am to 12 pm' }),
    );
    expect(
      (await send('PATCH', `/api/admin/delivery/pickup-points/${point.id}`, { hoursEn: 'x'.repeat(201) }))
        .statusCode,
    ).toBe(400);
    expect((await send('DELETE', `/api/admin/delivery/pickup-points/${point.id}`)).statusCode).toBe(204);
    expect((await send('PATCH', '/api/admin/delivery/pickup-points/abc', { hours: '' })).statusCode).toBe(
      404,
    );
  });

  it("saves the day rules and refuses absurd values with 400 in the caller's language, storing nothing", async () => {
    const saved = await putSettings({
      leadTimeHours: 36,
      closedWeekdays: [0, 0],
      blockedDates: ['2031-12-25'],
      capacityKind: 'units',
      capacityPerDay: 40,
      daysAhead: 21,
    });
    expect(saved.json()).toEqual({
      leadTimeHours: 36,
      closedWeekdays: [0],
      blockedDates: ['2031-12-25'],
      openHolidays: [],
      holidays: [],
      capacityKind: 'units',
      capacityPerDay: 40,
      daysAhead: 21,
    });
    const [stored] = await ctx.database.db.select().from(deliverySettings);
    for (const bad of [
      { leadTimeHours: -5 },
      { leadTimeHours: 10_000 },
      { closedWeekdays: [0, 1, 2, 3, 4, 5, 6] },
      { closedWeekdays: [9] },
      { blockedDates: ['mañana'] },
      { openHolidays: ['navidad'] },
      { capacityPerDay: 0 },
      { capacityPerDay: 1e9 },
      { daysAhead: 0 },
      { daysAhead: 400 },
      { extra: true },
    ]) {
      const res = await send(
        'PUT',
        '/api/admin/delivery/settings',
        { ...DEFAULT_DELIVERY_SETTINGS, ...bad },
        admin.cookie,
        'en',
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message, JSON.stringify(bad)).toMatch(/^Please check the data you entered/);
    }
    for (const bad of [
      { name: '', priceArs: 1 },
      { name: 'A', priceArs: -1 },
      { name: 'A', priceArs: 1.5 },
      { name: 'A', priceArs: 99_999_999 },
      { name: 'A', priceArs: 1, freeFromArs: -3 },
    ]) {
      const res = await send('POST', '/api/admin/delivery/zones', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.message).toMatch(/^Revisá los datos ingresados/);
    }
    expect(
      (await send('POST', '/api/admin/delivery/pickup-points', { name: 'A', address: '' })).statusCode,
    ).toBe(400);
    expect((await send('PATCH', '/api/admin/products/12', { leadTimeHours: 1000 })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(deliverySettings)).toEqual([stored]);
    expect((await ctx.database.db.select().from(deliveryZones)).every((z) => z.name !== 'A')).toBe(true);
    expect((await ctx.database.db.select().from(pickupPoints)).every((p) => p.name !== 'A')).toBe(true);
  });
});
