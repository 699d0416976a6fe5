import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a section link waits for its target to appear, in ms. */
const WAIT_MS = 5000;

/**
 * Links to a section (`/about#faq`, `/terms#arrepentimiento`, from the footer) land on
 * it even when the target renders after the navigation (texts or data arriving later, a page
 * still hydrating): the router's scroll restoration (app/routing/scroll-restoration.ts) scrolls to
 * the hash only if the element is there when the page commits. This waits up to WAIT_MS for it, then scrolls once; a new
 * navigation, or the shopper scrolling or tapping meanwhile, ends the wait. Renders nothing.
 */
export function LateHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash === '#main') return;
    const id = decodeURIComponent(hash.slice(1));
    if (document.getElementById(id)) return;
    const controller = new AbortController();
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      controller.abort();
    };
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      target.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(stop, WAIT_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.addEventListener(type, stop, { once: true, passive: true, signal: controller.signal });
    }
    return stop;
  }, [hash, key]);
  return null;
}
