/**
 * The page the service worker precaches as its offline app shell: a page the server
 * sends unrendered (index.html with the shop's facts, no #ssr-data), so the browser renders
 * whatever URL it is shown at. Shared by the worker and web/pwa.config.ts.
 */
export const APP_SHELL_URL = '/wishlist';
