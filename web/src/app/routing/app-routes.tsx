import { Component, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { RouteError } from '../route-error.tsx';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: a navigation elsewhere clears it. */
  location: Location;
}

/**
 * Shows RouteError in place of the whole app when a page fails to render or its code fails to load
 * (routing/load-matched-routes.ts), until the shopper navigates elsewhere.
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page failed:', error);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteError />;
  }
}

/**
 * The page the current location matches in the route table (app/router.tsx), in the browser
 * (routing/app-router.tsx) and on the server (entry-server.tsx, inside a StaticRouter) alike, so
 * both render the same tree. The matched lazy routes must be loaded first (load-matched-routes.ts).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}
