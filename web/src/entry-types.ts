/**
 * The server renderer's contract (web/src/entry-server.tsx, built into web/dist-ssr/): what the
 * server passes in and gets back. Types only, importing nothing but the domain, so the server
 * (server/src/plugins/web-app/) imports them rather than restating them.
 */
import type {
  Allergen,
  Category,
  Deal,
  Lang,
  ProductDetail,
  ProductList,
  ProductSort,
  ShopInfo,
  ShopperLists,
} from '@shop/domain';

/** The catalogue reads the renderer needs; the server's catalogue service has this shape. */
export interface SsrCatalog {
  listProducts(input: {
    category?: Category;
    limit: number;
    offset: number;
    lang: Lang;
    sort?: ProductSort;
    exclude?: Allergen[];
    maxNetCarbs?: number;
  }): Promise<ProductList>;
  getProduct(idOrSlug: string, lang: Lang): Promise<ProductDetail | undefined>;
  getDeal(lang: Lang): Promise<Deal | undefined>;
}

/** What `render()` is given: the in-memory catalogue, the shop's facts and the page's language. */
export interface RenderContext {
  catalog: SsrCatalog;
  shop: ShopInfo;
  lang: Lang;
  /**
   * The shopper's cart and wishlist read from the mirror cookies (docs/decisions/0040): given only
   * for a page of `shopperPaths`; such a page is then rendered with them (never cached, never
   * shared), and without them is sent as its shell.
   */
  shopper?: ShopperLists;
}

/** What `render()` returns for a page it renders (or whose shell it renders). */
export interface RenderResult {
  status: number;
  /**
   * A shell: header, footer and the page's skeleton for a page the browser renders.
   * It carries no hydration payload; the browser renders the app afresh over it (client.tsx).
   */
  shell?: boolean;
  lang: Lang;
  /** Markup for the end of <head>: title, critical CSS, LCP image preload, hydration payload. */
  head: string;
  /** Markup of #root. */
  html: string;
}

/** What the Bakery needs beyond ShopInfo (server configuration). */
export interface SiteFacts {
  /** Origin shoppers use, no trailing slash, e.g. "https://panaderiaketo.com.ar". */
  publicUrl: string;
  region: string;
  postalCode?: string;
  /** schema.org openingHours entries, e.g. ["Mo-Sa 08:00-19:00"]. */
  openingHours: string[];
}

/** What `pageHead()` is given. */
export interface PageHeadContext {
  catalog: SsrCatalog;
  shop: ShopInfo;
  site: SiteFacts;
  lang: Lang;
}

/** What `pageHead()` returns: the page's status and its <head> markup. */
export interface PageHeadResult {
  /** 200, or 404 for unknown paths and unknown or hidden products. */
  status: number;
  /** The tab title, e.g. "Pan keto de semillas · Panadería Keto". */
  title: string;
  /** Markup for <head>: <title>, meta and link tags, JSON-LD scripts. */
  head: string;
}

/** What web/dist-ssr/entry-server.js exports. */
export interface SsrModule {
  /**
   * Renders the page of `request`: null for pages left to the browser without a shell and for
   * anything the router answers with a redirect.
   */
  render(request: Request, ctx: RenderContext): Promise<RenderResult | null>;
  /** Every page's <head> and status, server-rendered or not. Absent in builds before it. */
  pageHead?(url: string, ctx: PageHeadContext): Promise<PageHeadResult>;
  /**
   * Path patterns of the server-rendered pages (React Router syntax, e.g. "/allProducts/:slug"),
   * read from the route table: the server routes them to the renderer directly. Absent in
   * builds before it.
   */
  renderedPaths?: readonly string[];
  /**
   * Paths of the pages rendered from the shopper's mirrored lists when the request carries them
   * (e.g. "/cart"; static paths only), from the route table. Absent in builds before it.
   */
  shopperPaths?: readonly string[];
}
