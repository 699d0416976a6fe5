/**
 * The page the service worker precaches as its offline app shell: a page the server
 * sends unrendered (index.html with the shop's facts, no #ssr-data), so the browser renders
 * whatever URL it is shown at. Shared by the worker and web/pwa.config.ts.
 *
 * It must be a page the server never renders for the person asking: the precache request carries
 * the shopper's cookies, and /cart and /wishlist are rendered from them (docs/decisions/0040), so a
 * stored copy would be one shopper's page, shown (and hydrated) at every URL opened offline.
 * /contact is a form, which the server always sends as a shell (decision 0004).
 */
export const APP_SHELL_URL = '/contact';
