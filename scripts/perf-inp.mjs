/**
 * Interaction to Next Paint of the shopper's taps, for `npm run perf`: the taps of
 * scripts/lib/inp-taps.mjs (add to cart on a card and on the product page, the wishlist heart,
 * the menu button, the catalogue filter, the language switch, "Confirmar Pedido en Web"), each on
 * a fresh page of one or more builds (this one and a baseline, served by their own shop servers),
 * in one Chromium, so the builds are compared under the same host load.
 *
 * Each tap is made at two moments:
 * - "hydrated": once the page says it is hydrated (`<html data-hydrated>`; a page the browser
 *   renders, the tap's own `ready` selector) and has been idle 500 ms, again 500 ms after the tap's
 *   `before` steps (open the drawer, choose the delivery), and again 500 ms after the page was
 *   scrolled to bring the target on screen (the first card of / is 1,400 px down on a phone): a
 *   shopper sees a button before touching it, so the tap does not land in the same instant as the
 *   scroll's own work (newly shown cards laid out and painted, their images decoded; see
 *   settleOnScreen and decision 0045);
 * - "starting": as soon as the app's `client` chunk has arrived, i.e. while the app starts and
 *   hydrates (the tap a shopper makes on a page that looks ready); a tap with `before` steps is
 *   made at once after them (the steps that need the app wait for it: see inp-taps.mjs).
 * Two numbers per tap:
 * - INP of the tap: the longest Event Timing entry (`PerformanceObserver` type "event",
 *   durationThreshold 16 ms, the lowest the API allows) of the tap's interaction, which is what
 *   web-vitals' `onINP` reports for a page with that one interaction; the `before` steps' own
 *   taps are left out. A tap handled faster than 16 ms reports nothing, shown as "< 16";
 * - tap → response: from the tap's pointerdown to the first animation frame in which its effect is
 *   on the page (each tap's `done`), timed when that frame's callbacks run, just before it is
 *   drawn. A tap held until the app runs (web/src/main.tsx) has a small INP, since the browser's
 *   own handling of it is short, but a long time to response; this column shows that.
 * Phone-like: 390 × 844 CSS px, touch, device pixel ratio 1.75, CPU slowed 4 × (Lighthouse's mobile
 * preset); the network is not throttled.
 */
// `recorder` runs in the page (its source is sent to it).
/* global document, window, requestAnimationFrame */
import { prepareShopper } from './lib/inp-shopper.mjs';
import { INP_TAPS } from './lib/inp-taps.mjs';

export const MOMENTS = ['hydrated', 'starting'];
const CPU_SLOWDOWN = 4;
const IDLE_MS = 500;

/**
 * Page-side recorder: once armed, the first trusted pointerdown is the tap; from it, the longest
 * Event Timing entry of an interaction and the first frame in which `done(doneArg)` is true.
 */
function recorder(done, doneArg) {
  const perf = { armed: false, inp: 0, tapAt: null, responseAt: null };
  window.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (perf.tapAt !== null && entry.interactionId > 0 && entry.startTime >= perf.tapAt - 1)
        perf.inp = Math.max(perf.inp, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || !perf.armed || perf.tapAt !== null) return;
      perf.tapAt = event.timeStamp;
      // performance.now(), not the callback's argument: that is the frame's start, which can be long
      // before the callbacks run when a task held the main thread (a response of 42 ms came with an
      // INP of 320 ms). The frame's style, layout and paint follow its callbacks.
      const check = () => {
        if (done(doneArg)) perf.responseAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

/**
 * Measures every tap at every moment on every build, `runs` times, alternating builds.
 * @param browser a Playwright Chromium browser
 * @param builds `[{ name, base, dataDir }]`: a label, the origin of a shop server serving that
 *   build, and that server's DATA_DIR (its mail outbox confirms the customer's account)
 * @param taps the taps to measure (default: all of scripts/lib/inp-taps.mjs)
 * @param runs measurements per (build, tap, moment)
 * @param log progress lines
 * @returns rows `{ build, interaction, id, moment, inp: number[] (ms; 0 = under 16 ms), response: number[] (ms), failed }`
 * @throws Error when a build's shop data or customer cannot be set up
 */
export async function measureInp({ browser, builds, taps = INP_TAPS, runs, log }) {
  const signIn = taps.some((tap) => tap.signedIn);
  const shops = [];
  for (const build of builds) {
    log(`INP: shop data${signIn ? ' and a signed-in customer' : ''} on ${build.name}`);
    shops.push(await prepareShopper(browser, build, signIn));
  }
  const rows = [];
  for (const tap of taps)
    for (const moment of MOMENTS)
      for (const build of builds)
        rows.push({
          build: build.name,
          interaction: tap.name,
          id: tap.id,
          moment,
          inp: [],
          response: [],
          failed: 0,
        });
  for (let run = 1; run <= runs; run += 1) {
    log(`INP run ${run}/${runs}`);
    for (const tap of taps)
      for (const moment of MOMENTS)
        for (const [i, build] of builds.entries()) {
          const row = rows.find((r) => r.build === build.name && r.id === tap.id && r.moment === moment);
          try {
            const { inp, response } = await tapOnce({
              browser,
              base: build.base,
              shop: shops[i],
              tap,
              moment,
            });
            row.inp.push(inp);
            row.response.push(response);
          } catch (err) {
            row.failed += 1;
            console.warn(`  ${build.name} ${tap.id} ${moment}: ${err.message.split('\n')[0]}`);
          }
        }
  }
  return rows;
}

/**
 * Where to touch `target`: its centre, once it is visible, scrolled into view and the element
 * found there (what Playwright's `tap()` checks, made here before the tap is measured).
 * @returns `{ x, y }` in CSS px of the viewport
 * @throws Error when the target does not appear in 30 s or another element covers its centre
 */
async function tapPoint(target) {
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const point = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      return { x, y, hits: hit !== null && (hit === el || el.contains(hit)) };
    });
    if (point.hits) return point;
    if (Date.now() > deadline) throw new Error('another element covers the tap target');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The page may have moved it out of view meanwhile (the home scrolls to its top a second after
    // it opens): nothing covers a target that is off screen, it is just not there.
    await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
  }
}

/**
 * Brings `target` on screen and lets the page settle, as a shopper's scroll does before their
 * finger lands on what they now see: scrolls it into view when it is not wholly inside the viewport,
 * then waits IDLE_MS; again if the page moved it off screen meanwhile (the home scrolls to its top a
 * second after it opens, unless the shopper touched the page first, which a programmatic scroll does
 * not), at most three times.
 * Before docs/decisions/0045-taps-measured-on-a-page-at-rest.md the hydrated tap was made in the
 * very task after a programmatic 1,400 px jump, so the card's INP measured the jump's rendering as
 * much as the tap (9 taps at 4 ×: 112 ms at once, 64 ms 100 ms later, 48 ms 400 ms later, the same
 * build).
 * @throws Error when the target does not appear in 30 s
 */
async function settleOnScreen(page, target) {
  await target.waitFor({ state: 'visible', timeout: 30_000 });
  for (let i = 0; i < 3; i += 1) {
    const inView = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    });
    if (inView) return;
    await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await page.waitForTimeout(IDLE_MS);
  }
}

/**
 * One tap on a fresh page of one build, as measureInp makes it.
 * @param shop the build's shop data (scripts/lib/inp-shopper.mjs `prepareShopper`)
 * @param hooks optional `{ beforeTap({ page, cdp }), afterResponse({ page, cdp }) }`, awaited just
 *   before the tap and once its response is on the page (e.g. to profile the tap)
 * @returns `{ inp, response }` in ms (inp 0: under 16 ms)
 * @throws Error when the page, a step before the tap or the response times out
 */
export async function tapOnce({ browser, base, shop, tap, moment, hooks = {} }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-AR',
  });
  try {
    if (tap.signedIn) await context.addCookies(shop.cookies);
    if (tap.cart) {
      // The cart as the app keeps it (decision 0040): the lines in localStorage, ids and
      // quantities in the cookie the server renders the cart pages from.
      await context.addCookies([
        {
          name: 'cart_lines',
          value: shop.cartLines.map((l) => `${l.id}-${l.quantity}`).join('.'),
          url: base,
        },
      ]);
      await context.addInitScript(
        (lines) => localStorage.setItem('cartItems', JSON.stringify(lines)),
        shop.cartLines,
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const doneArg = tap.doneArg ? tap.doneArg(shop) : null;
    await page.addInitScript({
      content: `;(${recorder.toString()})(${tap.done.toString()}, ${JSON.stringify(doneArg)});`,
    });
    const clientChunk = page.waitForResponse(
      (r) => /\/assets\/client-[^/]*\.js$/.test(new URL(r.url()).pathname),
      { timeout: 60_000 },
    );
    await page.goto(`${base}${tap.path(shop)}`, { waitUntil: 'commit' });
    if (moment === 'starting') {
      await clientChunk;
      if (tap.before) await tap.before(page, shop);
    } else {
      await page.locator(tap.ready ?? 'html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
      await page.waitForTimeout(IDLE_MS);
      if (tap.before) {
        await tap.before(page, shop);
        await page.waitForTimeout(IDLE_MS);
      }
    }
    const target = page.locator(tap.target).first();
    if (moment === 'hydrated') await settleOnScreen(page, target);
    const point = await tapPoint(target);
    await hooks.beforeTap?.({ page, cdp });
    await page.evaluate(() => (window.__perf.armed = true));
    // A bare touch at the target's centre, as a finger makes it: Playwright's `locator.tap()` runs its
    // own page-side hit-target check (listeners on every pointer and touch event, elementsFromPoint)
    // inside the interaction it taps, which counted ~15-25 ms of script and hit tests at 4 × in
    // every tap's INP (CPU profiles, session 21). The checks are made before arming instead.
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(() => window.__perf.responseAt !== null, null, { timeout: 30_000 });
    await hooks.afterResponse?.({ page, cdp });
    // Event Timing entries are delivered after the frame; two more frames and a moment for them.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    const perf = await page.evaluate(() => window.__perf);
    return { inp: perf.inp, response: perf.responseAt - perf.tapAt };
  } finally {
    await context.close();
  }
}
