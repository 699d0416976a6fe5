import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopTomorrow } from '@shop/domain';
import { createTestApp, type TestContext } from './helper.ts';
import { insertOrder, adminAndCustomer } from './factories/index.ts';

let ctx: TestContext;
let admin: { cookie: string };
let customer: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'prod'));
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin.cookie) => ctx.app.inject({ url, headers: { cookie } });

describe('the production list', () => {
  it("sums the units per product over the day's orders, leaving cancelled orders and other days out", async () => {
    const userId = customer.user.id;
    const day = '2031-05-20';
    const a = await insertOrder(ctx, {
      userId,
      day,
      window: 'manana',
      firstname: 'Ana',
      lines: [
        [3, 2, 2000],
        [12, 1, 25000],
      ],
    });
    const b = await insertOrder(ctx, {
      userId,
      day,
      firstname: 'Beto',
      status: 'en_camino',
      lines: [[3, 5, 2000]],
    });
    await insertOrder(ctx, {
      userId,
      day,
      status: 'cancelado',
      lines: [
        [3, 40, 2000],
        [1, 1, 4000],
      ],
    });
    await insertOrder(ctx, { userId, day: '2031-05-21', lines: [[3, 7, 2000]] });
    await insertOrder(ctx, { userId, day: '2031-05-19', lines: [[12, 9, 25000]] });
    // Placed late on the 19th in Argentina (already the 20th in UTC): the booked day counts, not the placing instant.
    await insertOrder(ctx, {
      userId,
      day: '2031-05-19',
      createdAt: new Date('2031-05-20T02:30:00Z'),
      lines: [[3, 11, 2000]],
    });

    const res = await get(`/api/admin/production?date=${day}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ date: day, totalUnits: 8, orderCount: 2 });
    const byId = Object.fromEntries(list.lines.map((l: { productId: string }) => [l.productId, l]));
    expect(Object.keys(byId).sort()).toEqual(['12', '3']);
    expect(byId['3']).toMatchObject({ units: 7 });
    expect(byId['3'].orders).toEqual([
      expect.objectContaining({ id: a, quantity: 2, customer: 'Ana Núñez', window: 'manana' }),
      expect.objectContaining({ id: b, quantity: 5, customer: 'Beto Núñez', window: 'tarde' }),
    ]);
    expect(byId['12']).toMatchObject({ units: 1, orders: [expect.objectContaining({ id: a, quantity: 1 })] });

    const csv = await get(`/api/admin/production.csv?date=${day}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="produccion-${day}.csv"`);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'dia,producto_id,producto,unidades_producto,pedido,cliente,unidades_pedido,entrega,lugar,franja',
    );
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.includes(',3,')).map((r) => r.split(',')[6])).toEqual(['2', '5']);
  });

  it('defaults to tomorrow in Argentina', async () => {
    const tomorrow = shopTomorrow(new Date());
    await insertOrder(ctx, { userId: customer.user.id, day: tomorrow, lines: [[5, 3, 1000]] });
    const list = (await get('/api/admin/production')).json();
    expect(list.date).toBe(tomorrow);
    expect(list.lines).toEqual([expect.objectContaining({ productId: '5', units: 3 })]);
  });

  it('answers a bad date with 400 and the reason, in Spanish or English', async () => {
    for (const date of ['2031-02-30', 'mañana', '20-05-2031', '']) {
      const res = await get(`/api/admin/production?date=${encodeURIComponent(date)}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { date: 'validation.deliveryDate' },
      });
      expect(res.json().error.message).toContain('AAAA-MM-DD');
    }
    const en = await get('/api/admin/production.csv?date=2031-13-01&lang=en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).toBe(
      'Invalid parameters: date must be a calendar day written YYYY-MM-DD',
    );
    expect((await get('/api/admin/production?day=2031-01-01')).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/production' })).statusCode).toBe(401);
    expect((await get('/api/admin/production', customer.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/production.csv', customer.cookie)).statusCode).toBe(403);
  });
});
