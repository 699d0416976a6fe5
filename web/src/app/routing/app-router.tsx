import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { loadMatchedRoutes } from './load-matched-routes.ts';
import { NavigationPendingContext } from './navigation-pending.ts';
import {
  rememberScroll,
  savedScroll,
  ScrollRequestContext,
  type ScrollRestore,
} from './scroll-restoration.ts';

interface Shown {
  action: NavigationType;
  location: Location;
  restore: ScrollRestore;
  preventScrollReset: boolean;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

interface Navigation {
  history: BrowserHistory;
  navigator: Navigator;
  onChange: Parameters<BrowserHistory['listen']>[0];
}

export interface AppRouterProps {
  /** The route table (app/router.tsx); the current location's lazy routes already loaded. */
  routes: RouteObject[];
  /** The page is hydrated from the server's markup: its scroll position is left as it is. */
  hydrating: boolean;
  children: ReactNode;
}

/**
 * The browser's router: React Router's declarative `<Router>` over the browser's history, with
 * what the app used from its data router (decision 0039): a navigation to a page whose code is not
 * loaded yet keeps the current page on screen, with `useNavigationPending()` true, until it is
 * loaded, and only then changes the address and shows the page (a newer navigation meanwhile wins);
 * Back and Forward show the page once loaded. It tells the root layout's `<ScrollRestoration>`
 * (routing/scroll-restoration.ts) how to scroll each page it shows. Page changes render in a
 * transition.
 */
export function AppRouter({ routes, hydrating, children }: AppRouterProps) {
  const [pending, setPending] = useState(false);
  const [{ history, navigator, onChange }] = useState<Navigation>(() => {
    const browserHistory = createBrowserHistory({ v5Compat: true });
    let latest = 0;
    let preventScrollReset = false;
    /** The key of the history entry on screen, whose scroll position is saved as it is left. */
    let shownKey = browserHistory.location.key;
    /** Runs `go` once the target's code is loaded, unless another navigation started meanwhile. */
    const whenLoaded = (target: Parameters<typeof loadMatchedRoutes>[1], go: () => void) => {
      const id = ++latest;
      rememberScroll(shownKey);
      const loading = loadMatchedRoutes(routes, target);
      if (!loading) return go();
      setPending(true);
      void loading.then(() => {
        if (id === latest) go();
      });
    };
    const show = (action: NavigationType, location: Location) => {
      const next = { action, location, restore: savedScroll(location.key), preventScrollReset };
      preventScrollReset = false;
      shownKey = location.key;
      startTransition(() => {
        setShown(next);
        setPending(false);
      });
    };
    const change =
      (method: 'push' | 'replace'): Navigator['push'] =>
      (to, state, options) =>
        whenLoaded(to, () => {
          preventScrollReset = options?.preventScrollReset === true;
          browserHistory[method](to, state);
        });
    return {
      history: browserHistory,
      navigator: {
        createHref: browserHistory.createHref,
        encodeLocation: browserHistory.encodeLocation,
        go: browserHistory.go,
        push: change('push'),
        replace: change('replace'),
      },
      // Every change of the history (v5Compat): ours above, shown at once since their code is
      // loaded, and Back and Forward, shown once it is.
      onChange: ({ action, location }) => {
        if (action !== 'POP') return show(action, location);
        whenLoaded(location, () => show(action, location));
      },
    };
  });
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    restore: hydrating ? false : savedScroll(history.location.key),
    preventScrollReset: false,
  }));
  useLayoutEffect(() => history.listen(onChange), [history, onChange]);
  // Changes with the shown page only: a change of `pending` re-renders none of its readers.
  const scroll = useMemo(
    () => ({ restore: shown.restore, preventScrollReset: shown.preventScrollReset }),
    [shown],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <ScrollRequestContext.Provider value={scroll}>
        <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
          {children}
        </Router>
      </ScrollRequestContext.Provider>
    </NavigationPendingContext.Provider>
  );
}
