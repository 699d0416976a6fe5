import { useEffect } from 'react';
import { TIMINGS } from '@shop/domain';

/**
 * Scrolls the window to the top TIMINGS.homeScrollTopDelayMs after the home page mounts. If the
 * shopper scrolls, taps or types first, the jump is cancelled so it never pulls the page away from
 * under them.
 */
export function useScrollTopOnArrival(): void {
  useEffect(() => {
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const cancel = () => {
      window.clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, cancel));
    };
    const timer = window.setTimeout(() => {
      cancel();
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    }, TIMINGS.homeScrollTopDelayMs);
    events.forEach((e) => window.addEventListener(e, cancel, { passive: true }));
    return cancel;
  }, []);
}
