/**
 * Counts one try of a public form against several rate-limit keys at once (README "Rate limits")
 * and refuses with 429 `rate_limited` when any is past its limit. Knows nothing of HTTP: the error
 * carries `retryAfterSeconds`, which the error handler sends as Retry-After.
 */
import type { RateLimiter, RateRule } from '../plugins/rate-limit.ts';
import { accountError } from './account-errors.ts';
import type { Lang } from './lang.ts';

/** @throws HttpError 429 `rate_limited` (with retryAfterSeconds) when any `checks` entry is over its rule. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  lang: Lang,
  checks: readonly { key: string; rule: RateRule }[],
): Promise<void> {
  const results = await Promise.all(checks.map((c) => limiter.hit(c.key, c.rule)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return;
  const error = accountError('rate_limited', lang);
  error.retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
  throw error;
}
