import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from './after-paint.ts';

/** A control that can take focus inside the panel (the first one gets it when the panel opens). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Makes an always-mounted overlay behave as a modal dialog while `open`, without the cost of
 * `<dialog>.showModal()` inside the tap (its focusing steps force style and layout; decision 0044):
 * after the frame that shows the overlay, every other child of `<body>` becomes `inert` and focus
 * moves to the panel's first control (or the panel); Escape calls `onClose`. Once closed, the page
 * is live again at once and focus goes back to the element that had it before, if it is still
 * there (the menu button). `layer` is the overlay's root, a child of `<body>` (a portal).
 */
export function useModalLayer(
  open: boolean,
  layer: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const root = layer.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert: HTMLElement[] = [];
    let closed = false;
    void afterNextPaint().then(() => {
      if (closed) return;
      for (const el of Array.from(document.body.children)) {
        if (el === root || !(el instanceof HTMLElement) || el.inert) continue;
        el.inert = true;
        madeInert.push(el);
      }
      const box = panel.current;
      (box?.querySelector<HTMLElement>(FOCUSABLE) ?? box)?.focus();
    });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      closed = true;
      document.removeEventListener('keydown', onKey);
      for (const el of madeInert) el.inert = false;
      // Back where the shopper was, unless the closing moved focus on purpose (a link's new page).
      const focusLeft =
        !document.activeElement ||
        document.activeElement === document.body ||
        root?.contains(document.activeElement);
      if (focusLeft && before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open, layer, panel]);
}
