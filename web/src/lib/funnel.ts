/**
 * The shop's own funnel beacons (server/src/modules/funnel): product viewed, cart started, checkout
 * begun. One small same-origin POST each, sent when the browser is idle (after the interaction's
 * frame, so INP does not move) with `keepalive` so leaving the page does not drop it. No cookies or
 * ids are added; a failed beacon is forgotten.
 */
import type { FunnelEvent } from '@shop/domain';

/** Sends `event` once the browser is idle; never throws. Does nothing outside a browser. */
export function sendFunnelEvent(event: FunnelEvent): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return;
  const send = () => {
    void fetch('/api/funnel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event }),
      keepalive: true,
      credentials: 'same-origin', // the access gate's cookie, when the gate is on; the funnel sets none
    }).catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 2000 });
  else window.setTimeout(send, 0);
}
