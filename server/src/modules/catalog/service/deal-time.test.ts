import { describe, expect, it } from 'vitest';
import { nextArgentinaMidnight } from './deal-time.ts';

describe('nextArgentinaMidnight', () => {
  it('ends the deal at 00:00 Argentina time (03:00 UTC) of the next day', () => {
    expect(nextArgentinaMidnight(new Date('2026-11-22T15:30:00Z')).toISOString()).toBe(
      '2026-11-23T03:00:00.000Z',
    );
  });

  it('uses the Argentine date, not the UTC one, late in the evening', () => {
    // 23:30 in Argentina on the 22nd is already the 23rd in UTC.
    expect(nextArgentinaMidnight(new Date('2026-11-23T02:30:00Z')).toISOString()).toBe(
      '2026-11-23T03:00:00.000Z',
    );
  });

  it('moves to the following midnight exactly at midnight', () => {
    expect(nextArgentinaMidnight(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe(
      '2026-11-24T03:00:00.000Z',
    );
  });
});
