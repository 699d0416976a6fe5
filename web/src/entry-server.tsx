/**
 * Server renderer (built with `vite build --ssr` into web/dist-ssr/, loaded by the server's
 * web-app plugin). For a page request it matches the routes, runs the matched page's `loader`
 * (its route module's, app/page-module.ts: a fresh query cache filled with the same queries, same
 * keys, the page's components read, from the in-memory catalogue), renders the app to HTML, and
 * returns the pieces the server puts into index.html: the markup of #root, the <head> additions
 * (the title, the JSON payload for hydration, the LCP image preload) and the status (404 for
 * unknown pages and products). It knows no page by name (docs/decisions/0037).
 * Its contract with the server is entry-types.ts.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { imageSources } from '@shop/domain';
import { AppProviders } from './app/providers.tsx';
import { routes, type PageHandle } from './app/router.tsx';
import { AppRoutes } from './app/routing/app-routes.tsx';
import { loadMatchedRoutes } from './app/routing/load-matched-routes.ts';
import { PageSkeleton } from './app/layout/page-skeleton.tsx';
import { runPage } from './app/page-head/run-page.ts';
import type { RenderContext, RenderResult } from './entry-types.ts';
import { addLangTexts, createRequestI18n } from './lib/i18n.ts';
import esTexts from './locales/es/index.ts';
import enTexts from './locales/en/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SHOP_QUERY_KEY } from './lib/shop-info.ts';
import { SSR_DATA_ID, serializePayload, type SsrPayload } from './lib/ssr.ts';

export type { RenderContext, RenderResult, SsrCatalog, SsrModule } from './entry-types.ts';

// The server renders either language: both sets of texts are loaded once, at start.
addLangTexts('es', esTexts);
addLangTexts('en', enTexts);

// The same routes with each browser-rendered page that has a shell replaced by its skeleton
// (the page's own module, made of browser storage or a form, is never loaded on the server).
const shellRoutes: RouteObject[] = routes.map((root) => ({
  ...root,
  children: root.children?.map((route) => {
    const shell = (route.handle as PageHandle | undefined)?.shell;
    if (!shell || route.index) return route;
    return { path: route.path, handle: route.handle, Component: () => <PageSkeleton shell={shell} /> };
  }),
})) as RouteObject[];

/**
 * The path and query the page is rendered at, and the routes of `table` its path matches; their
 * lazy modules are loaded by `loadMatchedRoutes` before rendering, as the browser loads them before
 * hydrating (client.tsx).
 */
function matchRequest(table: RouteObject[], request: Request) {
  const { pathname, search } = new URL(request.url);
  return { pathname, location: pathname + search, matches: matchRoutes(table, pathname) ?? [] };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Path patterns of the pages the server renders (e.g. "/allProducts/:slug"), from the route
 * table: the server routes them to the renderer without looking for a file first. The home page
 * and the 404 (every other path) reach the renderer anyway.
 */
export const renderedPaths: readonly string[] = (routes[0]?.children ?? [])
  .filter((route) => (route.handle as PageHandle | undefined)?.ssr && route.path && route.path !== '*')
  .map((route) => `/${route.path}`);

/**
 * Paths of the pages rendered from the shopper's mirrored cart and wishlist when the request
 * carries them (route handle `shopper`, docs/decisions/0040), e.g. "/cart": the server reads the
 * mirror cookies for these alone, and never caches them.
 */
export const shopperPaths: readonly string[] = (routes[0]?.children ?? [])
  .filter((route) => (route.handle as PageHandle | undefined)?.shopper && route.path)
  .map((route) => `/${route.path}`);

/** What one route of the table declares (see `pageDeclarations`). */
export interface PageDeclaration {
  /** The route's path pattern, "/" for the home page. */
  path: string;
  ssr: boolean;
  /** Rendered from the shopper's mirrored lists when the request carries them. */
  shopper: boolean;
  /** Its module exports a `head`. */
  head: boolean;
  /** Its module exports a `loader`. */
  loader: boolean;
}

/**
 * What every route of the table declares, loading each route module (seconds): the check that no
 * page lacks a head and that only server-rendered pages have loaders (server/test/ssr.test.ts).
 */
export async function pageDeclarations(): Promise<PageDeclaration[]> {
  return Promise.all(
    (routes[0]?.children ?? []).map(async (route) => {
      const handle = route.handle as PageHandle | undefined;
      const module = await handle?.module?.();
      return {
        path: route.index ? '/' : `/${route.path ?? ''}`,
        ssr: handle?.ssr === true,
        shopper: handle?.shopper === true,
        head: module?.head !== undefined,
        loader: module?.loader !== undefined,
      };
    }),
  );
}

function preloadTag({ base, sizes }: { base: string; sizes: string }): string {
  const src = imageSources(base);
  // The <picture> picks AVIF first; browsers without AVIF skip a preload of that type.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(src.srcSetAvif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/**
 * Renders the page of `request`. Returns null for pages left to the browser without a shell (see
 * PageHandle.ssr). A shopper page (PageHandle.shopper) is rendered with `ctx.shopper` when given,
 * else sent as its shell. Nothing of the shopper is written into the browser's module-level stores
 * here (they stay empty on the server, shared by concurrent requests): the lists go into this
 * request's own query cache, which the page's hooks read while rendering and hydrating
 * (features/cart/rendered-cart.ts).
 */
export async function render(request: Request, ctx: RenderContext): Promise<RenderResult | null> {
  const { pathname, matches, location } = matchRequest(routes, request);
  // Loaded for a shell too: a page's module adds its texts, which its skeleton's title reads.
  await loadMatchedRoutes(routes, pathname);
  const leaf = matches.at(-1);
  const handle = leaf?.route.handle as PageHandle | undefined;
  const forShopper = handle?.shopper === true && ctx.shopper !== undefined;
  if (handle?.shell && !forShopper) return renderShell(request, ctx);
  if (!handle?.ssr && !forShopper) return null;

  const i18n = createRequestI18n(ctx.lang);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SHOP_QUERY_KEY, ctx.shop);
  const url = new URL(location, 'http://x');
  const { load, status } = await runPage(handle, {
    client: queryClient,
    catalog: ctx.catalog,
    lang: ctx.lang,
    params: leaf?.params ?? {},
    url,
    shopper: forShopper ? ctx.shopper : undefined,
  });
  const renderedAt = Date.now();

  // Styled by the static stylesheet index.html links (decision 0025): no page the server renders
  // draws with MUI, so no style is collected here (0030).
  let html = renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={renderedAt}>
      <StaticRouter location={location}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );

  // React 19 writes the <title> of <PageTitle> at the start of the markup; it belongs in <head>.
  // (The server puts the page's own title from pageHead() in its place.)
  let title = '';
  const hoisted = /^<title>[^<]*<\/title>/.exec(html);
  if (hoisted) {
    title = hoisted[0];
    html = html.slice(hoisted[0].length);
  }

  const payload: SsrPayload = { lang: ctx.lang, renderedAt, queries: dehydrate(queryClient) };
  const head = [
    title,
    load.lcpImage ? preloadTag(load.lcpImage) : '',
    `<script id="${SSR_DATA_ID}" type="application/json">${serializePayload(payload)}</script>`,
  ].join('');
  queryClient.clear();
  return { status, lang: ctx.lang, head, html };
}

/**
 * The shell of a browser-rendered page: the layout rendered as for any page, signed
 * out and with an empty cart (the server knows nothing of the shopper, so the page can be cached
 * and shared), and the page's skeleton; no payload.
 */
async function renderShell(request: Request, ctx: RenderContext): Promise<RenderResult> {
  const { pathname, location } = matchRequest(shellRoutes, request);
  await loadMatchedRoutes(shellRoutes, pathname);
  const i18n = createRequestI18n(ctx.lang);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SHOP_QUERY_KEY, ctx.shop);
  const html = renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={Date.now()}>
      <StaticRouter location={location}>
        <AppRoutes routes={shellRoutes} />
      </StaticRouter>
    </AppProviders>,
  ).replace(/^<title>[^<]*<\/title>/, '');
  queryClient.clear();
  // Inert until the app replaces it (a tap on the shell's buttons would otherwise do nothing, and
  // assistive technology would meet a page that is about to be swapped); the app starts at once.
  return {
    status: 200,
    shell: true,
    lang: ctx.lang,
    head: '',
    html: `<div inert="" data-shell="">${html}</div>`,
  };
}

// Every page's <head> (title, description, canonical, Open Graph, JSON-LD) and status, for
// server-rendered and browser-rendered pages alike: the server calls it beside render().
export { pageHead, type PageHead, type PageHeadContext } from './app/page-head/page-head.ts';
