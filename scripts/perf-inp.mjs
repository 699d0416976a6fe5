/**
 * Interaction to Next Paint of three taps on the home page, for `npm run perf`: "add to
 * cart" and the wishlist heart on the first product card, and the menu button (the heart was added
 * heart), each on a fresh page of one or more builds
 * (this one and a baseline, served by their own shop servers), in one Chromium, so the builds are
 * compared under the same host load.
 *
 * Each tap is made at two moments:
 * - "hydrated": once the page says it is hydrated (`<html data-hydrated>`) and has been idle 500 ms;
 * - "starting": as soon as the app's `client` chunk has arrived, i.e. while the app starts and
 *   hydrates (the tap a shopper makes on a page that looks ready).
 * Two numbers per tap:
 * - INP, from the web-vitals library (`onINP`, every change reported, threshold 16 ms, the lowest
 *   the Event Timing API allows: a tap handled faster reports nothing, shown as "< 16");
 * - tap → response: from the tap's pointerdown to the first animation frame in which its effect is
 *   on the page (the card's button reads "Quitar del carrito", the drawer's menu is shown). A tap
 *   held until the app runs (web/src/main.tsx) has a small INP, since the browser's own handling
 *   of it is short, but a long time to response; this column shows that.
 * Phone-like: 390 × 844 CSS px, touch, device pixel ratio 1.75, CPU slowed 4 × (Lighthouse's mobile
 * preset); the network is not throttled.
 */
// The functions `done` and `recorder` run in the page (their source is sent to it).
/* global document, window, requestAnimationFrame, webVitals */
import fs from 'node:fs';
import path from 'node:path';

export const INTERACTIONS = [
  {
    name: 'add to cart (first card of /)',
    target: 'main li button[aria-label^="Agregar al carrito"]',
    done: () => document.querySelector('main li button[aria-label^="Quitar del carrito"]') !== null,
  },
  {
    name: 'wishlist heart (first card of /)',
    target: 'main li button[aria-pressed="false"]',
    done: () => document.querySelector('main li button[aria-pressed="true"]') !== null,
  },
  {
    name: 'menu button (/)',
    target: 'header button[aria-label="Abrir menú"]',
    done: () =>
      Array.from(document.querySelectorAll('nav[aria-label="Menú principal"]')).some(
        (nav) => nav.getClientRects().length > 0,
      ),
  },
];
export const MOMENTS = ['hydrated', 'starting'];
const CPU_SLOWDOWN = 4;

/** Page-side recorder: web-vitals' INP and the time from the tap to the frame showing its effect. */
function recorder(done) {
  const perf = { inp: null, tapAt: null, responseAt: null };
  window.__perf = perf;
  // webVitals: the library's IIFE build, added to the page before this function.
  webVitals.onINP((metric) => (perf.inp = metric.value), { reportAllChanges: true, durationThreshold: 0 });
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || perf.tapAt !== null) return;
      perf.tapAt = event.timeStamp;
      const check = (now) => {
        if (done()) perf.responseAt = now;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

/**
 * Measures every interaction at every moment on every build, `runs` times, alternating builds.
 * @param browser a Playwright Chromium browser
 * @param builds `[{ name, base }]`: a label and the origin of a shop server serving that build
 * @param repoRoot this checkout (for node_modules/web-vitals)
 * @param runs measurements per (build, interaction, moment)
 * @param log progress lines
 * @returns rows `{ build, interaction, moment, inp: number[] (ms; 0 = under 16 ms), response: number[] (ms), failed }`
 */
export async function measureInp({ browser, builds, repoRoot, runs, log }) {
  const webVitals = fs.readFileSync(
    path.join(repoRoot, 'node_modules/web-vitals/dist/web-vitals.iife.js'),
    'utf8',
  );
  const rows = [];
  for (const interaction of INTERACTIONS)
    for (const moment of MOMENTS)
      for (const build of builds)
        rows.push({
          build: build.name,
          interaction: interaction.name,
          moment,
          inp: [],
          response: [],
          failed: 0,
        });
  for (let run = 1; run <= runs; run += 1) {
    log(`INP run ${run}/${runs}`);
    for (const interaction of INTERACTIONS)
      for (const moment of MOMENTS)
        for (const build of builds) {
          const row = rows.find(
            (r) => r.build === build.name && r.interaction === interaction.name && r.moment === moment,
          );
          try {
            const { inp, response } = await tapOnce({
              browser,
              base: build.base,
              interaction,
              moment,
              webVitals,
            });
            row.inp.push(inp);
            row.response.push(response);
          } catch (err) {
            row.failed += 1;
            console.warn(`  ${build.name} ${interaction.name} ${moment}: ${err.message.split('\n')[0]}`);
          }
        }
  }
  return rows;
}

async function tapOnce({ browser, base, interaction, moment, webVitals }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({
      content: `${webVitals}\n;(${recorder.toString()})(${interaction.done.toString()});`,
    });
    const clientChunk = page.waitForResponse(
      (r) => /\/assets\/client-[^/]*\.js$/.test(new URL(r.url()).pathname),
      { timeout: 60_000 },
    );
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const target = page.locator(interaction.target).first();
    if (moment === 'starting') {
      await clientChunk;
    } else {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForTimeout(500);
    }
    await target.tap({ timeout: 30_000 });
    await page.waitForFunction(() => window.__perf.responseAt !== null, null, { timeout: 30_000 });
    // Event Timing entries are delivered after the frame; two more frames and a moment for them.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    const perf = await page.evaluate(() => window.__perf);
    return { inp: perf.inp ?? 0, response: perf.responseAt - perf.tapAt };
  } finally {
    await context.close();
  }
}
