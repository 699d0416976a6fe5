/**
 * What a page declares about itself for the server (docs/decisions/0037): its `head`, the title,
 * description and structured data of its <head>, and, when the server renders it, its `loader`,
 * the data the server puts into the query cache before rendering it. Every route module
 * (app/routes/*.tsx) exports them beside its component; the route table (app/router.tsx) hands the
 * module to the server. The server renderer (entry-server.tsx) and the head builder
 * (page-head/page-head.ts) read them and know no page by name.
 *
 * Types only: nothing here reaches the browser's bundle.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Product, ShopInfo, ShopperLists } from '@shop/domain';
import type { SsrCatalog } from '../entry-types.ts';
import type { AppLang } from '../lib/i18n.ts';
import type { Namespace } from './page-head/page-texts.ts';

/** A locale key, "namespace:dotted.key". */
export type TextKey = `${Namespace}:${string}`;

/** What a loader is given: a fresh query cache to fill, the in-memory catalogue, the request. */
export interface PageLoaderContext {
  /** Filled with the page's queries, under the keys of its feature's `queryOptions`. */
  client: QueryClient;
  catalog: SsrCatalog;
  lang: AppLang;
  /** The matched route's parameters, e.g. `{ slug }`. */
  params: Params;
  url: URL;
  /**
   * The shopper's cart and wishlist from the mirror cookies (ids and quantities, validated), only
   * when the server renders a page marked `shopper` in the route table for a request carrying
   * them (docs/decisions/0040).
   */
  shopper?: ShopperLists;
}

/** What a loader found. */
export interface PageLoad<Data = unknown> {
  /** 404 when the page's subject does not exist (an unknown product); default 200. */
  status?: number;
  /** The page's first, high-priority image: preloaded from <head>. */
  lcpImage?: { base: string; sizes: string };
  /** Handed to the page's `head` (e.g. the product), so the head does not look it up again. */
  data?: Data;
}

/**
 * Fills `ctx.client` with exactly the queries the page reads on its first render (same keys, built
 * from the feature's `queryOptions`), reading the catalogue in memory.
 */
export type PageLoader<Data = unknown> = (ctx: PageLoaderContext) => Promise<PageLoad<Data>>;

/** A head made of locale keys alone: the pages whose head depends on no data. */
export interface StaticHead {
  /** The page's own title (the tab reads "{title} · {shop name}"). */
  title: TextKey;
  /** Locale key of the description (`{{city}}` is filled in); default "seo:default". */
  description?: `seo:${string}`;
  /** Listed by search engines (the sitemap names the same pages); default false = noindex. */
  indexable?: boolean;
  /** 404: the page says the thing asked for does not exist. */
  status?: 404;
}

/** A breadcrumb of the JSON-LD trail after "home": its name and the page's path and parameters. */
export interface Crumb {
  name: string;
  path: string;
  params?: [string, string][];
}

/** A head worked out for one request (texts already in the page's language). */
export interface ResolvedHead {
  title: string;
  description?: string;
  indexable?: boolean;
  status?: 404;
  /** The page's path for its canonical URL when it differs from the request's (a product by id). */
  path?: string;
  /** The only query parameters that change the page: part of its canonical URL. */
  params?: [string, string][];
  /** The breadcrumb trail; default: the page itself (none for the home page). */
  crumbs?: Crumb[];
  /** A product page: og:type product, price tags, Product JSON-LD and its own preview image. */
  product?: Product;
}

/** What a head function is given. */
export interface HeadContext<Data = unknown> {
  lang: AppLang;
  shop: ShopInfo;
  params: Params;
  url: URL;
  /** The text at `key` in the page's language (throws on a missing key: never a raw key on screen). */
  t(key: TextKey, values?: Record<string, string>): string;
  /** What the page's loader returned as `data`. */
  data: Data | undefined;
}

/** A page's head: fixed keys, or worked out from its loader's data. */
export type PageHeadSpec<Data = unknown> = StaticHead | ((ctx: HeadContext<Data>) => ResolvedHead);

/** What a route module exports: its page, its head, and its loader when the server renders it. */
export interface PageModule {
  default: React.ComponentType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's own data type
  loader?: PageLoader<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  head?: PageHeadSpec<any>;
}
