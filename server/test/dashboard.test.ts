import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { insertOrder, adminAndCustomer } from './factories/index.ts';
import { dashboard } from '../src/modules/dashboard/service.ts';

let ctx: TestContext;
let admin: { cookie: string };
let customer: { cookie: string; user: { id: string } };

// Wednesday 21 May 2031, 15:00 in Argentina (UTC-3): the week began on Monday the 19th, the
// 30 days on 22 April.
const now = new Date('2031-05-21T15:00:00-03:00');

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'dash'));
  const userId = customer.user.id;
  const at = (iso: string) => new Date(iso);
  // today, 6500 with a 2500 delivery
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-21T10:00:00-03:00'),
    deliveryPriceArs: 2500,
    lines: [[3, 2, 2000]],
  });
  // 23:30 in Argentina is already the 22nd in UTC: still today
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-22T02:30:00Z'),
    paymentStatus: 'pagado',
    lines: [[12, 1, 25000]],
  });
  // 23:30 of the 20th in Argentina, the 21st in UTC: yesterday
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-21T02:30:00Z'),
    status: 'entregado',
    paymentStatus: 'pagado',
    lines: [[3, 5, 2000]],
  });
  // cancelled and refunded orders of today count in the statuses only
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-21T11:00:00-03:00'),
    status: 'cancelado',
    lines: [[1, 10, 4000]],
  });
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-21T12:00:00-03:00'),
    paymentStatus: 'reembolsado',
    lines: [[12, 2, 25000]],
  });
  // Monday 00:00 in Argentina: this week; one minute earlier: last week (Sunday)
  await insertOrder(ctx, {
    userId,
    createdAt: at('2031-05-19T03:00:00Z'),
    status: 'en_camino',
    paymentStatus: 'pagado',
    lines: [[1, 1, 4000]],
  });
  await insertOrder(ctx, { userId, createdAt: at('2031-05-19T02:59:00Z'), lines: [[3, 3, 2000]] });
  // first of the 30 days at 00:00, and the minute before it (left out of the chart and best sellers)
  await insertOrder(ctx, { userId, createdAt: at('2031-04-22T03:00:00Z'), lines: [[3, 1, 2000]] });
  await insertOrder(ctx, { userId, createdAt: at('2031-04-22T02:59:00Z'), lines: [[12, 4, 25000]] });
});
afterAll(() => ctx.close());

describe('the dashboard aggregate', () => {
  it('matches the hand-computed totals, with Argentina day and week boundaries', async () => {
    const d = await dashboard(ctx.database.db, now, 'es');
    expect(d.today).toBe('2031-05-21');
    expect(d.weekStart).toBe('2031-05-19');
    expect(d.todayFigures).toEqual({ orders: 2, revenue: 31500 });
    expect(d.weekFigures).toEqual({ orders: 4, revenue: 45500 });
    expect(d.byStatus).toEqual({
      pendiente: 6,
      en_camino: 1,
      listo_para_retirar: 0,
      entregado: 1,
      cancelado: 1,
    });
    expect(d.byPayment).toEqual({ pendiente: 5, pagado: 3, rechazado: 0, reembolsado: 1, en_revision: 0 });

    expect(d.revenueByDay).toHaveLength(30);
    expect(d.revenueByDay[0]).toEqual({ date: '2031-04-22', orders: 1, revenue: 2000 });
    expect(d.revenueByDay.at(-1)).toEqual({ date: '2031-05-21', orders: 2, revenue: 31500 });
    const byDate = Object.fromEntries(d.revenueByDay.map((r) => [r.date, r.revenue]));
    expect(byDate).toMatchObject({
      '2031-05-20': 10000,
      '2031-05-19': 4000,
      '2031-05-18': 6000,
      '2031-04-30': 0,
    });
    expect(d.revenueByDay.reduce((n, r) => n + r.revenue, 0)).toBe(53500);

    expect(d.bestSellers.map(({ productId, units, revenue }) => ({ productId, units, revenue }))).toEqual([
      { productId: '3', units: 11, revenue: 22000 },
      { productId: '12', units: 1, revenue: 25000 },
      { productId: '1', units: 1, revenue: 4000 },
    ]);
    expect(d.bestSellers[0]!.title).toMatch(/\S/);
  });

  it('starts the week on Monday: on a Sunday the week is the six days before and the Sunday', async () => {
    const sunday = await dashboard(ctx.database.db, new Date('2031-05-25T23:59:00-03:00'), 'en');
    expect(sunday.weekStart).toBe('2031-05-19');
    expect(sunday.todayFigures).toEqual({ orders: 0, revenue: 0 });
    expect(sunday.weekFigures).toEqual({ orders: 4, revenue: 45500 });
  });

  it('is served at /api/admin/dashboard to administrators only', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ byStatus: { pendiente: 6, cancelado: 1 } });
    expect(res.json().revenueByDay).toHaveLength(30);
    expect(
      (await ctx.app.inject({ url: '/api/admin/dashboard', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/dashboard?x=1', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
