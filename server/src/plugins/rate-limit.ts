/**
 * Fixed-window rate limiting with the counters in the database (table rate_limits), so limits
 * hold across restarts and across several server processes. One atomic upsert
 * per hit: concurrent hits on the same key never lose a count.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateRule {
  /** Most hits allowed in one window. */
  max: number;
  windowSeconds: number;
}

export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `rule`. */
  hit(key: string, rule: RateRule): Promise<RateResult>;
  /** Deletes windows that ended more than `olderThanSeconds` ago. */
  prune(olderThanSeconds: number): Promise<void>;
}

/** A limiter over the shop's database. */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, rule) {
      const window = sql`make_interval(secs => ${rule.windowSeconds})`;
      const expired = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
      const result = await db.execute<{ count: number; retry_after: number }>(sql`
        insert into ${rateLimits} (key, count, window_started_at) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${expired} then 1 else ${rateLimits.count} + 1 end,
          window_started_at = case when ${expired} then now() else ${rateLimits.windowStartedAt} end
        returning count,
          ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`);
      const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
      const allowed = Number(row.count) <= rule.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.retry_after)) };
    },
    async prune(olderThanSeconds) {
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
    },
  };
}
