/**
 * National holidays: blocked by default for delivery and pickup, from the
 * date-holidays calendar of DELIVERY_HOLIDAYS_COUNTRY; listed in /admin/delivery, where the owner
 * reopens one (stored); checkout's day list and the order's booking both follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, shopToday } from '@shop/domain';
import { nationalHolidays } from '../src/plugins/holidays.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer, placeOrder } from './factories/index.ts';

let ctx: TestContext;
let admin: { cookie: string };
let customer: { cookie: string };
// The first national holiday at least two days away (the lead time is 24 h) within 90 days.
let holiday: { date: string; name: string };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', DELIVERY_HOLIDAYS_COUNTRY: 'AR' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'holidays'));
  const today = shopToday(new Date());
  holiday = nationalHolidays('AR').between(addDaysToDate(today, 2), addDaysToDate(today, 90), 'es')[0]!;
  const settings = (
    await ctx.app.inject({ url: '/api/admin/delivery/settings', headers: { cookie: admin.cookie } })
  ).json();
  // What GET answers can be saved back as it is (its holiday list is ignored).
  expect(
    (
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/delivery/settings',
        payload: { ...settings, daysAhead: 90, closedWeekdays: [] },
        headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => ctx.close());

const dayList = async () =>
  (
    (await ctx.app.inject({ url: '/api/delivery/options?items=3:1' })).json() as { days: { date: string }[] }
  ).days.map((d) => d.date);
const order = (date: string) =>
  placeOrder(ctx, customer.cookie, {
    firstname: 'Feri',
    lastname: 'Ado',
    email: 'feri@example.com',
    address: 'Mitre 10',
    phone: '387 555 0000',
    paymentMethod: 'efectivo',
    delivery: { zoneId: '1', date, window: 'tarde' },
  });

describe('national holidays', () => {
  it("are left out of checkout's days and refused by the order, and listed in the delivery settings", async () => {
    expect(holiday, 'a national holiday within 90 days').toBeDefined();
    const days = await dayList();
    expect(days).not.toContain(holiday.date);
    // Only the holiday is left out: later days are offered.
    expect(days.some((d) => d > holiday.date)).toBe(true);
    const refused = await order(holiday.date);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.code).toBe('day_blocked');

    const view = (
      await ctx.app.inject({ url: '/api/admin/delivery/settings', headers: { cookie: admin.cookie } })
    ).json();
    expect(view.openHolidays).toEqual([]);
    expect(view.holidays).toContainEqual({ date: holiday.date, name: holiday.name, open: false });
    const en = (
      await ctx.app.inject({
        url: '/api/admin/delivery/settings?lang=en',
        headers: { cookie: admin.cookie, 'accept-language': 'en' },
      })
    ).json();
    const named = (en.holidays as { date: string; name: string }[]).find((h) => h.date === holiday.date)!;
    expect(named.name).toBe(nationalHolidays('AR').between(holiday.date, holiday.date, 'en')[0]!.name);
  });

  it('the owner reopens one: it is stored, offered at checkout and booked', async () => {
    const { holidays: _listed, ...rules } = (
      await ctx.app.inject({ url: '/api/admin/delivery/settings', headers: { cookie: admin.cookie } })
    ).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery/settings',
      payload: { ...rules, openHolidays: [holiday.date] },
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().holidays).toContainEqual({ date: holiday.date, name: holiday.name, open: true });
    expect(
      (
        await ctx.app.inject({ url: '/api/admin/delivery/settings', headers: { cookie: admin.cookie } })
      ).json().openHolidays,
    ).toEqual([holiday.date]);
    expect(await dayList()).toContain(holiday.date);
    const placed = await order(holiday.date);
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
