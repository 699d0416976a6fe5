/**
 * Gives the current history entry a key of its own when it has none, before the router is made.
 *
 * The app's router keeps scroll positions by the history entry's key
 * (app/routing/scroll-restoration.ts, as React Router's `<ScrollRestoration>` did), and an
 * entry that a new document opened (a typed address, a reload-free full load, a link tapped before
 * its part of the page was hydrated) has no key: every such entry is "default". Leaving one such
 * page saved its position under "default", and the next page loaded as a new document and rendered
 * in the browser (/cart, /arrepentimiento...) was scrolled to it — the withdrawal form opened at
 * the height of the footer that linked to it. A key per entry keeps each position to its page; the
 * key lives in `history.state`, so a reload or Back to this entry finds its position again.
 * Takes and returns nothing; touches only `window.history`.
 */
export function keyHistoryEntry(): void {
  const state = (window.history.state ?? {}) as { key?: unknown; usr?: unknown };
  if (typeof state.key === 'string' && state.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...state, usr: state.usr ?? null, key }, '');
}
