import { describe, expect, it } from 'vitest';
import { PermanentJobError } from './job-queue.ts';
import { afterFailure, attemptsExhausted, MAX_RETRY_DELAY_MS, retryDelayMs } from './job-rules.ts';

const policy = { maxAttempts: 4, retryBaseMs: 1000 };

describe('job retry rules', () => {
  it('waits base · 2^(n−1) before retry n+1, ±20 %, at most six hours', () => {
    expect(retryDelayMs(1, 1000, () => 0.5)).toBe(1000);
    expect(retryDelayMs(2, 1000, () => 0.5)).toBe(2000);
    expect(retryDelayMs(4, 1000, () => 0.5)).toBe(8000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(3200);
    expect(retryDelayMs(3, 1000, () => 0.9999)).toBe(4800);
    expect(retryDelayMs(40, 1000, () => 0.5)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(6 * 3_600_000);
  });

  it('retries a failure until the last attempt, then gives up', () => {
    expect(afterFailure(1, new Error('down'), policy, () => 0.5)).toEqual({ giveUp: false, retryInMs: 1000 });
    expect(afterFailure(3, new Error('down'), policy, () => 0.5)).toEqual({ giveUp: false, retryInMs: 4000 });
    expect(afterFailure(4, new Error('down'), policy)).toEqual({ giveUp: true });
    expect(afterFailure(9, 'not even an Error', policy)).toEqual({ giveUp: true });
  });

  it('gives up at once when the handler says retrying cannot help', () => {
    expect(afterFailure(1, new PermanentJobError('bad input'), policy)).toEqual({ giveUp: true });
  });

  it('counts a claim lost with its process as an attempt, and runs no claim beyond the last', () => {
    expect(attemptsExhausted(4, policy)).toBe(false);
    expect(attemptsExhausted(5, policy)).toBe(true);
  });
});
