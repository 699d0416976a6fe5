/**
 * Browser entry, deliberately tiny. A server-rendered page (it carries #ssr-data) is already
 * complete on screen, so the app's code is evaluated only after the browser has painted it:
 * evaluating ~200 KB of JavaScript first would hold the first paint back on slow phones. The
 * server preloads the app's chunks at low priority, so they download meanwhile. The plain app
 * shell (no payload) starts the app at once.
 */
const load = () => import('./client.tsx').then((app) => app.default());

if (document.getElementById('ssr-data')) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void load();
  };
  // A task queued from an animation frame runs after that frame is painted.
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  // Hidden (background) tabs get no animation frames.
  setTimeout(startOnce, 250);
} else {
  void load();
}
