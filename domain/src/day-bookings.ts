/**
 * A day's bookings counted from the orders on it: what checkout shows as full and the order's
 * capacity check both read. Pure, so the server counts the rows its store read and the rule is
 * tested without a database.
 */
import type { DayBookings } from './delivery';
import { holdsDayPlace, type OrderForExpiry } from './unpaid-order';

/** What countDayBookings needs of one order on a day. */
export interface BookedOrder extends OrderForExpiry {
  day: string | null;
  units: number;
}

/** Sums, per day, the orders that hold a place at `now` (`holdsDayPlace`) and their units. */
export function countDayBookings(rows: readonly BookedOrder[], now: Date): Map<string, DayBookings> {
  const booked = new Map<string, DayBookings>();
  for (const row of rows) {
    if (row.day === null || !holdsDayPlace({ ...row, hasReceipt: Boolean(row.hasReceipt) }, now)) continue;
    const day = booked.get(row.day) ?? { orders: 0, units: 0 };
    booked.set(row.day, { orders: day.orders + 1, units: day.units + Number(row.units) });
  }
  return booked;
}
