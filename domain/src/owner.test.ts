import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  orderExportQuerySchema,
  pushSubscriptionSchema,
  shopDateTime,
  shopDayStart,
  shopTomorrow,
  weekStartDate,
} from './owner';

describe("the owner's days", () => {
  it('tomorrow is read in Argentina: 23:30 there is already the next day in UTC', () => {
    expect(shopTomorrow(new Date('2031-05-21T02:30:00Z'))).toBe('2031-05-21'); // 20 May, 23:30 in Argentina
    expect(shopTomorrow(new Date('2031-05-21T03:00:00Z'))).toBe('2031-05-22');
    expect(shopTomorrow(new Date('2031-12-31T15:00:00-03:00'))).toBe('2032-01-01');
  });

  it('weeks start on Monday', () => {
    expect(weekStartDate('2031-05-19')).toBe('2031-05-19'); // Monday
    expect(weekStartDate('2031-05-25')).toBe('2031-05-19'); // Sunday
    expect(weekStartDate('2031-06-01')).toBe('2031-05-26'); // Sunday, across a month end
  });

  it('a day starts at 00:00 in Argentina (03:00 UTC) and instants read as Argentina times', () => {
    expect(shopDayStart('2031-03-01').toISOString()).toBe('2031-03-01T03:00:00.000Z');
    expect(shopDateTime(new Date('2031-03-03T02:59:00Z'))).toBe('2031-03-02 23:59');
    expect(daysBetween('2031-02-27', '2031-03-01')).toBe(2);
  });

  it('an export range must be real days, in order, at most 366 days', () => {
    expect(orderExportQuerySchema.safeParse({ from: '2031-01-01', to: '2031-12-31' }).success).toBe(true);
    expect(
      orderExportQuerySchema.safeParse({ from: '2031-02-01', to: '2031-01-31' }).error?.issues[0]?.message,
    ).toBe('validation.dateRange');
    expect(orderExportQuerySchema.safeParse({ from: '2030-01-01', to: '2030-12-31' }).success).toBe(true); // 365 days
    expect(
      orderExportQuerySchema.safeParse({ from: '2030-01-01', to: '2031-01-02' }).error?.issues[0]?.message,
    ).toBe('owner.validation.exportRange');
    expect(orderExportQuerySchema.safeParse({ from: '2031-02-29', to: '2031-03-01' }).success).toBe(false);
  });

  it('a push subscription needs an https endpoint and browser-shaped keys', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success,
    ).toBe(true);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }).success,
    ).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'javascript:alert(1)', keys }).success).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: 'https://push.example/x', keys: { ...keys, auth: 'x' } })
        .success,
    ).toBe(false);
  });
});
