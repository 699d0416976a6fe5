/**
 * Business days in Argentina (America/Argentina/Buenos_Aires). Argentina keeps
 * UTC-03:00 all year (no daylight saving since 2009), so a fixed offset is exact.
 */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** @returns the instant (UTC) at which the Argentine day holding `now` began: its 00:00 in Argentina. */
export function argentinaDayStart(now: Date): Date {
  const local = now.getTime() + ARGENTINA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - ARGENTINA_OFFSET_MS);
}

/** @returns the first instant strictly after `now` that is 00:00 in Argentina, as a Date (UTC). */
export function nextArgentinaMidnight(now: Date): Date {
  return new Date(argentinaDayStart(now).getTime() + DAY_MS);
}
