/**
 * vite-plugin-pwa's settings ("Installable and usable offline"): the web app manifest
 * and the service worker built from src/sw/service-worker.ts (`injectManifest`: our own worker,
 * Workbox inside, plus the owner's push handlers). The page registers it itself
 * (src/lib/pwa/register.ts, after load), so the plugin injects no registration script. In
 * `npm run dev` the worker is off unless VITE_PWA_DEV=1.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { APP_SHELL_URL } from './src/sw/app-shell.ts';

/** Big chunks not every shopper needs (see manifestTransforms); the framework chunk is big but needed by all. */
export function isLeftOut(url: string, bytes: number): boolean {
  if (/(^|\/)framework-/.test(url)) return false;
  return bytes > 300 * 1024 || /(^|\/)(revenue-chart|admin)[^/]*\.js$/.test(url);
}

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  // The manifest link goes into index.html, the template of every page (server/src/plugins/web-app.ts).
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    name: 'Panadería Keto',
    short_name: 'Panadería Keto',
    description: 'Panadería low-carb: panes keto, crackers, cookies y tortas sin azúcar.',
    lang: 'es-AR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#6d4c2f',
    background_color: '#fbf7f2',
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // Scripts, styles, fonts and icons of the build; not the pages (each is rendered with the
    // shop's facts by the server and cached when seen) nor the product images (cached when seen).
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
    // The offline app shell (src/sw/app-shell.ts), fetched again with each new build.
    additionalManifestEntries: [{ url: APP_SHELL_URL, revision: String(Date.now()) }],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // The password dictionaries (@zxcvbn-ts, ~1.3 MB, forms that set a password only) and the back
    // office's charts are left out: every first visitor would download them on a phone's data
    // plan. Like any chunk not precached, the service worker keeps them once they are used.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.filter((entry) => !isLeftOut(entry.url, entry.size)),
        warnings: [],
      }),
    ],
  },
  devOptions: { enabled: process.env.VITE_PWA_DEV === '1', type: 'module' },
};
