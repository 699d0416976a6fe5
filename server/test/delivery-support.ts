/**
 * Delivery choices for tests that place orders (issue 14: the web order needs one). The seeded
 * defaults (helper.ts: seedDeliveryDefaults) give zone 1 "Capital" and pickup point 1 at the shop's
 * address, 24 h lead time, 14 days ahead, every day open and no capacity limit.
 */
import { addDaysToDate, shopToday } from '@shop/domain';

/** A day `daysAhead` days after today in Argentina, "YYYY-MM-DD". */
export const dayAhead = (daysAhead: number, now = new Date()) => addDaysToDate(shopToday(now), daysAhead);

/** Pickup at the seeded point (free, so totals equal the products' subtotal), three days ahead, afternoon. */
export const pickupChoice = (daysAhead = 3) => ({ pickupPointId: '1', date: dayAhead(daysAhead), window: 'tarde' as const });

/** Delivery to the seeded zone "Capital" (2500 ARS), three days ahead, morning. */
export const zoneChoice = (daysAhead = 3) => ({ zoneId: '1', date: dayAhead(daysAhead), window: 'manana' as const });
