import { useCallback, useEffect, useRef } from 'react';

/** Key of the marker this hook puts into `history.state` (beside React Router's own keys). */
export const OVERLAY_STATE_KEY = 'overlay';

interface Entry {
  marker: string;
  /** Left to a navigation that replaces it (a link followed from the overlay): not taken off. */
  leaving?: boolean;
  /** The cleanup's deferred `history.back()`, cancelled when the effect runs again at once (StrictMode). */
  closing?: ReturnType<typeof setTimeout>;
}

let seq = 0;

const currentMarker = (): unknown =>
  (window.history.state as Record<string, unknown> | null)?.[OVERLAY_STATE_KEY];

/**
 * The browser's Back closes an open drawer, zoom view or dialog instead of leaving the page
 * ("Navigation a phone user expects"). While `open`, one history entry for the same URL
 * is pushed, marked in `history.state`; Back pops it and `onClose` runs. Closed by the UI instead
 * (close button, Escape, backdrop), the entry is taken off with `history.back()`, so no stray
 * entry is left. A link followed from inside the overlay navigates with `replace` and calls the
 * returned `leaveByLink()` before closing: the new page then takes the overlay's entry's place
 * (going back first would cancel the navigation, which may still be loading the page's code).
 * React Router sees the pop as a navigation to the same
 * location and key, so it neither scrolls nor reloads anything.
 */
export function useBackToClose(open: boolean, onClose: () => void): () => void {
  const closeRef = useRef(onClose);
  const entryRef = useRef<Entry | null>(null);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    let entry = entryRef.current;
    if (entry?.closing !== undefined && currentMarker() === entry.marker) {
      // Unmounted and mounted again within a task (StrictMode): the entry is still ours.
      clearTimeout(entry.closing);
      entry.closing = undefined;
    } else {
      entry = { marker: `o${++seq}-${Date.now()}` };
      window.history.pushState(
        { ...(window.history.state as object | null), [OVERLAY_STATE_KEY]: entry.marker },
        '',
      );
    }
    entryRef.current = entry;
    const current = entry;
    let popped = false;
    const onPop = () => {
      if (currentMarker() === current.marker) return;
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped || current.leaving) {
        entryRef.current = null;
        return;
      }
      current.closing = setTimeout(() => {
        current.closing = undefined;
        if (entryRef.current === current) entryRef.current = null;
        if (currentMarker() === current.marker) window.history.back();
      }, 0);
    };
  }, [open]);

  // The same function on every render (a memoised overlay content may take it as a prop).
  return useCallback(() => {
    if (entryRef.current) entryRef.current.leaving = true;
  }, []);
}
