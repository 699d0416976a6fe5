/**
 * The campaign providers in the page, loaded only after the shopper's consent
 * (docs/decisions/0035): GA4's gtag.js and Meta's fbevents.js, each with its standard queue stub
 * so events told before the script arrives are kept. The scripts are added once the page has
 * loaded and the browser is idle, so they never compete with the shop's own first load or a tap.
 * A purchase is told once per order: the ids already told are remembered in localStorage.
 */
import type { AnalyticsConfig } from '@shop/domain';
import { readJson, writeJson } from '../storage.ts';
import type { ShopEvent } from './events.ts';
import { ga4Event, metaEvent } from './mapping.ts';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const META_SCRIPT_ORIGIN = 'https://connect.facebook.net';
/** Order ids whose purchase was told (the newest last), so a reload of the return page tells none. */
export const TOLD_PURCHASES_KEY = 'analyticsPurchases';
const TOLD_PURCHASES_MAX = 50;

let installed = false;
let revoked = false;

function whenIdle(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Sets up gtag and fbq (queues at once, scripts when idle), once per page. */
function install(config: AnalyticsConfig): void {
  if (installed) return;
  installed = true;
  const scripts: string[] = [];
  const ga4 = config.ga4MeasurementId;
  if (ga4) {
    const dataLayer = (window.dataLayer ??= []);
    // gtag.js reads the `arguments` objects its stub queued, as Google's snippet pushes them.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', ga4);
    scripts.push(`${config.scriptBaseUrl ?? GA4_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(ga4)}`);
  }
  const pixel = config.metaPixelId;
  if (pixel && !window.fbq) {
    // Meta's base code: a queue fbevents.js replays once it has loaded.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    } as Queue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq ??= fbq;
    fbq('init', pixel);
    fbq('track', 'PageView');
    scripts.push(`${config.scriptBaseUrl ?? META_SCRIPT_ORIGIN}/en_US/fbevents.js`);
  }
  whenIdle(() => scripts.forEach(addScript));
}

/** Whether `orderId`'s purchase was told before; remembers it otherwise. */
function toldBefore(orderId: string): boolean {
  const stored = readJson(TOLD_PURCHASES_KEY);
  const told = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  if (told.includes(orderId)) return true;
  writeJson(TOLD_PURCHASES_KEY, [...told, orderId].slice(-TOLD_PURCHASES_MAX));
  return false;
}

/**
 * Sends `events` to the configured providers (after `install`). Called by track.ts only with the
 * shopper's consent.
 */
export function sendEvents(config: AnalyticsConfig, events: readonly ShopEvent[]): void {
  if (revoked && installed) {
    // Accepted again after a "Rechazar" on this same page.
    window.gtag?.('consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' });
    window.fbq?.('consent', 'grant');
  }
  revoked = false;
  install(config);
  const fresh = events.filter((e) => e.name !== 'purchase' || !toldBefore(e.order.id));
  // Off the tap's frame: a loaded fbevents.js builds its request at once (INP).
  whenIdle(() => {
    if (revoked) return;
    for (const event of fresh) {
      if (config.ga4MeasurementId) window.gtag?.('event', ...ga4Event(event));
      const meta = config.metaPixelId ? metaEvent(event) : null;
      if (meta) window.fbq?.('track', ...meta);
    }
  });
}

/**
 * After "Rechazar" on a page where the providers run: they are told the consent is withdrawn, send
 * nothing more, and their first-party cookies are deleted.
 */
export function revokeProviders(): void {
  revoked = true;
  if (!installed) return;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied' });
  window.fbq?.('consent', 'revoke');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (/^(_ga|_gid|_gat|_fbp|_fbc)/.test(name)) {
      document.cookie = `${name}=; max-age=0; path=/`;
      document.cookie = `${name}=; max-age=0; path=/; domain=.${location.hostname}`;
    }
  }
}
