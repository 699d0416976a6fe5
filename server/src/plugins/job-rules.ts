/**
 * The job runner's rules, apart from its SQL so they can be unit-tested: how long a failed job
 * waits before its next attempt, and when it is given up.
 */
import { PermanentJobError } from './job-queue.ts';

/** Longest wait between two attempts, however many have failed. */
export const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/** How a job kind is retried. */
export interface RetryPolicy {
  /** Attempts (claims) before the job is given up. */
  maxAttempts: number;
  /** Delay before the first retry, ms; it doubles with each further attempt. */
  retryBaseMs: number;
}

/**
 * The delay before attempt `attempts + 1`, after `attempts` failed ones: base · 2^(attempts−1),
 * ±20 % (so jobs that failed together do not all come back together), capped at MAX_RETRY_DELAY_MS.
 * @param random a source in [0, 1); tests pass a fixed one.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const raw = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

/** What becomes of a job whose attempt number `attempts` failed with `err`. */
export type FailureOutcome = { giveUp: true } | { giveUp: false; retryInMs: number };

/**
 * Decides after a failed attempt: give up when `err` says retrying cannot help
 * (PermanentJobError) or this was the last attempt allowed; otherwise try again after the backoff.
 */
export function afterFailure(
  attempts: number,
  err: unknown,
  policy: RetryPolicy,
  random: () => number = Math.random,
): FailureOutcome {
  if (err instanceof PermanentJobError || attempts >= policy.maxAttempts) return { giveUp: true };
  return { giveUp: false, retryInMs: retryDelayMs(attempts, policy.retryBaseMs, random) };
}

/**
 * Whether a job just claimed for attempt `attempts` has no attempt left: its earlier claims were
 * lost with their process (a crash, e.g. out of memory on a huge image) as many times as it may be
 * tried. Such a job is given up without running it again, so it cannot take processes down forever.
 */
export function attemptsExhausted(attempts: number, policy: RetryPolicy): boolean {
  return attempts > policy.maxAttempts;
}
