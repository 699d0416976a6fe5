/**
 * Counts one try of a public form against several rate-limit keys at once (README "Rate limits")
 * and refuses with 429 `rate_limited` when any is past its limit. Knows nothing of HTTP: the error
 * carries `retryAfterSeconds`, which the error handler sends as Retry-After.
 */
import type { RateLimiter, RateRule } from '../plugins/rate-limit.ts';
import { defineErrors } from './error-table.ts';

const rateLimitError = defineErrors({
  rate_limited: [
    429,
    'Demasiados intentos. Esperá unos minutos y volvé a probar.',
    'Too many tries. Wait a few minutes and try again.',
  ],
});

/** @throws ShopError 429 `rate_limited` (with retryAfterSeconds) when any `checks` entry is over its rule. */
export async function enforceRateLimits(
  limiter: RateLimiter,
  checks: readonly { key: string; rule: RateRule }[],
): Promise<void> {
  const results = await Promise.all(checks.map((c) => limiter.hit(c.key, c.rule)));
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return;
  const error = rateLimitError('rate_limited');
  error.retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
  throw error;
}
