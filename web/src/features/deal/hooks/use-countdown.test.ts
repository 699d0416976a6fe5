import { describe, expect, it } from 'vitest';
import { remainingParts } from './use-countdown.ts';

const now = Date.parse('2026-01-01T00:00:00.000Z');

describe('remainingParts', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const endsAt = new Date(now + ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999).toISOString();
    expect(remainingParts(endsAt, now)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
  });

  it('shows no values once the end is reached or past', () => {
    expect(remainingParts(new Date(now).toISOString(), now)).toBeNull();
    expect(remainingParts(new Date(now - 5000).toISOString(), now)).toBeNull();
    expect(remainingParts(new Date(now + 999).toISOString(), now)).toBeNull();
  });

  it('treats an unreadable end time as over', () => {
    expect(remainingParts('not a date', now)).toBeNull();
  });
});
