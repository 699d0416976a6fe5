/**
 * Progressive hydration for the parts of a server-rendered page below the fold (issue 2, speed):
 * while the page hydrates, `HydrateWhenVisible` keeps its children's server markup on screen
 * without hydrating them (Preact keeps the DOM of a subtree that suspends during hydration, and
 * hydrates it in place once the promise settles), and hydrates them when they come within
 * ROOT_MARGIN of the viewport (or, with on="interaction", only when used), one region per task,
 * so no single long task blocks the phone.
 * Until then a tap, a focus or a key press inside the region hydrates it at once, and clicks and
 * submits made meanwhile are held and replayed on the same (kept) elements.
 *
 * Outside hydration (the server, pages rendered in the browser, content added later such as
 * "Cargar más") the children render normally. The wrappers are `display: contents`, so layout
 * (grids, stacks) is the same as without them.
 */
import { createContext, Suspense, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createGate, scheduleRelease, trackGate, type Gate } from '../lib/deferred-hydration.ts';
import { sameContent } from '../lib/same-content.ts';
import { isHydratingPage, noSubscription } from '../lib/ssr.ts';
import { ShopperStateContext } from '../lib/shopper-state.ts';

/** How far outside the viewport a region starts hydrating (so it is ready before it is seen). */
const ROOT_MARGIN = '200px 0px';

/**
 * Throws the gate's promise until it is released: the suspension that keeps the server markup.
 * Then renders the region's wrapper, a <div> like the server's, or a <span> when the content
 * changed meanwhile: Preact hydrates a kept element of the same tag and replaces one of another.
 */
function Hold({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.released) throw gate.promise;
  const Wrapper = gate.stale ? 'span' : 'div';
  return (
    <>
      <Wrapper style={{ display: 'contents' }}>{children}</Wrapper>
      <Committed gate={gate} />
    </>
  );
}

function Committed({ gate }: { gate: Gate }): null {
  useEffect(() => gate.markCommitted(), [gate]);
  return null;
}

/**
 * The region whose hydration is rendering this subtree: a region inside another one waits too
 * while the outer one is being hydrated, so the outer region's task stays short.
 */
const EnclosingRegion = createContext<Gate | undefined>(undefined);

const INTERACTIVE = 'a[href], button, [role="button"], input, select, textarea, label, summary';

export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /**
   * 'visible' (default): when the region comes near the screen; for content that shows the
   * shopper's own state (cart, wishlist, session) or changes by itself (a countdown).
   * 'interaction': only on a tap, click, focus or submit inside it; for content that looks the
   * same before and after (texts, links, a gallery), so it costs nothing until used.
   */
  on?: 'visible' | 'interaction';
  /**
   * The region shows the shopper's cart or wishlist: while both are empty in this browser (as the
   * server rendered them) it waits for interaction like on="interaction", and from the first
   * item on it hydrates as `on` says (lib/shopper-state.ts).
   */
  showsShopperState?: boolean;
  /**
   * What shows should something inside suspend after hydration (the region's Suspense boundary is
   * the nearest one for its content); default nothing.
   */
  fallback?: ReactNode;
}

export function HydrateWhenVisible({ children, on = 'visible', showsShopperState = false, fallback = null }: HydrateWhenVisibleProps) {
  const enclosing = useContext(EnclosingRegion);
  const shopper = useContext(ShopperStateContext);
  const shopperBlank = useSyncExternalStore(showsShopperState ? shopper.subscribe : noSubscription, shopper.isBlank, shopper.isBlank);
  const when = showsShopperState && shopperBlank ? 'interaction' : on;
  // Decided on the first render: only a region rendered while the page (or the region around it)
  // is being hydrated waits; one rendered afterwards (navigation, "Cargar más") renders at once.
  const [gate] = useState(() => (isHydratingPage() || (enclosing && !enclosing.isCommitted) ? createGate() : undefined));
  const ref = useRef<HTMLDivElement>(null);
  // Hydration keeps the server's attributes: if what the region shows changed while it waited (a
  // product refetched with a new rating), it must not be hydrated over the old markup. It is
  // rendered afresh at once instead (Hold renders another wrapper, so Preact replaces the kept DOM).
  const firstChildren = useRef(children);
  if (gate && !gate.released && !gate.stale && !sameContent(firstChildren.current, children)) {
    gate.stale = true;
    gate.release();
  }

  useEffect(() => {
    const root = ref.current;
    if (!gate || gate.released || !root) return;
    const untrack = trackGate(gate);
    // For tests and for whoever inspects the page: "waiting" until hydrated, then "done".
    root.dataset.hydrateWhenVisible = 'waiting';
    const held: { el: HTMLElement; kind: 'click' | 'submit' }[] = [];

    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(INTERACTIVE) : null;
      if (!target || !root.contains(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ el: target, kind: 'click' });
      gate.release();
    };
    const onSubmit = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.target instanceof HTMLFormElement) held.push({ el: event.target, kind: 'submit' });
      gate.release();
    };
    // A finger or a focus inside means a tap or typing is coming: hydrate now.
    const onIntent = () => gate.release();
    const cleanUp = () => {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      root.removeEventListener('pointerdown', onIntent, true);
      root.removeEventListener('focusin', onIntent, true);
      untrack();
    };

    let active = true;
    void gate.committed.then(() => {
      if (!active) return;
      cleanUp();
      root.dataset.hydrateWhenVisible = 'done';
      for (const { el, kind } of held.splice(0)) {
        if (!el.isConnected) continue;
        if (kind === 'submit') (el as HTMLFormElement).requestSubmit();
        else el.click();
      }
    });
    root.addEventListener('click', onClick, true);
    root.addEventListener('submit', onSubmit, true);
    root.addEventListener('pointerdown', onIntent, true);
    root.addEventListener('focusin', onIntent, true);
    return () => {
      active = false;
      cleanUp();
    };
  }, [gate]);

  // Apart from the listeners above: `when` changes when the shopper's first item arrives.
  useEffect(() => {
    const root = ref.current;
    if (!gate || gate.released || !root || when !== 'visible') return;
    // display: contents boxes are never "visible": watch the elements inside.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && scheduleRelease(gate), {
      rootMargin: ROOT_MARGIN,
    });
    for (const el of root.querySelectorAll(':scope > * > *')) observer.observe(el);
    void gate.promise.then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [gate, when]);

  return (
    <div ref={ref} data-hydrate-when-visible="" style={{ display: 'contents' }}>
      {gate ? (
        <Suspense fallback={fallback}>
          <EnclosingRegion.Provider value={gate}>
            <Hold gate={gate}>{children}</Hold>
          </EnclosingRegion.Provider>
        </Suspense>
      ) : (
        <div style={{ display: 'contents' }}>{children}</div>
      )}
    </div>
  );
}
