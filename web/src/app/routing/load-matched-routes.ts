import { matchRoutes, type Location, type RouteObject } from 'react-router';

type Target = Partial<Pick<Location, 'pathname'>> | string;

/**
 * Loads the code of the lazy routes matching `target` (each route's `lazy`, whose result replaces
 * it on the route object, as React Router's data router does), so the page renders at once instead
 * of a fallback. A route whose code fails to load (offline) renders a component that throws the
 * error, caught by the routes' error boundary (routing/app-routes.tsx); its `lazy` stays, so the
 * next navigation to it tries again.
 *
 * Takes the route table and a path or location; returns undefined when every matched route is
 * loaded already (the caller can go on in the same task), else a promise that settles, never
 * rejecting, once they are.
 */
export function loadMatchedRoutes(routes: RouteObject[], target: Target): Promise<void> | undefined {
  const pending = (matchRoutes(routes, target) ?? []).map(({ route }) => route).filter(isLazy);
  if (pending.length === 0) return undefined;
  return Promise.all(pending.map(loadRoute)).then(() => undefined);
}

const isLazy = (route: RouteObject): route is RouteObject & { lazy: () => Promise<object> } =>
  typeof route.lazy === 'function';

async function loadRoute(route: RouteObject & { lazy: () => Promise<object> }): Promise<void> {
  try {
    Object.assign(route, await route.lazy(), { lazy: undefined });
  } catch (error) {
    route.Component = () => {
      throw error;
    };
  }
}
