/**
 * Loads `url` (same-origin path) as a new document, not as a client-side route change: used where
 * the server must answer afresh, e.g. once the access gate has unlocked the site. Its own module so
 * component tests replace it with `vi.mock`; jsdom's `location` cannot be stubbed in every test pool.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
