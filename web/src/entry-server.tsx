/**
 * Server renderer (built with `vite build --ssr` into web/dist-ssr/, loaded by the server's
 * web-app plugin). For a page request it matches the routes, fills a fresh query cache with the
 * same queries (same keys) the page's components use, reading the in-memory catalogue directly,
 * renders the app to HTML with its critical CSS, and returns the pieces the server puts into
 * index.html: the markup of #root, the <head> additions (styles, title, the JSON payload for
 * hydration, the LCP image preload) and the status (404 for unknown pages and products).
 */
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import {
  imageSources,
  PAGE_SIZE,
  HOME_PRODUCTS,
  BEST_SELLING_COUNT,
  MAX_PAGE_SIZE,
  type Category,
  type Deal,
  type Product,
  type ProductList,
  type ProductSort,
  type Allergen,
  readPageFilter,
} from '@shop/domain';
import { AppProviders } from './app/providers.tsx';
import { routes, type PageHandle } from './app/router.tsx';
import { PageSkeleton } from './app/layout/page-skeleton.tsx';
import { addLangTexts, createRequestI18n, type AppLang } from './lib/i18n.ts';
import esTexts from './locales/es/index.ts';
import enTexts from './locales/en/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SHOP_QUERY_KEY, type ShopInfo } from './lib/shop-info.ts';
import { SSR_DATA_ID, serializePayload, type SsrPayload } from './lib/ssr.ts';
import { collectStyles, EMOTION_KEY, serverStyleTag } from './lib/ssr-styles.ts';
import { allProductsQueryKey } from './features/catalog/api/get-all-products.ts';
import { filteredAllProductsKey, filteredInfiniteKey } from './features/catalog/api/get-filtered-products.ts';
import { productQueryKey } from './features/catalog/api/get-product.ts';
import { categoryOf, parseCategoryParam } from './features/catalog/category-param.ts';
import { CARD_IMAGE_SIZES } from './features/catalog/components/product-card.tsx';
import { GALLERY_IMAGE_SIZES } from './features/catalog/components/product-gallery.tsx';
import { dealQueryKey } from './features/deal/api/get-deal.ts';
import { DEAL_IMAGE_SIZES } from './features/deal/components/deal-banner.tsx';
import { bestSellingQueryKey, homeProductsQueryKey } from './features/home/api/get-home-products.ts';

/** The catalogue reads the renderer needs; the server's catalogue service has this shape. */
export interface SsrCatalog {
  listProducts(input: {
    category?: Category;
    limit: number;
    offset: number;
    lang: AppLang;
    sort?: ProductSort;
    exclude?: Allergen[];
    maxNetCarbs?: number;
  }): Promise<ProductList>;
  getProduct(idOrSlug: string, lang: AppLang): Promise<Product | undefined>;
  getDeal(lang: AppLang): Promise<Deal | undefined>;
}

export interface RenderContext {
  catalog: SsrCatalog;
  shop: ShopInfo;
  lang: AppLang;
}

export interface RenderResult {
  status: number;
  /**
   * A shell: header, footer and the page's skeleton for a page the browser renders.
   * It carries no hydration payload; the browser renders the app afresh over it (client.tsx).
   */
  shell?: boolean;
  lang: AppLang;
  /** Markup for the end of <head>: title, critical CSS, LCP image preload, hydration payload. */
  head: string;
  /** Markup of #root. */
  html: string;
}

// The server renders either language: both sets of texts are loaded once, at start.
addLangTexts('es', esTexts);
addLangTexts('en', enTexts);

const handler = createStaticHandler(routes);

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
const shellHandler = createStaticHandler(shellRoutes);

interface PagePlan {
  status: number;
  /** Document title set by the page itself after mounting (pages without a <PageTitle>). */
  title?: string;
  /** The page's first, high-priority image: preloaded from <head>. */
  lcpImage?: { base: string; sizes: string };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills `client` with the queries of the matched page and says what else the page needs. */
async function prefetch(
  client: QueryClient,
  context: StaticHandlerContext,
  ctx: RenderContext,
  t: TFunction,
): Promise<PagePlan> {
  const { catalog, lang } = ctx;
  const leaf = context.matches.at(-1)?.route;
  const url = new URL(context.location.pathname + context.location.search, 'http://x');
  const list = (input: {
    category?: Category;
    limit: number;
    sort?: ProductSort;
    exclude?: Allergen[];
    maxNetCarbs?: number;
  }) => catalog.listProducts({ offset: 0, lang, ...input });
  // The catalogue pages' filter and order, read as leniently as the page reads it.
  const { filter, sort } = readPageFilter(url.searchParams);

  if (leaf?.index) {
    const [deal, bestSelling, products] = await Promise.all([
      catalog.getDeal(lang),
      list({ limit: BEST_SELLING_COUNT, sort: 'sold' }),
      list({ limit: HOME_PRODUCTS, sort: 'catalog' }),
    ]);
    if (deal) client.setQueryData(dealQueryKey(lang), deal);
    client.setQueryData(bestSellingQueryKey(lang), bestSelling);
    client.setQueryData(homeProductsQueryKey(lang), products);
    const image = deal?.product.images[0];
    return { status: 200, lcpImage: image ? { base: image, sizes: DEAL_IMAGE_SIZES } : undefined };
  }
  switch (leaf?.path) {
    case 'allProducts':
    case 'logout': {
      const first = await list({ limit: PAGE_SIZE, sort, ...filter });
      client.setQueryData(filteredInfiniteKey(undefined, lang, filter, sort), {
        pages: [first],
        pageParams: [0],
      });
      const image = first.items[0]?.images[0];
      return {
        status: 200,
        title: t('catalog:allProducts.documentTitle'),
        lcpImage: image ? { base: image, sizes: CARD_IMAGE_SIZES } : undefined,
      };
    }
    case 'allProducts/:slug': {
      const slug = context.matches.at(-1)?.params.slug ?? '';
      const product = slug ? ((await catalog.getProduct(slug, lang)) ?? null) : null;
      client.setQueryData(productQueryKey(slug, lang), product);
      if (!product) return { status: 404 };
      const related = await list({ category: product.category, limit: MAX_PAGE_SIZE });
      client.setQueryData(allProductsQueryKey(product.category, lang), related);
      const image = product.images[0];
      return {
        status: 200,
        title: product.title,
        lcpImage: image ? { base: image, sizes: GALLERY_IMAGE_SIZES } : undefined,
      };
    }
    case 'category': {
      const selected = parseCategoryParam(url.searchParams.get('selected'));
      const category = categoryOf(selected);
      const products = await list({ category, limit: MAX_PAGE_SIZE, sort, ...filter });
      client.setQueryData(filteredAllProductsKey(category, lang, filter, sort), products);
      const name = t(`catalog:category.names.${selected}`);
      return { status: 200, title: t('catalog:category.documentTitle', { name }) };
    }
    case '*':
      return { status: 404 };
    default:
      return { status: 200 };
  }
}

function preloadTag({ base, sizes }: { base: string; sizes: string }): string {
  const src = imageSources(base);
  // The <picture> picks AVIF first; browsers without AVIF skip a preload of that type.
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(src.srcSetAvif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/**
 * Renders the page of `request`. Returns null for pages left to the browser (see PageHandle.ssr)
 * and for anything the router answers with a Response (redirects).
 */
export async function render(request: Request, ctx: RenderContext): Promise<RenderResult | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (handle?.shell) return renderShell(request, ctx);
  if (!handle?.ssr) return null;

  const i18n = createRequestI18n(ctx.lang);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SHOP_QUERY_KEY, ctx.shop);
  const plan = await prefetch(queryClient, context, ctx, i18n.t);
  const renderedAt = Date.now();

  // Same key as the browser's cache, which adopts the collected styles (lib/ssr-styles.ts).
  const cache = collectStyles(createCache({ key: EMOTION_KEY }));
  const router = createStaticRouter(handler.dataRoutes, context);
  let html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  // One style element the browser adopts without moving it (lib/ssr-styles.ts).
  const styles = serverStyleTag(cache);

  // React 19 writes the <title> of <PageTitle> at the start of the markup; it belongs in <head>.
  let title = plan.title !== undefined ? `<title>${escapeHtml(plan.title)}</title>` : '';
  const hoisted = /^<title>[^<]*<\/title>/.exec(html);
  if (hoisted) {
    title = hoisted[0];
    html = html.slice(hoisted[0].length);
  }

  const payload: SsrPayload = { lang: ctx.lang, renderedAt, queries: dehydrate(queryClient) };
  const head = [
    title,
    plan.lcpImage ? preloadTag(plan.lcpImage) : '',
    styles,
    `<script id="${SSR_DATA_ID}" type="application/json">${serializePayload(payload)}</script>`,
  ].join('');
  queryClient.clear();
  return { status: plan.status, lang: ctx.lang, head, html };
}

/**
 * The shell of a browser-rendered page: the layout rendered as for any page, signed
 * out and with an empty cart (the server knows nothing of the shopper, so the page can be cached
 * and shared), and the page's skeleton; its critical CSS, no payload. Null on a redirect.
 */
async function renderShell(request: Request, ctx: RenderContext): Promise<RenderResult | null> {
  const context = await shellHandler.query(request);
  if (context instanceof Response) return null;
  const i18n = createRequestI18n(ctx.lang);
  const queryClient = createQueryClient();
  queryClient.setQueryData(SHOP_QUERY_KEY, ctx.shop);
  const cache = collectStyles(createCache({ key: EMOTION_KEY }));
  const router = createStaticRouter(shellHandler.dataRoutes, context);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient} i18n={i18n} renderedAt={Date.now()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  ).replace(/^<title>[^<]*<\/title>/, '');
  queryClient.clear();
  // Inert until the app replaces it (a tap on the shell's buttons would otherwise do nothing, and
  // assistive technology would meet a page that is about to be swapped); the app starts at once.
  return {
    status: 200,
    shell: true,
    lang: ctx.lang,
    head: serverStyleTag(cache),
    html: `<div inert="" data-shell="">${html}</div>`,
  };
}

// Every page's <head> (title, description, canonical, Open Graph, JSON-LD) and status, for
// server-rendered and browser-rendered pages alike: the server calls it beside render().
export { pageHead, type PageHead, type PageHeadContext } from './app/page-head/page-head.ts';
