/**
 * The dashboard's first-party funnel: product views, carts started and checkouts begun, told by the
 * browser's beacons and counted per Argentina day, and the orders of each day from the shop's own
 * orders. No cookies, no third party; nothing about the shopper is kept (only a count per day and
 * step; the client address only feeds the rate limit's counter). Knows nothing of HTTP.
 */
import { addDaysToDate, DASHBOARD_DAYS, shopToday, type Funnel, type FunnelBeacon } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit.ts';
import { countStep, funnelBetween } from './store.ts';

/** Beacons one client address may send per window, as a multiple of RATE_LIMIT_PER_IP: browsing sends a few a minute. */
const BEACONS_PER_FORM_TRY = 10;

export function createFunnelService(deps: {
  db: Db;
  limiter: RateLimiter;
  /** RATE_LIMIT_PER_IP and its window: a client address may send BEACONS_PER_FORM_TRY times as many beacons. */
  rateLimit: { perIp: number; windowSeconds: number };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const perIp: RateRule = {
    max: deps.rateLimit.perIp * BEACONS_PER_FORM_TRY,
    windowSeconds: deps.rateLimit.windowSeconds,
  };
  return {
    /**
     * Counts one step on today's Argentina day.
     * @throws ShopError 429 rate_limited past the per-address limit
     */
    async count(beacon: FunnelBeacon, ip: string): Promise<void> {
      await enforceRateLimits(deps.limiter, [{ key: `funnel:ip:${ip}`, rule: perIp }]);
      await countStep(deps.db, shopToday(now()), beacon.event);
    },

    /** The last DASHBOARD_DAYS Argentina days (today included), oldest first. */
    async days(): Promise<Funnel> {
      const today = shopToday(now());
      return { days: await funnelBetween(deps.db, addDaysToDate(today, -(DASHBOARD_DAYS - 1)), today) };
    },
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
