/**
 * Browser entry, deliberately tiny. A server-rendered page (it carries #ssr-data) is already
 * complete on screen, so the app's code is loaded only after the browser has painted it and its
 * main image has arrived: evaluating ~200 KB of JavaScript first would hold the first paint back
 * on slow phones, and downloading it would slow the image down. The plain app shell (no payload)
 * starts the app at once.
 *
 * Until the page is hydrated its buttons have no handlers yet: clicks on them (and form
 * submissions, which would otherwise send the form natively) are held and replayed once the
 * app has hydrated. Links keep working natively meanwhile.
 */
// Same name as HYDRATED_EVENT in lib/ssr.ts (not imported: this file must stay tiny).
const HYDRATED_EVENT = 'app-hydrated';
const load = () => import('./client.tsx').then((app) => app.default());

function holdEarlyClicks(): void {
  const held: HTMLElement[] = [];
  const INTERACTIVE = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], label';
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(INTERACTIVE) : null;
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window.addEventListener(
    HYDRATED_EVENT,
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const el of held.splice(0)) if (el.isConnected) el.click();
    },
    { once: true },
  );
}

/** Resolves when the page's high-priority (LCP) image has loaded or failed, or after `capMs`. */
function lcpImageSettled(capMs: number): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, capMs);
  });
}

if (document.getElementById('ssr-data')) {
  holdEarlyClicks();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void load();
  };
  // A task queued from an animation frame runs after that frame is painted; the app's code then
  // waits (at most 1.5 s) for the page's main image, so both do not share the bandwidth.
  requestAnimationFrame(() => setTimeout(() => void lcpImageSettled(1500).then(startOnce), 0));
  // Hidden (background) tabs get no animation frames.
  setTimeout(startOnce, 2500);
} else {
  void load();
}
