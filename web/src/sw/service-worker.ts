/// <reference lib="webworker" />
/**
 * The shop's service worker ("Installable and usable offline"; built by vite-plugin-pwa
 * with `injectManifest`, see web/vite.config.ts):
 * - precaches the build's scripts, styles and icons (self.__WB_MANIFEST), so the app runs offline;
 * - keeps what the shopper has seen of the catalogue, by the rules of cache-rules.ts (never
 *   personal data): pages and the catalogue's API network-first (3 s, then the stored copy), so
 *   an online shopper sees the owner's changes at once; product images stale-while-revalidate;
 *   each cache bounded in entries and age;
 * - shows the owner's push alerts (push-handlers.ts).
 * A new version waits until the page asks it to take over (the "Actualizar" prompt,
 * web/src/lib/pwa/update-prompt.tsx): never a reload the shopper did not ask for.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheKindFor, isStorableResponse, type CacheKind } from './cache-rules.ts';
import { APP_SHELL_URL } from './app-shell.ts';
import { installPushHandlers, type PushWorkerScope } from './push-handlers.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Cache names carry a version: a change of rules starts from empty caches. */
export const CACHE_NAMES = {
  page: 'pages-v1',
  'catalogue-api': 'catalogue-api-v1',
  image: 'images-v1',
} as const;

const DAY = 24 * 3600;
const onlyStorable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorableResponse(response.status, response.headers) ? response : null,
};

const kindIs =
  (kind: CacheKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    cacheKindFor(url, self.location.origin, request.method, request.mode, request.destination) === kind;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version controls the open tabs at once (so a first visit already works offline);
// later versions wait for the shopper's "Actualizar".
clientsClaim();

// Hashed chunks not precached (the back office's, the password dictionaries): kept once used.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets-v1',
    plugins: [onlyStorable, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
  }),
);
/**
 * A public page neither reachable nor seen: the app shell (web/pwa.config.ts precaches
 * APP_SHELL_URL, a page the server always sends unrendered), so the browser renders the page itself
 * from the cached catalogue answers, e.g. a product opened inside the app and then reloaded.
 */
const shellWhenOffline = { handlerDidError: async () => (await matchPrecache(APP_SHELL_URL)) ?? undefined };

registerRoute(
  kindIs('page'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.page,
    networkTimeoutSeconds: 3,
    plugins: [
      onlyStorable,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY }),
      shellWhenOffline,
    ],
  }),
);
registerRoute(
  kindIs('catalogue-api'),
  new NetworkFirst({
    cacheName: CACHE_NAMES['catalogue-api'],
    networkTimeoutSeconds: 3,
    plugins: [onlyStorable, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * DAY })],
  }),
);
registerRoute(
  kindIs('image'),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.image,
    plugins: [
      onlyStorable,
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * The pages open when this worker takes over were loaded before any worker could store them (the
 * shopper's very first visit, often a product link shared on WhatsApp): store them now, so they
 * open offline like every page seen later. Same rules as the page route (public pages only, never
 * a personal or private answer).
 */
async function storeOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(CACHE_NAMES.page);
  await Promise.all(
    windows.map(async ({ url }) => {
      if (
        cacheKindFor(new URL(url), self.location.origin, 'GET', 'navigate', 'document') !== 'page' ||
        (await cache.match(url))
      )
        return;
      const response = await fetch(url, {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
      }).catch(() => null);
      if (response && isStorableResponse(response.status, response.headers)) await cache.put(url, response);
    }),
  );
}
self.addEventListener('activate', (event) => event.waitUntil(storeOpenPages()));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installPushHandlers(self as unknown as PushWorkerScope);
