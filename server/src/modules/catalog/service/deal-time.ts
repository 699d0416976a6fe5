/**
 * End of the rolling daily deal: the next midnight in Argentina (America/Argentina/Buenos_Aires).
 * The day arithmetic lives in lib/argentina-day.ts, shared with the receipts' daily cap.
 */
export { nextArgentinaMidnight } from '../../../lib/argentina-day.ts';
