/**
 * Client routes (SPEC.md section 2). Home is in the first load for a fast first paint; every
 * other screen is its own lazily loaded chunk.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback } from './layout/route-fallback.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import HomeRoute from './routes/home.tsx';

type RouteModule = { default: React.ComponentType };
// HydrateFallback: on a first visit straight to a lazy page, the layout shows at once with a
// spinner in place of the page (without it React Router renders nothing and warns).
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: RouteFallback,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'allProducts', ...page(() => import('./routes/all-products.tsx')) },
      { path: 'logout', ...page(() => import('./routes/all-products.tsx')) },
      { path: 'allProducts/:slug', ...page(() => import('./routes/product.tsx')) },
      { path: 'category', ...page(() => import('./routes/category.tsx')) },
      { path: 'cart', ...page(() => import('./routes/cart.tsx')) },
      { path: 'wishlist', ...page(() => import('./routes/wishlist.tsx')) },
      { path: 'checkout', ...page(() => import('./routes/checkout.tsx')) },
      { path: 'contact', ...page(() => import('./routes/contact.tsx')) },
      { path: 'about', ...page(() => import('./routes/about.tsx')) },
      { path: 'privacy', ...page(() => import('./routes/privacy.tsx')) },
      { path: 'terms', ...page(() => import('./routes/terms.tsx')) },
      { path: 'login', ...page(() => import('./routes/login.tsx')) },
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
