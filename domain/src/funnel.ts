import { z } from 'zod';

/*
 * The dashboard's own first-party funnel (server/src/modules/funnel):
 * the shop counts, per Argentina day, product views, carts started and checkouts begun from small
 * beacons, and orders from its own orders. No cookies, no third party, nothing about the shopper
 * is stored: only a count per day and step.
 */

/** The steps the browser tells the server about. */
export const FUNNEL_EVENTS = ['product_view', 'cart_started', 'checkout_begun'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** POST /api/funnel body. */
export const funnelBeaconSchema = z.object({ event: z.enum(FUNNEL_EVENTS) }).strict();
export type FunnelBeacon = z.infer<typeof funnelBeaconSchema>;

/** One Argentina day of the funnel. */
export const funnelDaySchema = z.object({
  /** "YYYY-MM-DD", Argentina. */
  date: z.string(),
  productViews: z.number().int(),
  cartsStarted: z.number().int(),
  checkoutsBegun: z.number().int(),
  /** Orders placed that day (every order, as the shop stores them). */
  orders: z.number().int(),
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

/** GET /api/admin/funnel: the last DASHBOARD_DAYS Argentina days, oldest first, days without anything as 0. */
export const funnelSchema = z.object({ days: z.array(funnelDaySchema) });
export type Funnel = z.infer<typeof funnelSchema>;
