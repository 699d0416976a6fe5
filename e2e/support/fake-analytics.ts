/**
 * A local stand-in for the campaign providers (decision 0035): serves a fake gtag.js
 * (/gtag/js) and fbevents.js (/en_US/fbevents.js) that post every event the shop tells them back
 * here, and records every request it gets. The shop loads them through ANALYTICS_SCRIPT_BASE_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An event as a fake script reported it. */
export interface ToldEvent {
  provider: 'ga4' | 'meta';
  name: string;
  params: Record<string, unknown>;
  options?: Record<string, unknown>;
}

export interface FakeAnalytics {
  url: string;
  /** Every request path it got, in order. */
  requests: string[];
  events: ToldEvent[];
  close(): Promise<void>;
}

// gtag.js's part the shop relies on: reads the dataLayer the stub filled (arguments objects) and
// every later push; an ('event', name, params) entry is reported.
const GTAG = (base: string) => `(() => {
  const report = (a) => { if (a[0] === 'event') fetch('${base}/collect', { method: 'POST', mode: 'no-cors', keepalive: true,
    body: JSON.stringify({ provider: 'ga4', name: a[1], params: a[2] || {} }) }); };
  const dl = window.dataLayer = window.dataLayer || [];
  for (const a of dl) report(Array.from(a));
  const push = dl.push.bind(dl);
  dl.push = (...entries) => { entries.forEach((a) => report(Array.from(a))); return push(...entries); };
})();`;

// fbevents.js's part: replays the stub's queue and takes the later calls; ('track', name, params, options) is reported.
const FBEVENTS = (base: string) => `(() => {
  const fbq = window.fbq;
  const call = (...a) => { if (a[0] === 'track') fetch('${base}/tr', { method: 'POST', mode: 'no-cors', keepalive: true,
    body: JSON.stringify({ provider: 'meta', name: a[1], params: a[2] || {}, options: a[3] }) }); };
  fbq.callMethod = call;
  for (const a of fbq.queue.splice(0)) call(...Array.from(a));
})();`;

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeAnalytics(): Promise<FakeAnalytics> {
  const requests: string[] = [];
  const events: ToldEvent[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    if (req.method === 'GET' && (url.startsWith('/gtag/js') || url === '/en_US/fbevents.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(url.startsWith('/gtag/js') ? GTAG(base) : FBEVENTS(base));
      return;
    }
    if (req.method === 'POST' && (url === '/collect' || url === '/tr')) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        events.push(JSON.parse(body) as ToldEvent);
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    events,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps its keep-alive connections to the fake open.
        server.closeAllConnections();
      }),
  };
}
