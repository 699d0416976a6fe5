/**
 * `track(event)`: the one way the features tell an e-commerce event (docs/decisions/0035). This is
 * all the first load carries: the events wait here (the last few) until campaign measurement
 * starts in the page, which happens only when the shop measures campaigns
 * (features/analytics, loaded by the layout); it then decides with the shopper's consent. On a
 * shop without GA4_MEASUREMENT_ID or META_PIXEL_ID nothing ever takes them.
 */
import type { ShopEvent } from './events.ts';

export type { ShopEvent, TrackedItem, TrackedOrder } from './events.ts';

const MAX_WAITING = 10;
const waiting: ShopEvent[] = [];
let handler: ((event: ShopEvent) => void) | undefined;

/** Tells `event`; never throws, sends nothing by itself. */
export function track(event: ShopEvent): void {
  if (handler) handler(event);
  else if (waiting.push(event) > MAX_WAITING) waiting.shift();
}

/** Takes the events from now on, and those waiting; for features/analytics only. */
export function handleEvents(next: (event: ShopEvent) => void): void {
  handler = next;
  waiting.splice(0).forEach(next);
}
