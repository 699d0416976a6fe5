/**
 * Registers the shop's service worker (web/src/sw/service-worker.ts) and tells the page
 * when a new version waits. Registration starts after the page's `load` event and an idle
 * moment, so it never competes with the first paint or the page's own requests. Production
 * builds only, unless the developer asks with VITE_PWA_DEV=1 (vite-plugin-pwa's dev worker).
 * Browsers without service workers, and Playwright contexts that block them, are left alone.
 */

type Listener = () => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** The new service worker waiting to take over, or null (read by the update prompt). */
export const waitingWorker = () => waiting;

/** Subscribes to changes of `waitingWorker()`; returns the unsubscribe function. */
export function onWaitingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records `worker` as waiting once it is installed, unless it is the first worker of this browser (nothing to update then). */
function watchInstalling(worker: ServiceWorker | null): void {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) {
      waiting = worker;
      notify();
    }
  };
  worker.addEventListener('statechange', check);
  check();
}

/** Follows a registration: a worker already waiting, or one that gets installed later. */
export function trackRegistration(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) {
    waiting = registration.waiting;
    notify();
  }
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration.installing));
}

/**
 * The shopper chose "Actualizar": the waiting worker takes over and the page reloads once it
 * controls it (the only reload the shop ever makes for an update).
 */
export function applyUpdate(worker = waiting): void {
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

const afterLoad = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

let started = false;

/** Registers /service-worker.js after load and idle (once per page); errors are logged, never shown: the shop works without it. */
export async function registerServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  const devWorker = import.meta.env.DEV && import.meta.env.VITE_PWA_DEV === '1';
  if (!import.meta.env.PROD && !devWorker) return;
  started = true;
  await afterLoad();
  try {
    const registration = await navigator.serviceWorker.register(
      devWorker ? '/dev-sw.js?dev-sw' : '/service-worker.js',
      { scope: '/', type: devWorker ? 'module' : 'classic' },
    );
    // Playwright's `serviceWorkers: 'block'` answers with no registration at all.
    if (registration) trackRegistration(registration);
  } catch (err) {
    console.warn('service worker not registered:', err);
  }
}
