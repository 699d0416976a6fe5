import { describe, expect, it } from 'vitest';
import { argentinaDayStart, nextArgentinaMidnight } from './argentina-day.ts';

describe('argentinaDayStart', () => {
  it('starts the day at 00:00 Argentina time (03:00 UTC)', () => {
    expect(argentinaDayStart(new Date('2026-11-22T15:30:00Z')).toISOString()).toBe(
      '2026-11-22T03:00:00.000Z',
    );
  });

  it('uses the Argentine date, not the UTC one, late in the evening', () => {
    // 23:30 on the 22nd in Argentina is the 23rd in UTC: still the 22nd's day.
    expect(argentinaDayStart(new Date('2026-11-23T02:30:00Z')).toISOString()).toBe(
      '2026-11-22T03:00:00.000Z',
    );
  });

  it('is the instant itself exactly at midnight, and the next midnight is a day later', () => {
    const midnight = new Date('2026-11-23T03:00:00Z');
    expect(argentinaDayStart(midnight).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(nextArgentinaMidnight(midnight).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});

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
