/**
 * Deferred writes of what a tap changes but the shopper does not see: the saved lists in
 * localStorage and their mirror cookies. Each is a synchronous trip to the browser process
 * (tens of ms on a slow phone) that would otherwise sit inside the tap's task, before the frame
 * that shows the tap's effect. A write is kept by key, the last one wins, and all are done after
 * the next frame is painted, or at once when the page is hidden or left (so a reload or a closed
 * tab keeps them). Outside a browser (the server, a test without one) a write runs at once.
 */
const pending = new Map<string, () => void>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const writes = [...pending.values()];
  pending.clear();
  for (const write of writes) write();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/**
 * Runs `write` after the next paint, replacing a write still waiting under the same `key`.
 * @param key what is written (a storage key or a cookie name): a later write of it replaces this one.
 */
export function writeAfterPaint(key: string, write: () => void): void {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') {
    write();
    return;
  }
  pending.set(key, write);
  if (scheduled) return;
  scheduled = true;
  // The frame callback runs before the paint; the task it queues runs after it.
  window.requestAnimationFrame(() => setTimeout(flush, 0));
}

/** Does every waiting write now (before reading what they write, e.g. another store's start). */
export function flushWrites(): void {
  if (pending.size > 0) flush();
}

/**
 * Resolves after the next frame is painted (at once outside a browser): for work a tap starts that
 * would otherwise hold the tap's own frame, such as re-rendering the page in another language.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.requestAnimationFrame(() => setTimeout(resolve, 0)));
}
