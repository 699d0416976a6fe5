/**
 * The browser app, loaded by main.tsx. A page the server rendered (it carries the #ssr-data payload) is hydrated: the
 * query cache is filled from the payload, the lazy modules of the matched routes are loaded
 * first, and the first render uses the server's language and clock, so React finds exactly the
 * server's markup. React hydrates it region by region (components/hydration-region.tsx,
 * docs/decisions/0015-react-runtime.md). Any other page (the plain app shell) is rendered from scratch.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import i18n, { adoptSavedLang, loadLangTexts } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { beginHydration, HYDRATING_EVENT, onHydrated, readSsrPayload } from './lib/ssr.ts';
import { keyHistoryEntry } from './lib/history-entry-key.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Replaces the `lazy` of the routes matching the current URL by what it loads (React Router would otherwise render the fallback first). */
async function loadMatchedLazyRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  keyHistoryEntry();
  const container = document.getElementById('root')!;
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  // The texts of the page's language (its own chunk), meanwhile the matched routes' modules.
  const texts = loadLangTexts(i18n.language);

  if (!payload) {
    // Meanwhile start downloading the page's own code (the router's lazy load then finds it loaded).
    for (const { route } of matchRoutes(routes, window.location) ?? [])
      if (typeof route.lazy === 'function') void route.lazy();
    await texts;
    const router = createBrowserRouter(routes);
    // Rendered once the router has loaded the page's module: RouterProvider reads the router's
    // state while rendering and subscribes only when it commits, and React renders later than it
    // is asked to; the state reached in between (the page loaded) would be missed and the page
    // would stay on its spinner.
    if (!router.state.initialized) {
      await new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
    }
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  hydrate(queryClient, payload.queries);
  await Promise.all([texts, loadMatchedLazyRoutes(routes)]);
  // Each step below in a task of its own: evaluating the route's modules, building the router
  // (~10-20 ms each at a phone's speed) and hydrating would otherwise add up to one long task.
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  await nextTask();
  beginHydration();
  // In a transition React hydrates the shell in slices too, yielding to the browser between them
  // (the regions are hydrated in slices anyway); a tap meanwhile makes React hydrate its part at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={payload.renderedAt}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          console.error('Hydration problem:', error, info.componentStack);
        },
      },
    );
  });
  // React listens to the page's events now: main.tsx replays the taps it held.
  window.dispatchEvent(new Event(HYDRATING_EVENT));
  // Once every server-rendered element is hydrated: the language saved in this browser wins over the cookie's.
  onHydrated(adoptSavedLang);
}

/** Hydrates or renders the page (called once by main.tsx). */
export default start;
