/**
 * What the server-rendered HTML hands to the browser (see entry-server.tsx and main.tsx), and
 * helpers that keep the first client render equal to the server's (clean hydration).
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

/** Id of the inert JSON script holding the SSR payload (a CSP forbidding inline scripts allows it). */
export const SSR_DATA_ID = 'ssr-data';

export interface SsrPayload {
  /** Language the page was rendered in. */
  lang: 'es' | 'en';
  /** Server clock (ms) at render time: time-dependent views (the deal countdown) hydrate from it. */
  renderedAt: number;
  /** TanStack Query cache of the render, same query keys as the components. */
  queries: DehydratedState;
}

/** Serialises `payload` for a <script type="application/json">: "<" escaped so it can never close the tag. */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The payload embedded in the page, or undefined when the page was not server-rendered (or outside a browser). */
export function readSsrPayload(): SsrPayload | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return undefined;
  }
}

/** Server render time while rendering or hydrating a server-rendered page; undefined otherwise. */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/** A useSyncExternalStore subscription for values that never change while mounted. */
export const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once for pages rendered in
 * the browser): React re-renders with the client value right after hydrating, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The time to show on the first render: the server's render time while the server renders or the
 * browser hydrates (so both produce the same markup), else `clientNow`.
 */
export function useRenderTime(clientNow: number): number {
  const renderedAt = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  return !hydrated && renderedAt !== undefined ? renderedAt : clientNow;
}

/** Window event fired once every server-rendered element of the page is hydrated. */
export const HYDRATED_EVENT = 'app-hydrated';

/**
 * Window event fired right after `hydrateRoot` (React listens to the page's events from then on):
 * main.tsx stops holding early clicks and replays them; React hydrates their region first.
 */
export const HYDRATING_EVENT = 'app-hydrating';

let hydrated = false;
let hydrationStarted = false;
let shellCommitted = false;
/** Regions (components/hydration-region.tsx) rendered during the page's hydration and not yet committed, by useId. */
const pendingRegions = new Set<string>();
/** Regions whose content has committed: rendering them again (an update) does not make them pending. */
const committedRegions = new Set<string>();
const hydratedCallbacks: (() => void)[] = [];

/** Called by client.tsx right before it hydrates a server-rendered page. */
export function beginHydration(): void {
  hydrationStarted = true;
}

/** True while the browser hydrates the server-rendered page (false on the server, in tests, and after). */
export function isHydratingPage(): boolean {
  return hydrationStarted && !hydrated;
}

/** Runs `callback` once every region of the page is hydrated (at once if it already is). */
export function onHydrated(callback: () => void): void {
  if (hydrated) callback();
  else hydratedCallbacks.push(callback);
}

/**
 * Resolves once the page is hydrated, or after `capMs` (a region that started hydrating but was
 * then dropped, e.g. by a navigation, never reports). At once outside a page hydration.
 */
export function whenHydrated(capMs = 5000): Promise<void> {
  if (!isHydratingPage()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    onHydrated(resolve);
    setTimeout(resolve, capMs);
  });
}

/**
 * Marks the page live once it is: a hydrated page when its shell and every region rendered so far
 * have committed; a page rendered in the browser (the app shell, no server markup) when its shell
 * has committed. Either way its controls answer from then on, which is what `data-hydrated` tells.
 */
function settle(): void {
  if (hydrated || !shellCommitted || (hydrationStarted && pendingRegions.size > 0)) return;
  hydrated = true;
  committedRegions.clear();
  document.documentElement.dataset.hydrated = 'true';
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  for (const callback of hydratedCallbacks.splice(0)) callback();
}

/**
 * A region's render during the page's hydration: until its content has committed once
 * (`regionCommitted`) it counts as pending. Idempotent per id: React may render a region more
 * than once before committing it, and again on updates after.
 */
export function regionRendering(id: string): void {
  if (isHydratingPage() && !committedRegions.has(id)) pendingRegions.add(id);
}

/** A region's content has committed (hydrated, or rendered in the browser). */
export function regionCommitted(id: string): void {
  if (!isHydratingPage()) return;
  committedRegions.add(id);
  if (pendingRegions.delete(id)) settle();
}

/**
 * Renders nothing; placed in the root layout outside every region. Its effect runs when React has
 * hydrated the page's shell; the page counts as hydrated (`<html data-hydrated>`, HYDRATED_EVENT,
 * `onHydrated` callbacks) once the regions rendered so far have committed too. A page rendered in
 * the browser counts as hydrated as soon as its shell has committed.
 */
export function HydrationSentinel(): null {
  useEffect(() => {
    shellCommitted = true;
    settle();
  }, []);
  return null;
}
