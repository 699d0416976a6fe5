import { useEffect, useState } from 'react';
import { TIMINGS } from '@shop/domain';
import { useRenderTime } from '../../../lib/ssr.ts';

/** Time left split for display; all parts are whole non-negative numbers. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits the time from `now` to `endsAt` into days, hours, minutes and seconds (rounded down).
 * @returns null when the end is reached or past, or `endsAt` is not a date: the banner then
 *   shows no values.
 */
export function remainingParts(endsAt: string | number | Date, now: number): CountdownParts | null {
  const end = new Date(endsAt).getTime();
  if (!Number.isFinite(end)) return null;
  const totalSeconds = Math.floor((end - now) / 1000);
  if (totalSeconds <= 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * Live countdown to `endsAt`, refreshed every TIMINGS.dealTickMs; null once over.
 * A server-rendered page first shows (and hydrates) the time left at the server's render time.
 */
export function useCountdown(endsAt: string | undefined): CountdownParts | null {
  const [clientNow, setNow] = useState(() => Date.now());
  const now = useRenderTime(clientNow);
  const parts = endsAt ? remainingParts(endsAt, now) : null;
  const running = parts !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TIMINGS.dealTickMs);
    return () => window.clearInterval(timer);
  }, [running]);

  return parts;
}
