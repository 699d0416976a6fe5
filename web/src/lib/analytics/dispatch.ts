/**
 * Where track.ts's events wait for the shopper's choice (docs/decisions/0035): with consent they go
 * to the providers (providers.ts, imported only then); before any choice the last few wait in
 * memory (sent on "Aceptar", dropped on "Rechazar"); after "Rechazar" nothing is kept or sent, and
 * providers already running on the page are stopped.
 */
import type { AnalyticsConfig } from '@shop/domain';
import { readConsent, subscribeConsent } from './consent.ts';
import type { ShopEvent } from './events.ts';

const MAX_WAITING = 10;

/** An event and the providers it is for; a null event only starts them. */
interface Told {
  config: AnalyticsConfig;
  event: ShopEvent | null;
}

let waiting: Told[] = [];
let providers: Promise<typeof import('./providers.ts')> | undefined;

function send(batch: Told[]): void {
  const first = batch[0];
  if (!first) return;
  const events = batch.flatMap((b) => (b.event ? [b.event] : []));
  providers ??= import('./providers.ts');
  providers.then((p) => p.sendEvents(first.config, events)).catch(() => undefined);
}

/** Sends `event` with consent, holds it until the choice, drops it without consent. */
export function dispatch(config: AnalyticsConfig, event: ShopEvent): void {
  const consent = readConsent();
  if (consent === 'granted') send([{ config, event }]);
  else if (consent === null) waiting = [...waiting.slice(1 - MAX_WAITING), { config, event }];
}

subscribeConsent(() => {
  const consent = readConsent();
  if (consent === 'granted') send(waiting.splice(0));
  else if (consent === 'denied') {
    waiting = [];
    providers?.then((p) => p.revokeProviders()).catch(() => undefined);
  }
});

/**
 * Starts the providers with consent even before any e-commerce event, so the landing page's visit
 * (and the campaign in its address) is counted; once per page.
 */
export function start(config: AnalyticsConfig): void {
  if (readConsent() === 'granted') send([{ config, event: null }]);
}
