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
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { AppRouter } from './app/routing/app-router.tsx';
import { AppRoutes } from './app/routing/app-routes.tsx';
import { loadMatchedRoutes } from './app/routing/load-matched-routes.ts';
import i18n, { adoptSavedLang, loadLangTexts } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { beginHydration, HYDRATING_EVENT, onHydrated, readSsrPayload } from './lib/ssr.ts';
import { keyHistoryEntry } from './lib/history-entry-key.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  keyHistoryEntry();
  const container = document.getElementById('root')!;
  const payload = readSsrPayload();
  const queryClient = createQueryClient();
  // The texts of the page's language (its own chunk), meanwhile the matched routes' modules.
  const texts = loadLangTexts(i18n.language);

  if (!payload) {
    // The page's own code downloads meanwhile: the first render shows the page, not a spinner.
    await Promise.all([texts, loadMatchedRoutes(routes, window.location)]);
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <AppRouter routes={routes} hydrating={false}>
            <AppRoutes routes={routes} />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  hydrate(queryClient, payload.queries);
  await Promise.all([texts, loadMatchedRoutes(routes, window.location)]);
  // Hydrating in a task of its own: evaluating the route's modules (~10-20 ms at a phone's speed)
  // and hydrating would otherwise add up to one long task.
  await nextTask();
  beginHydration();
  // In a transition React hydrates the shell in slices too, yielding to the browser between them
  // (the regions are hydrated in slices anyway); a tap meanwhile makes React hydrate its part at once.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={payload.renderedAt}>
          <AppRouter routes={routes} hydrating>
            <AppRoutes routes={routes} />
          </AppRouter>
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
