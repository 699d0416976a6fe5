/**
 * Browser entry, deliberately tiny. A server-rendered page (it carries #ssr-data) is already
 * complete on screen, so the app's code is loaded only after the browser has painted it and its
 * main image has arrived: evaluating ~200 KB of JavaScript first would hold the first paint back
 * on slow phones, and downloading it would slow the image down. The plain app shell (no payload)
 * starts the app at once.
 *
 * Until React runs, the page's buttons have no handlers: clicks on them (and form submissions,
 * which would otherwise send the form natively) are held and replayed as soon as React has taken
 * over the page (it then hydrates the tapped part first). Links keep working natively meanwhile.
 */
// Same name as HYDRATING_EVENT in lib/ssr.ts (not imported: this file must stay tiny).
const HYDRATING_EVENT = 'app-hydrating';
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The libraries' top-level code runs when their chunk is first imported: importing the UI
// runtime, then the app, each in a task of its own, and starting the app in another, keeps every
// task short on a slow phone (vite.config.ts makes the chunks). MUI and emotion are not in the
// first load (decision 0030): the parts drawn with MUI load them with their own chunks.
const load = async () => {
  await import('react');
  await nextTask();
  const app = await import('./client.tsx');
  await nextTask();
  await app.default();
};

function holdEarlyClicks(): void {
  const held: HTMLElement[] = [];
  const INTERACTIVE =
    'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], label';
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
    HYDRATING_EVENT,
    () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const el of held.splice(0)) if (el.isConnected) el.click();
    },
    { once: true },
  );
}

/** Resolves after the browser has painted the next frame (a task queued from an animation frame). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the page's high-priority (LCP) image is painted, or has failed, or after `capMs`. */
async function lcpImagePainted(capMs: number): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (img) await Promise.race([img.decode().catch(() => undefined), sleep(capMs)]);
  await nextPaint();
}

if (document.getElementById('ssr-data')) {
  holdEarlyClicks();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void load();
  };
  // After the first paint, and after the page's main image is on screen (at most 1.5 s later),
  // so the app's code neither delays the paint nor shares the bandwidth with the image.
  void nextPaint()
    .then(() => lcpImagePainted(1500))
    .then(startOnce);
  // Hidden (background) tabs get no animation frames.
  setTimeout(startOnce, 2500);
} else {
  void load();
}
