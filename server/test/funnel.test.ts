/**
 * The dashboard's first-party funnel on a real database: beacons counted per Argentina day with a
 * zod body (bad ones refused, nothing stored), rate limited per client address, and the owner's
 * per-day figures with the day's orders; nothing about the shopper stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '@shop/domain';
import { funnelDays } from '../src/db/schema.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, insertOrder } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
beforeAll(async () => {
  // 30 form tries per address: 300 beacons.
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '30' });
  admin = await signedInAdmin(ctx, 'funnel_owner');
});
afterAll(() => ctx.close());

const beacon = (payload: unknown, ip = '203.0.113.50') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/funnel',
    payload: payload as object,
    remoteAddress: ip,
    headers: { origin: ORIGIN },
  });

describe('the first-party funnel', () => {
  it('counts each step on today’s Argentina day, and the owner reads it per day with the orders', async () => {
    for (const event of ['product_view', 'product_view', 'product_view', 'cart_started', 'checkout_begun']) {
      const res = await beacon({ event });
      expect(res.statusCode, res.body).toBe(204);
    }
    await insertOrder(ctx, { userId: admin.user.id, lines: [[1, 1, 4000]] });
    // Only a count per day and step is stored.
    const rows = await ctx.database.db.select().from(funnelDays);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'event']);

    const res = await ctx.app.inject({ url: '/api/admin/funnel', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json() as { days: { date: string }[] };
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: shopToday(new Date()),
      productViews: 3,
      cartsStarted: 1,
      checkoutsBegun: 1,
      orders: 1,
    });
    expect(days[0]).toMatchObject({ productViews: 0, orders: 0 });

    const customer = await signedInCustomer(ctx, 'funnel_nosy');
    expect(
      (await ctx.app.inject({ url: '/api/admin/funnel', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
  });

  it('refuses a body that is not one of the steps, storing nothing', async () => {
    const before = await ctx.database.db.select().from(funnelDays);
    for (const payload of [{ event: 'purchase' }, { event: 'product_view', email: 'a@b.c' }, {}]) {
      const res = await beacon(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect(await ctx.database.db.select().from(funnelDays)).toEqual(before);
  });

  it('stops counting one client address past ten times RATE_LIMIT_PER_IP (429)', async () => {
    let last = 0;
    for (let i = 0; i < 301; i++) last = (await beacon({ event: 'product_view' }, '203.0.113.99')).statusCode;
    expect(last).toBe(429);
  });
});
