/**
 * Delivery choices for tests that place orders (the web order needs one). The seeded
 * defaults (helper.ts: seedDeliveryDefaults) give zone 1 "Capital" (every day) and pickup point 1
 * at the shop's address (Monday to Friday, as its hours say), 24 h lead time, 14 days ahead, no
 * capacity limit.
 */
import { addDaysToDate, shopToday, weekdayOf } from '@shop/domain';

/** A day `daysAhead` days after today in Argentina, "YYYY-MM-DD". */
export const dayAhead = (daysAhead: number, now = new Date()) => addDaysToDate(shopToday(now), daysAhead);

/** The first Monday-to-Friday day at least `daysAhead` days after today: a day the seeded pickup point is open. */
export const openDayAhead = (daysAhead: number, now = new Date()) => {
  let day = dayAhead(daysAhead, now);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDaysToDate(day, 1);
  return day;
};

/** Pickup at the seeded point (free, so totals equal the products' subtotal), three or more days ahead on a weekday, afternoon. */
export const pickupChoice = (daysAhead = 3) => ({
  pickupPointId: '1',
  date: openDayAhead(daysAhead),
  window: 'tarde' as const,
});

/** Delivery to the seeded zone "Capital" (2500 ARS), three days ahead, morning. */
export const zoneChoice = (daysAhead = 3) => ({
  zoneId: '1',
  date: dayAhead(daysAhead),
  window: 'manana' as const,
});
