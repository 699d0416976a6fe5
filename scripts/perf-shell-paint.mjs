/**
 * First paint of a browser-rendered page's server shell: /cart next to /allProducts
 * (server-rendered) on a slow phone connection, 400 ms of latency and 400 kbit/s each way
 * (Chromium's CDP Network.emulateNetworkConditions), each load in a fresh browser context (no
 * cache), the pages alternating. Reports, per page, the median First Contentful Paint (the
 * `paint` entry, ms from navigation start) and when the page's own content was on screen: for
 * /cart the app's render replacing the shell (`[data-shell]` gone), for /allProducts the first
 * product card. Used by scripts/perf.mjs (also alone: `npm run perf -- --only-shell-paint`).
 */

/* global document */

export const SHELL_PAINT_NETWORK = { latencyMs: 400, kbitPerS: 400 };

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** One load of `url` under the slow network: `{ fcp, content }` in ms from navigation start. */
async function loadOnce(browser, url, contentReady) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerS = (SHELL_PAINT_NETWORK.kbitPerS * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SHELL_PAINT_NETWORK.latencyMs,
      downloadThroughput: bytesPerS,
      uploadThroughput: bytesPerS,
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(contentReady, undefined, { timeout: 120_000, polling: 50 });
    const content = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0].startTime,
    );
    return { fcp, content };
  } finally {
    await context.close();
  }
}

/**
 * Measures `runs` loads of each page on the shop at `origin` with a playwright-core `browser`.
 * Returns `[{ page, what, fcp, content, fcps }]` (medians in ms, `fcps` every run's FCP).
 */
export async function measureShellPaint({ browser, origin, runs = 3, log = () => {} }) {
  const pages = [
    {
      page: '/cart',
      what: 'browser-rendered, server shell',
      ready: () => !!document.querySelector('main') && !document.querySelector('[data-shell]'),
    },
    {
      page: '/allProducts',
      what: 'server-rendered',
      ready: () => {
        const img = document.querySelector('main img');
        return !!img && img.complete && img.naturalWidth > 0;
      },
    },
  ];
  // The renderer loads on the first page request (seconds on a busy host): not part of a visit.
  for (const p of pages)
    await fetch(`${origin}${p.page}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  const results = pages.map((p) => ({ page: p.page, what: p.what, fcps: [], contents: [] }));
  for (let run = 1; run <= runs; run += 1) {
    for (const [i, p] of pages.entries()) {
      log(
        `first paint of ${p.page} at ${SHELL_PAINT_NETWORK.latencyMs} ms / ${SHELL_PAINT_NETWORK.kbitPerS} kbit/s, run ${run}/${runs}`,
      );
      const { fcp, content } = await loadOnce(browser, `${origin}${p.page}`, p.ready);
      results[i].fcps.push(fcp);
      results[i].contents.push(content);
    }
  }
  return results.map((r) => ({
    page: r.page,
    what: r.what,
    fcp: median(r.fcps),
    content: median(r.contents),
    fcps: r.fcps,
  }));
}

/** The docs/performance.md section of `rows` (between markers, so `--only-shell-paint` can replace it alone). */
export function shellPaintSection(rows, runs, note = '') {
  const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toString() : 'n/a');
  return `<!-- shell-paint -->
## First paint of a browser-rendered page

/cart is rendered in the browser (it is made of the shopper's storage); the server sends its shell
(header, footer, title and a skeleton, no personal data). Each load in a fresh Chromium context
(no cache) at a phone's size, the network slowed by CDP \`Network.emulateNetworkConditions\` to
${SHELL_PAINT_NETWORK.latencyMs} ms latency and ${SHELL_PAINT_NETWORK.kbitPerS} kbit/s each way, the pages alternating, ${runs} loads each, medians
(scripts/perf-shell-paint.mjs). FCP: the \`first-contentful-paint\` entry. Content: the page's own
content on screen (/cart: the app's render replaced the shell; /allProducts: the first product's
image loaded). Before the shells (plain index.html with a CSS spinner, which is not contentful),
/cart's first contentful paint came only with the app's render, about the content column.
${note}
| page | kind | FCP ms | content ms | FCP of each run |
|---|---|---:|---:|---|
${rows.map((r) => `| \`${r.page}\` | ${r.what} | ${fmt(r.fcp)} | ${fmt(r.content)} | ${r.fcps.map(fmt).join(', ')} |`).join('\n')}
<!-- /shell-paint -->`;
}
