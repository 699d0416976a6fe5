import { describe, expect, it } from 'vitest';
import { countDayBookings, type BookedOrder } from './day-bookings';

const now = new Date('2026-11-28T15:00:00Z');
const later = new Date('2026-11-28T16:00:00Z');
const earlier = new Date('2026-11-28T14:00:00Z');
const row = (over: Partial<BookedOrder>): BookedOrder => ({
  day: '2026-12-01',
  status: 'pendiente',
  paymentStatus: 'pendiente',
  paymentDueAt: later,
  hasReceipt: false,
  units: 2,
  ...over,
});

describe("countDayBookings (the one count behind checkout's full days and the order's capacity check)", () => {
  it('counts paid orders, cash orders and unpaid ones inside their time; not unpaid ones past it nor cancelled ones', () => {
    const booked = countDayBookings(
      [
        row({ paymentStatus: 'pagado', paymentDueAt: earlier, units: 1 }),
        row({ paymentDueAt: null, units: 3 }),
        row({ units: 4 }),
        row({ paymentDueAt: earlier, units: 10 }),
        row({ paymentStatus: 'rechazado', paymentDueAt: earlier, units: 10 }),
        row({ status: 'cancelado', units: 10 }),
        row({ paymentDueAt: earlier, hasReceipt: true, units: 5 }),
        row({ day: '2026-12-02', units: 1 }),
        row({ day: null, units: 7 }),
      ],
      now,
    );
    expect(booked.get('2026-12-01')).toEqual({ orders: 4, units: 13 });
    expect(booked.get('2026-12-02')).toEqual({ orders: 1, units: 1 });
    expect(booked.size).toBe(2);
  });

  it('an unpaid order frees its place exactly at its due time', () => {
    expect(countDayBookings([row({ paymentDueAt: now })], now).get('2026-12-01')).toBeUndefined();
    expect(
      countDayBookings([row({ paymentDueAt: now })], new Date(now.getTime() - 1)).get('2026-12-01'),
    ).toEqual({ orders: 1, units: 2 });
  });
});
