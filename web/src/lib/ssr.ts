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
  return JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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

/** Window event fired once the page is hydrated (main.tsx replays early clicks on it). */
export const HYDRATED_EVENT = 'app-hydrated';

let hydrated = false;
let hydrationStarted = false;
const hydratedCallbacks: (() => void)[] = [];

/** Called by client.tsx right before it hydrates a server-rendered page. */
export function beginHydration(): void {
  hydrationStarted = true;
}

/** True while the browser hydrates the server-rendered page (false on the server, in tests, and after). */
export function isHydratingPage(): boolean {
  return hydrationStarted && !hydrated;
}

/** Runs `callback` once the first render of the page is committed (at once if it already is). */
export function onHydrated(callback: () => void): void {
  if (hydrated) callback();
  else hydratedCallbacks.push(callback);
}

/**
 * Renders nothing; its effect marks the page as hydrated (`<html data-hydrated>`, the
 * HYDRATED_EVENT) and runs the `onHydrated` callbacks. Placed last inside the page's Suspense boundary, which React hydrates
 * after the rest of the layout, so by then every server-rendered element is hydrated.
 */
export function HydrationSentinel(): null {
  useEffect(() => {
    if (hydrated) return;
    hydrated = true;
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    for (const callback of hydratedCallbacks.splice(0)) callback();
  }, []);
  return null;
}
