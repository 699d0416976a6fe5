/**
 * Runs `work` when the browser is idle (requestIdleCallback, at the latest after `timeoutMs`), or
 * after a short timeout where there is no such callback (Safari). For work a page can do ahead of a
 * shopper's tap instead of inside it: reading storage, building formatters, mounting a closed menu.
 * @returns `cancel()`, for an effect's cleanup.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): { cancel: () => void } {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = window.setTimeout(work, 200);
  return { cancel: () => window.clearTimeout(handle) };
}
