/**
 * Builds a page's HTML: index.html with the shop facts embedded, and either the server renderer's
 * markup (web/src/entry-server.tsx) and the page's own <head> spliced in, or the app shell.
 * The renderer's contract is web/src/entry-types.ts, imported here rather than restated.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { schemaOrgOpeningHours, type ShopInfo, type ShopperLists, type WithheldShopInfo } from '@shop/domain';
import type { CompressedCopies } from '../../lib/compressed-page.ts';
import type { Lang } from '../../lib/lang.ts';
import type { CatalogService } from '../../modules/catalog/index.ts';
import type { SiteFacts, SsrModule } from '../../../../web/src/entry-types.ts';

export type { SsrModule };

/** The catalogue the renderer reads (in memory), with the versions the page cache follows. */
export type PageCatalog = Pick<
  CatalogService,
  'listProducts' | 'getProduct' | 'getDeal' | 'version' | 'dataVersion'
>;

/** The shop's facts as the owner saved them (docs/decisions/0028). */
export interface ShopFactsSource {
  current(): Promise<ShopInfo>;
  get(): ShopInfo;
  version(): number;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Where index.html's #root is: the renderer's markup replaces it. */
export const ROOT_MARKUP = /<div id="root">[\s\S]*?<\/div>\s*<\/div>(?=\s*<\/body>)/;

/** Source module of the browser app behind the tiny entry (web/src/main.tsx imports it dynamically). */
const CLIENT_MODULE = 'src/client.tsx';

/** A built page and what it was built from. */
export interface RenderedPage extends CompressedCopies {
  /** catalog.dataVersion() when the render started: the page cache serves it stale after a change. */
  dataVersion: number;
  status: number;
  page: string;
}

/**
 * Inserts the shop facts as inert JSON (not a script), escaping "<" so it can't close the tag; a
 * page served while the access gate is locked gets the WithheldShopInfo instead.
 */
export function embedShopConfig(html: string, shop: ShopInfo | WithheldShopInfo): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="shop-config" type="application/json">${json}</script></head>`);
}

/** The site facts of `shop` at `publicUrl`. */
function siteFacts(shop: ShopInfo, publicUrl: string): SiteFacts {
  return {
    publicUrl,
    region: shop.region,
    postalCode: shop.postalCode || undefined,
    openingHours: schemaOrgOpeningHours(shop.hours),
  };
}

/** `<link rel="modulepreload">` for the built chunks of `modules` and what they import, minus those already in the page. */
function modulePreloads(manifest: Manifest | undefined, modules: string[], page: string): string {
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The server renderer, or undefined (logged) when it was not built or cannot be loaded. */
export async function loadRenderer(
  ssrDir: string,
  log: FastifyInstance['log'],
): Promise<SsrModule | undefined> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  try {
    return (await import(pathToFileURL(entry).href)) as SsrModule;
  } catch (err) {
    // The shop still works without it: every page gets the app shell and renders in the browser.
    log.error({ err, entry }, 'cannot load the server renderer; pages are rendered in the browser');
    return undefined;
  }
}

/**
 * The server-rendered pages' path patterns the web build wrote from its route table
 * (dist-ssr/rendered-paths.json, web/vite.config.ts), read without loading the renderer;
 * none when absent (those pages still reach the renderer, through the not-found handler).
 */
export function readRenderedPaths(ssrDir: string): string[] {
  const file = path.join(ssrDir, 'rendered-paths.json');
  if (!existsSync(file)) return [];
  const paths: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(paths)
    ? paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/'))
    : [];
}

export interface PageRendererOptions {
  /** web/dist/index.html as built. */
  builtIndex: string;
  /** web/dist/.vite/manifest.json, when present (the app shell's modulepreloads). */
  manifestFile?: string;
  shop: ShopFactsSource;
  publicUrl: string;
}

/** Builds pages from index.html: the app shells, and rendered pages (see `render`). */
export function createPageRenderer(opts: PageRendererOptions) {
  const { builtIndex } = opts;
  const manifest =
    opts.manifestFile && existsSync(opts.manifestFile)
      ? (JSON.parse(readFileSync(opts.manifestFile, 'utf8')) as Manifest)
      : undefined;
  // The app shell starts the app at once: fetch its chunks with the entry rather than after it.
  // (Server-rendered pages do not: their app code loads after the first paint, see web/src/main.tsx.)
  const withPreloads = (html: string) =>
    html.replace('</head>', () => `${modulePreloads(manifest, [CLIENT_MODULE], html)}</head>`);

  /**
   * index.html with the shop facts of `shop` (`template`), the same with the app's preloads
   * (`indexHtml`), and the app shell for a visitor the access gate has not let in (the /access
   * page: the shop's name but none of its contact details or bank alias; never server-rendered).
   * Built again when the facts change (docs/decisions/0028).
   */
  let shells: { version: number; template: string; indexHtml: string; lockedHtml: string } | undefined;
  const shellsFor = (shop: ShopInfo, version: number) => {
    if (shells?.version !== version) {
      const template = embedShopConfig(builtIndex, shop);
      shells = {
        version,
        template,
        indexHtml: withPreloads(template),
        lockedHtml: withPreloads(
          embedShopConfig(builtIndex, { name: shop.name, nameEn: shop.nameEn, withheld: true }),
        ),
      };
    }
    return shells;
  };

  /** The shells of the facts in use (reloaded first when older than the cache's bound). */
  async function currentShells() {
    const shop = await opts.shop.current();
    return { shop, ...shellsFor(shop, opts.shop.version()) };
  }

  /**
   * Renders `url` (already normalised) in `lang`: the server-rendered page, or the app shell for
   * pages the renderer leaves to the browser, each with the page's own <head> (title, meta tags,
   * JSON-LD) and status when the renderer provides `pageHead`; undefined for a shell page without it.
   * `shopper`: the shopper's lists for a page rendered from them (web-app/shopper-page.ts); such a
   * page must not be cached.
   */
  async function render(
    renderer: SsrModule,
    catalog: PageCatalog,
    url: string,
    lang: Lang,
    shopper?: ShopperLists,
  ): Promise<RenderedPage | undefined> {
    // Taken before rendering: a change during the render makes this page old at once.
    const { shop, template, indexHtml } = await currentShells();
    const dataVersion = catalog.dataVersion();
    const site = siteFacts(shop, opts.publicUrl);
    const [result, meta] = await Promise.all([
      renderer.render(new Request(`http://localhost${url}`), { catalog, shop, lang, shopper }),
      renderer.pageHead?.(url, { catalog, shop, site, lang }),
    ]);
    if (!result && !meta) return undefined;
    // The page's own <title> (same text as the browser sets) replaces the renderer's and index.html's.
    const head = meta
      ? `${meta.head}${(result?.head ?? '').replace(/<title>[^<]*<\/title>/, '')}`
      : result!.head;
    // A shell (header, footer, the page's skeleton) starts the app at once, like the plain shell.
    const base = result && !result.shell ? template : indexHtml;
    let withHead = base
      .replace(/<html lang="[^"]*"/, `<html lang="${result?.lang ?? lang}"`)
      .replace(/<title>[^<]*<\/title>/, (title) => (head.includes('<title>') ? '' : title));
    if (meta) withHead = withHead.replace(/<meta name="description"[^>]*>/, '');
    withHead = withHead.replace('</head>', () => `${head}</head>`);
    const page = result
      ? withHead.replace(ROOT_MARKUP, () => `<div id="root">${result.html}</div>`)
      : withHead;
    return {
      dataVersion,
      status: result ? Math.max(result.status, meta?.status ?? 200) : meta!.status,
      page,
    };
  }

  return { currentShells, render };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
