/**
 * Client routes: every screen of the shop and its back office. Home is in the first load for a fast first paint; every
 * other screen is its own lazily loaded chunk, loaded before its page is shown
 * (routing/load-matched-routes.ts). The same route objects serve the browser's router
 * (client.tsx, routing/app-router.tsx) and the server renderer (entry-server.tsx), both rendering
 * them with routing/app-routes.tsx (decision 0039).
 */
import type { RouteObject } from 'react-router';
import type { PageShell } from './layout/page-skeleton.tsx';
import type { PageModule } from './page-module.ts';
import { RootLayout } from './root-layout.tsx';
import HomeRoute from './routes/home.tsx';

type RouteModule = { default: React.ComponentType };

/**
 * Route handle: how the server treats the page. A new page is one entry here and its route module
 * (app/routes/*.tsx), which exports its `head` and, when the server renders it, its `loader`
 * (app/page-module.ts, docs/decisions/0037); server/test/ssr.test.ts checks every entry.
 */
export interface PageHandle {
  /**
   * Rendered by the server. Pages built from what only the browser knows (cart, wishlist,
   * checkout data in storage) and the form pages (text typed before hydration would be lost
   * by react-hook-form) are left to the browser: the server sends their `shell`, or the plain
   * app shell when they have none.
   */
  ssr: boolean;
  /**
   * A page left to the browser that the server renders from the shopper's cart and wishlist when
   * the request carries their mirror cookies (docs/decisions/0040, /checkout: 0041): then its
   * module's `loader` runs with them, and the page is never cached; without them the server sends
   * its `shell`.
   */
  shopper?: boolean;
  /**
   * For a page left to the browser: the skeleton the server sends in its place, inside the
   * header and footer, so a first visit paints before the app's code arrives.
   */
  shell?: PageShell;
  /**
   * In the server's build only: the page's route module, whose `head` (and `loader`, for a
   * server-rendered page) the server reads. Left out of the browser's build, so neither reaches it.
   */
  module?: () => Promise<PageModule>;
}

// A page still drawn with MUI (`mui`, the default) loads MUI's theme scope with its chunk
// (lib/mui-scope.tsx, decision 0030); the pages on CSS Modules do without it.
// `rendering`: `ssr` true or false, or 'shopper' (PageHandle.shopper: `ssr` false, rendered from the
// shopper's mirror cookies when the request carries them).
const page = (
  load: () => Promise<RouteModule>,
  rendering: boolean | 'shopper' = true,
  shell?: PageShell,
  mui = true,
): Pick<RouteObject, 'lazy' | 'handle'> => {
  const ssr = rendering === true;
  const shopper = rendering === 'shopper' ? true : undefined;
  return {
    lazy: async () => {
      if (!mui) return { Component: (await load()).default };
      const [{ default: Page }, { MuiScope }] = await Promise.all([load(), import('../lib/mui-scope.tsx')]);
      return {
        Component: () => (
          <MuiScope>
            <Page />
          </MuiScope>
        ),
      };
    },
    // import.meta.env.SSR is false in the browser's build: `module` and what it would keep there
    // (every page's loader and head) are dropped from it.
    handle: (import.meta.env.SSR
      ? { ssr, shopper, shell, module: load as () => Promise<PageModule> }
      : { ssr, shopper, shell }) satisfies PageHandle,
  };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        index: true,
        Component: HomeRoute,
        handle: (import.meta.env.SSR
          ? { ssr: true, module: () => import('./routes/home.tsx') }
          : { ssr: true }) satisfies PageHandle,
      },
      { path: 'allProducts', ...page(() => import('./routes/all-products.tsx'), true, undefined, false) },
      { path: 'logout', ...page(() => import('./routes/all-products.tsx'), true, undefined, false) },
      { path: 'allProducts/:slug', ...page(() => import('./routes/product.tsx'), true, undefined, false) },
      { path: 'category', ...page(() => import('./routes/category.tsx'), true, undefined, false) },
      {
        path: 'cart',
        ...page(() => import('./routes/cart.tsx'), 'shopper', { kind: 'cart', title: 'cart:title' }, false),
      },
      {
        path: 'wishlist',
        ...page(() => import('./routes/wishlist.tsx'), 'shopper', { kind: 'list' }, false),
      },
      {
        path: 'checkout',
        ...page(
          () => import('./routes/checkout.tsx'),
          'shopper',
          { kind: 'checkout', title: 'checkout:title' },
          false,
        ),
      },
      {
        path: 'contact',
        ...page(
          () => import('./routes/contact.tsx'),
          false,
          { kind: 'form', title: 'common:contact.title' },
          false,
        ),
      },
      { path: 'about', ...page(() => import('./routes/about.tsx'), true, undefined, false) },
      { path: 'privacy', ...page(() => import('./routes/privacy.tsx'), true, undefined, false) },
      { path: 'terms', ...page(() => import('./routes/terms.tsx'), true, undefined, false) },
      // Catering requests (decision 0026): a form, and the quote's mailed link.
      {
        path: 'encargos',
        ...page(
          () => import('./routes/catering.tsx'),
          false,
          { kind: 'form', title: 'common:menu.catering' },
          false,
        ),
      },
      {
        path: 'encargos/confirmar',
        ...page(() => import('./routes/catering-confirm.tsx'), false, undefined, false),
      },
      {
        path: 'arrepentimiento',
        ...page(
          () => import('./routes/withdrawal.tsx'),
          false,
          { kind: 'form', title: 'common:footer.withdrawal' },
          false,
        ),
      },
      // Accounts: forms and per-customer pages, all rendered in the browser.
      {
        path: 'login',
        ...page(
          () => import('./routes/login.tsx'),
          false,
          { kind: 'form', title: 'auth:login.title' },
          false,
        ),
      },
      {
        path: 'signup',
        ...page(
          () => import('./routes/signup.tsx'),
          false,
          { kind: 'form', title: 'auth:signUp.title' },
          false,
        ),
      },
      {
        path: 'confirm-account',
        ...page(() => import('./routes/confirm-account.tsx'), false, undefined, false),
      },
      {
        path: 'forgot-password',
        ...page(() => import('./routes/forgot-password.tsx'), false, undefined, false),
      },
      { path: 'callback', ...page(() => import('./routes/callback.tsx'), false, undefined, false) },
      {
        path: 'account',
        ...page(
          () => import('./routes/account.tsx'),
          false,
          { kind: 'account', title: 'account:title' },
          false,
        ),
      },
      {
        path: 'orders',
        ...page(
          () => import('./routes/orders.tsx'),
          false,
          { kind: 'account', title: 'orders:title' },
          false,
        ),
      },
      // Web orders: per-customer pages and the payment instructions, in the browser.
      {
        path: 'pedidos/:pedidoId/comprobante',
        ...page(() => import('./routes/receipt-upload.tsx'), false, undefined, false),
      },
      { path: 'payment', ...page(() => import('./routes/payment.tsx'), false, undefined, false) },
      // Payments: where Mercado Pago's checkout returns; its own chunk, signed in.
      {
        path: 'pedidos/:pedidoId/pago',
        ...page(() => import('./routes/order-payment.tsx'), false, undefined, false),
      },
      { path: 'access', ...page(() => import('./routes/access.tsx'), false, undefined, false) },
      // Back office: administrators only, in the browser, in chunks shoppers never load.
      // /admin, /admin/production, /admin/reviews: one entry (routes/admin-owner.tsx says why).
      { path: 'admin/:ownerPage?', ...page(() => import('./routes/admin-owner.tsx'), false) },
      { path: 'admin/orders', ...page(() => import('./routes/admin.tsx'), false) },
      { path: 'admin/orders/:id', ...page(() => import('./routes/admin-order.tsx'), false) },
      { path: 'admin/customers', ...page(() => import('./routes/admin-customers.tsx'), false) },
      { path: 'admin/products', ...page(() => import('./routes/admin-products.tsx'), false) },
      { path: 'admin/products/new', ...page(() => import('./routes/admin-product.tsx'), false) },
      { path: 'admin/products/:id', ...page(() => import('./routes/admin-product.tsx'), false) },
      { path: 'admin/deal', ...page(() => import('./routes/admin-deal.tsx'), false) },
      { path: 'admin/delivery', ...page(() => import('./routes/admin-delivery.tsx'), false) },
      { path: 'admin/coupons', ...page(() => import('./routes/admin-coupons.tsx'), false) },
      { path: 'admin/coupons/new', ...page(() => import('./routes/admin-coupon.tsx'), false) },
      { path: 'admin/coupons/:id', ...page(() => import('./routes/admin-coupon.tsx'), false) },
      { path: 'admin/subscribers', ...page(() => import('./routes/admin-subscribers.tsx'), false) },
      { path: 'admin/encargos', ...page(() => import('./routes/admin-catering.tsx'), false) },
      { path: 'admin/withdrawals', ...page(() => import('./routes/admin-withdrawals.tsx'), false) },
      { path: 'admin/abandoned-carts', ...page(() => import('./routes/admin-abandoned-carts.tsx'), false) },
      { path: 'admin/invoices', ...page(() => import('./routes/admin-invoices.tsx'), false) },
      // The subscribe offer's mailed links.
      {
        path: 'subscribe/confirm',
        ...page(() => import('./routes/subscribe-confirm.tsx'), false, undefined, false),
      },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe.tsx'), false, undefined, false) },
      {
        path: 'baja',
        ...page(
          () => import('./routes/leave-newsletter.tsx'),
          false,
          { kind: 'form', title: 'common:footer.leaveNewsletter' },
          false,
        ),
      },
      { path: '*', ...page(() => import('./routes/not-found.tsx'), true, undefined, false) },
    ],
  },
];
