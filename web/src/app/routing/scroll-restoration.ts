import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router';
import { whenIdle } from '../../lib/when-idle.ts';

/** The sessionStorage entry of the positions: React Router's own name, so a reload keeps them. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * Where the page starts after a navigation: `false` leaves the scroll alone (a hydrated page, whose
 * position is the browser's), a number is a saved position (Back and Forward), `null` scrolls to the
 * location's #hash or to the top.
 */
export type ScrollRestore = number | false | null;

/** How the browser's router asks the page it has just shown to be scrolled (routing/app-router.tsx). */
export interface ScrollRequest {
  restore: ScrollRestore;
  preventScrollReset: boolean;
}

/** Set by the browser's router; absent on the server, where nothing scrolls. */
export const ScrollRequestContext = createContext<ScrollRequest | undefined>(undefined);

/** Vertical positions in CSS px by history entry key (lib/history-entry-key.ts gives each entry one). */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') positions = stored as Record<string, number>;
  } catch {
    // Storage blocked or garbled: start without saved positions.
  }
  return positions;
}

/** Remembers the window's scroll position for the history entry `key` (called as it is left). */
export function rememberScroll(key: string): void {
  savedPositions()[key] = window.scrollY;
}

/** The position saved for the history entry `key`, or null when it has none. */
export function savedScroll(key: string): number | null {
  const y = savedPositions()[key];
  return typeof y === 'number' ? y : null;
}

/**
 * Scrolls each newly shown page as React Router's `<ScrollRestoration>` did, and from the same
 * place: the root layout's first child, so before the page's own layout effects run. Renders
 * nothing; does nothing outside the browser's router (the server).
 */
export function ScrollRestoration(): null {
  const location = useLocation();
  const request = useContext(ScrollRequestContext);
  useScrollRestoration(location, request);
  return null;
}

/**
 * Scrolls each newly shown page as React Router's `<ScrollRestoration>` did: to its saved position
 * on Back and Forward, else to its #hash element when that is already there, else to the top
 * (unless the navigation asked `preventScrollReset`). The browser's own restoration is off while
 * the app runs, and the positions are kept in sessionStorage when the page is left, for a reload.
 * Takes the committed location and the router's request (none on the server: nothing is done).
 */
function useScrollRestoration(location: Location, request: ScrollRequest | undefined): void {
  const current = useRef(location);
  const enabled = request !== undefined;
  // `null` (to the hash or the top) is a request of its own: not defaulted with `??`.
  const restore = request ? request.restore : false;
  const preventScrollReset = request?.preventScrollReset === true;
  useEffect(() => {
    current.current = location;
  });
  useEffect(() => {
    if (!enabled) return;
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      rememberScroll(current.current.key);
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or blocked: the positions are lost with the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    // The tab's first sessionStorage access is a synchronous trip to the browser process (~65 ms
    // at a phone's speed): done when the page is idle, not inside the first tap that navigates.
    const idle = whenIdle(() => savedPositions());
    return () => {
      idle.cancel();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [enabled]);
  useLayoutEffect(() => {
    if (restore === false) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: no element to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restore, preventScrollReset]);
}
