#!/usr/bin/env node
/**
 * When a returning shopper's /cart (or /checkout, or /wishlist) shows its lines (docs/decisions/0040,
 * 0041): the shopper's cart (two products, one of them twice; for /wishlist the same two products
 * saved instead, the cart empty) in localStorage and in its mirror cookies, each load in a fresh
 * Chromium context (no HTTP cache) at a phone's size, the network slowed by CDP
 * `Network.emulateNetworkConditions` to 400 ms latency and 400 kbit/s each way (as
 * scripts/perf-shell-paint.mjs). Reports per build the median FCP and "content": the first frame
 * in which the page shows the cart's total with both lines (and no shell), ms from navigation start;
 * on /checkout the order summary's total with both lines; on /wishlist both products.
 *
 * Usage: node scripts/perf-cart-paint.mjs [--page=/cart|/checkout|/wishlist] [--runs=N] [--baseline-dist=DIR]
 * Serves this checkout's web/dist and, given --baseline-dist (another build's web/dist, its
 * dist-ssr beside it; e.g. from scripts/perf-baseline.mjs), that one from a second server of this
 * checkout, the loads alternating between them. Prints a table and the host's load; writes nothing.
 */

/* global document, requestAnimationFrame, window */

import { launchChromium } from './lib/chromium.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { startShopServer, repoRoot } from './lib/serve.mjs';

const NETWORK = { latencyMs: 400, kbitPerS: 400 };
const arg = (name) =>
  process.argv
    .slice(2)
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3);
const RUNS = Math.max(1, Number(arg('runs') ?? 5));
const baselineDist = arg('baseline-dist');
/** The pages measured: the element holding its total (none on /wishlist) and the list it shows. */
const PAGES = {
  '/cart': { total: '[data-testid="cart-total"]', list: 'cart' },
  '/checkout': { total: '[data-testid="checkout-total"]', list: 'cart' },
  '/wishlist': { total: null, list: 'wishlist' },
};
const PAGE = arg('page') ?? '/cart';
if (!(PAGE in PAGES)) throw new Error(`--page must be one of ${Object.keys(PAGES).join(', ')}`);
const log = (line) => process.stderr.write(`${line}\n`);
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** One load of PAGE with `lines` saved: `{ fcp, content }` in ms from navigation start. */
async function loadOnce(browser, origin, lines) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const wishlist = PAGES[PAGE].list === 'wishlist';
    await context.addCookies([
      {
        name: 'cart_lines',
        value: wishlist ? '' : lines.map((l) => `${l.id}-${l.quantity}`).join('.'),
        url: origin,
      },
      { name: 'wishlist_ids', value: wishlist ? lines.map((l) => l.id).join('.') : '', url: origin },
    ]);
    await context.addInitScript(
      ({ saved, totalSelector, toWishlist }) => {
        if (toWishlist)
          localStorage.setItem(
            'wishlistItems',
            JSON.stringify(saved.map(({ quantity: _q, ...item }) => item)),
          );
        else localStorage.setItem('cartItems', JSON.stringify(saved));
        // The first frame showing the page's total (if it has one) and every line, outside the shell.
        const titles = saved.map((l) => l.title);
        const shown = () => {
          if (totalSelector && !document.querySelector(totalSelector)) return false;
          if (document.querySelector('[data-shell]')) return false;
          const text = document.querySelector('main')?.textContent ?? '';
          return titles.every((t) => text.includes(t));
        };
        const frame = (t) => {
          if (shown()) window.__cartShownAt = t;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { saved: lines, totalSelector: PAGES[PAGE].total, toWishlist: wishlist },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerS = (NETWORK.kbitPerS * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: bytesPerS,
      uploadThroughput: bytesPerS,
    });
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__cartShownAt !== undefined, undefined, {
      timeout: 120_000,
      polling: 50,
    });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // LCP: the last candidate once every image on the first screen has loaded (and a frame after).
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('main img')).every(
          (img) => img.getBoundingClientRect().top >= window.innerHeight || img.complete,
        ),
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            // A frame's callback runs before its paint: the content is on screen no earlier than FCP.
            resolve({
              fcp,
              content: Math.max(window.__cartShownAt, fcp),
              lcp: entries.length ? entries[entries.length - 1].startTime : NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const builds = [{ name: 'this checkout', dist: path.join(repoRoot, 'web', 'dist') }];
if (baselineDist) builds.unshift({ name: `baseline (${baselineDist})`, dist: path.resolve(baselineDist) });
const loadBefore = load();
const servers = [];
try {
  for (const build of builds) {
    log(`starting a shop server for ${build.name}`);
    servers.push(
      await startShopServer({ env: { WEB_DIST_DIR: build.dist }, stdio: ['ignore', 'ignore', 'inherit'] }),
    );
  }
  const { items } = await (await fetch(`${servers[0].base}/api/products?limit=2&lang=es`)).json();
  const lines = items.map((p, i) => ({
    id: p.id,
    type: p.category,
    title: p.title,
    price: p.price,
    imageSrc: p.images[0] ?? '',
    description: p.details,
    quantity: i === 0 ? 2 : 1,
  }));
  // The renderer loads on the first page request (seconds on a busy host): not part of a visit.
  for (const s of servers)
    await fetch(`${s.base}${PAGE}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const browser = await launchChromium();
  const results = builds.map(() => ({ fcps: [], contents: [], lcps: [] }));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [i, build] of builds.entries()) {
        log(`${PAGE} on ${build.name}, run ${run}/${RUNS}`);
        const { fcp, content, lcp } = await loadOnce(browser, servers[i].base, lines);
        results[i].fcps.push(fcp);
        results[i].lcps.push(lcp);
        results[i].contents.push(content);
      }
    }
  } finally {
    await browser.close();
  }
  const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toString() : 'n/a');
  console.log(
    `${PAGE} of a returning shopper (${PAGES[PAGE].list === 'wishlist' ? '2 products saved' : '2 products, 3 units'}) at ${NETWORK.latencyMs} ms / ${NETWORK.kbitPerS} kbit/s, ${RUNS} loads each, medians`,
  );
  console.log(
    `host load (1/5/15 min) before: ${loadBefore}, after: ${load()}; ${(await import('node:os')).cpus().length} CPUs`,
  );
  console.log('| build | FCP ms | content ms | LCP ms | content of each run |');
  console.log('|---|---:|---:|---:|---|');
  for (const [i, build] of builds.entries())
    console.log(
      `| ${build.name} | ${fmt(median(results[i].fcps))} | ${fmt(median(results[i].contents))} | ${fmt(median(results[i].lcps))} | ${results[i].contents.map(fmt).join(', ')} |`,
    );
} finally {
  for (const s of servers) await s.stop();
}
