/**
 * Serves the built web app from the same process as the API: hashed assets with a
 * one-year immutable cache, pre-compressed .br/.gz files when present, and page requests.
 *
 * Pages: when the server renderer was built (web/dist-ssr/entry-server.js, see
 * web/src/entry-server.tsx), catalogue and static pages are rendered on the server in the
 * language of the "lang" cookie, so the first HTML already shows the page; unknown pages and
 * products get a 404 status with the rendered 404 view. Pages the renderer leaves to the browser
 * (cart, wishlist, checkout, contact, sign-in, account...) get index.html with the renderer's shell
 * in #root (header, footer and the page's skeleton, no personal data) and the app starts
 * at once; every page when there is no renderer or it fails gets index.html (the plain app shell).
 * Both carry the shop facts embedded as JSON. Unknown /api paths and
 * non-HTML requests get the JSON 404. While the access gate is locked the only page it lets
 * through (/access) gets the app shell with the shop's name alone.
 *
 * Rendered pages are cached per page and language: one render per page at a
 * time, the previous copy served while it is re-rendered (stale-while-revalidate, see
 * `pageCacheTtlMs`), never a copy from before the owner's change (`catalog.version()`, and the
 * shop facts' `version()`, docs/decisions/0028); query
 * parameters that only track visits (`utm_*`, `fbclid`, `gclid`...) are not part of the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  schemaOrgOpeningHours,
  type Deal,
  type Product,
  type ProductList,
  type ShopInfo,
  type WithheldShopInfo,
} from '@shop/domain';
import { acceptedEncoding, compressedPage, type CompressedCopies } from '../lib/compressed-page.ts';
import { message } from '../lib/http-errors.ts';
import { cookieLang, queryLang, requestLang, type Lang } from '../lib/lang.ts';
import type { CatalogService } from '../modules/catalog/service/catalog.ts';

export interface WebAppOptions {
  /** Directory holding Vite's build output (index.html, assets/, images/); undefined = API only. */
  distDir: string | undefined;
  /** Directory of the server renderer build; default: dist-ssr beside distDir. */
  ssrDir?: string;
  /**
   * The shop's facts as the owner saved them (docs/decisions/0028): pages and the embedded
   * #shop-config read `current()`, and a new `version()` drops the pages built from older facts.
   */
  shop: { current(): Promise<ShopInfo>; get(): ShopInfo; version(): number };
  /** Public origin (canonical URLs, previews, JSON-LD). */
  publicUrl: string;
  /** The catalogue the renderer reads (in memory, no HTTP). Without it pages are not server-rendered. */
  catalog?: Pick<CatalogService, 'listProducts' | 'getProduct' | 'getDeal' | 'version' | 'dataVersion'>;
  /**
   * How long a rendered page is reused for the same URL and language, in ms (0 = never). Pages
   * hold no shopper data (cart and wishlist live in the browser), only catalogue data, so the
   * catalogue's own staleness bound fits. After it, the old copy is still served for as long
   * again while one new render runs (stale-while-revalidate).
   */
  pageCacheTtlMs?: number;
}

const PAGE_CACHE_MAX = 300;

/**
 * Query parameters that only tell analytics where a visit came from: the page is the same with or
 * without them, so they are left out of the page cache's key and of the rendered URL. Names are compared in lower case; every `utm_*` counts too.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
  'ref_src',
]);

/**
 * The part of a request URL that decides the page: the path and the query without tracking
 * parameters, the rest sorted by name so their order does not matter either.
 * E.g. `/allProducts?utm_source=ig&categoria=panes` → `/allProducts?categoria=panes`.
 */
export function pageUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...new Set(params.keys())]) {
    const lower = name.toLowerCase();
    if (lower.startsWith('utm_') || TRACKING_PARAMS.has(lower)) params.delete(name);
  }
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/** Page URLs shoppers ask for most, routed to the renderer without the static files' look-ups. */
const RENDERED_PAGES = ['/allProducts', '/allProducts/:slug', '/category', '/about', '/privacy', '/terms'];

/** What web/dist-ssr/entry-server.js exports (its source: web/src/entry-server.tsx). */
interface SsrModule {
  render(
    request: Request,
    ctx: {
      catalog: {
        listProducts(input: Parameters<CatalogService['listProducts']>[0]): Promise<ProductList>;
        getProduct(idOrSlug: string, lang: Lang): Promise<Product | undefined>;
        getDeal(lang: Lang): Promise<Deal | undefined>;
      };
      shop: ShopInfo;
      lang: Lang;
    },
  ): Promise<{ status: number; lang: Lang; head: string; html: string; shell?: boolean } | null>;
  /** Every page's <head> and status (web/src/app/page-head/page-head.ts). Absent in builds before it. */
  pageHead?(
    url: string,
    ctx: {
      catalog: Pick<NonNullable<WebAppOptions['catalog']>, 'getProduct' | 'getDeal' | 'listProducts'>;
      shop: ShopInfo;
      site: SiteFacts;
      lang: Lang;
    },
  ): Promise<{ status: number; title: string; head: string }>;
}

/** The facts search engines read (the Bakery in JSON-LD; web/src/app/page-head/json-ld.ts). */
interface SiteFacts {
  publicUrl: string;
  region: string;
  postalCode?: string;
  /** schema.org openingHours entries, e.g. ["Mo-Sa 08:00-19:00"]. */
  openingHours: string[];
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

type Manifest = Record<string, { file: string; imports?: string[] }>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';
/** Files of the build with fixed names that point at hashed ones (web/pwa.config.ts): revalidated on every use. */
const NO_CACHE_FILES = new Set(['service-worker.js', 'manifest.webmanifest']);
const ROOT_MARKUP = /<div id="root">[\s\S]*?<\/div>\s*<\/div>(?=\s*<\/body>)/;

/**
 * Inserts the shop facts as inert JSON (not a script), escaping "<" so it can't close the tag; a
 * page served while the access gate is locked gets the WithheldShopInfo instead.
 */
export function embedShopConfig(html: string, shop: ShopInfo | WithheldShopInfo): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="shop-config" type="application/json">${json}</script></head>`);
}

/**
 * Whether the Accept header asks for JSON only (every type it names with q > 0 is JSON): then a
 * page path answers the JSON 404 like the API. curl's and link fetchers' "any type" (star/star), browsers, and no
 * Accept at all get the page.
 */
export function asksForJsonOnly(accept: string | undefined): boolean {
  if (!accept?.trim()) return false;
  const types = accept
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => (type ?? '').trim().toLowerCase());
  return (
    types.length > 0 &&
    types.every((type) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type))
  );
}

/**
 * A request for a page of the web app: GET or HEAD, outside /api, and not asking for
 * JSON only. A path that looks like a file (its last segment has an extension, e.g. a missing
 * /assets/x.js fetched with "any type") is a page only when the request names text/html.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept;
  if (/\.[a-z0-9]{1,8}$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1)))
    return /\btext\/html\b/i.test(accept ?? '');
  return !asksForJsonOnly(accept);
}

/** Source module of the browser app behind the tiny entry (web/src/main.tsx imports it dynamically). */
const CLIENT_MODULE = 'src/client.tsx';

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
async function loadRenderer(ssrDir: string, log: FastifyInstance['log']): Promise<SsrModule | undefined> {
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

export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  const builtIndex = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const manifestFile = opts.distDir ? path.join(opts.distDir, '.vite', 'manifest.json') : undefined;
  const manifest =
    manifestFile && existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
      : undefined;
  // The app shell starts the app at once: fetch its chunks with the entry rather than after it.
  // (Server-rendered pages do not: their app code loads after the first paint, see web/src/main.tsx.)
  const withPreloads = (html: string) =>
    html.replace('</head>', () => `${modulePreloads(manifest, [CLIENT_MODULE], html)}</head>`);
  /**
   * index.html with the shop facts of `shop` (`template`), the same with the app's preloads
   * (`indexHtml`), and the app shell for a visitor the access gate has not let in (the /access
   * page: the shop's name but none of its contact details or bank alias;
   * never server-rendered). Built again when the facts change (docs/decisions/0028).
   */
  let shells: { version: number; template: string; indexHtml: string; lockedHtml: string } | undefined;
  const shellsFor = (shop: ShopInfo, version: number) => {
    if (!builtIndex) return undefined;
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
  const currentShells = async () => {
    const shop = await opts.shop.current();
    return { shop, ...shellsFor(shop, opts.shop.version())! };
  };

  // Importing the renderer loads the whole React app (seconds on a busy small machine): it starts
  // now but is not awaited here, so start-up (and Fastify's plugin timeout) does not wait for it;
  // the first page requests wait instead.
  let rendererReady: Promise<SsrModule | undefined> = Promise.resolve(undefined);
  if (opts.distDir && builtIndex && opts.catalog) {
    if (ROOT_MARKUP.test(builtIndex))
      rendererReady = loadRenderer(opts.ssrDir ?? path.resolve(opts.distDir, '..', 'dist-ssr'), app.log);
    else
      app.log.warn(
        'web/index.html has no <div id="root">…</div> before </body>; pages are not server-rendered',
      );
  }

  if (opts.distDir && builtIndex) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        // The service worker and the manifest name the build's files: a browser must see a new build at once.
        const cacheControl = NO_CACHE_FILES.has(name)
          ? 'no-cache'
          : filePath.includes(`${path.sep}assets${path.sep}`)
            ? IMMUTABLE
            : WEEK;
        reply.header('cache-control', cacheControl);
      },
    });
  }

  const sendHtml = (reply: FastifyReply, html: string | Buffer, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  // Rendering costs 50-100 ms of CPU per page; a busy shop serves the same few pages again and
  // again. Each page (URL without tracking parameters, language) is rendered by one request at a
  // time; the others share that render, or get the previous copy while it runs.
  interface CachedPage extends CompressedCopies {
    /** When the render started (Date.now()) and its order among renders. */
    at: number;
    seq: number;
    /** catalog.version() and the shop facts' version() when the render started (pageVersion()). */
    version: string;
    dataVersion: number;
    status: number;
    page: string;
  }
  const pageCache = new Map<string, CachedPage>();
  const rendering = new Map<string, { version: string; done: Promise<CachedPage | undefined> }>();
  /** What a page was built from: a change to either the catalogue or the shop facts drops it. */
  const pageVersion = (catalog: NonNullable<WebAppOptions['catalog']>) =>
    `${catalog.version()}:${opts.shop.version()}`;
  const pageCacheTtlMs = opts.pageCacheTtlMs ?? 0;
  let renderSeq = 0;

  /**
   * Renders `url` (already normalised) in `lang`: the server-rendered page, or the app shell for
   * pages the renderer leaves to the browser, each with the page's own <head> (title, meta tags,
   * JSON-LD) and status when the renderer provides `pageHead`; undefined for a shell page without it.
   */
  async function render(
    renderer: SsrModule,
    catalog: NonNullable<WebAppOptions['catalog']>,
    url: string,
    lang: Lang,
  ): Promise<CachedPage | undefined> {
    // Taken before rendering: a change during the render makes this page old at once.
    const { shop, template, indexHtml } = await currentShells();
    const stamp = {
      at: Date.now(),
      seq: ++renderSeq,
      version: pageVersion(catalog),
      dataVersion: catalog.dataVersion(),
    };
    const site = siteFacts(shop, opts.publicUrl);
    const [result, meta] = await Promise.all([
      renderer.render(new Request(`http://localhost${url}`), { catalog, shop, lang }),
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
    return { ...stamp, status: result ? Math.max(result.status, meta?.status ?? 200) : meta!.status, page };
  }

  /** The one render of `key` under the current catalogue version, started if none runs; its result is cached. */
  function renderOnce(
    renderer: SsrModule,
    catalog: NonNullable<WebAppOptions['catalog']>,
    key: string,
    url: string,
    lang: Lang,
  ) {
    const running = rendering.get(key);
    // A render begun before an invalidate() would show what the owner just changed: not shared.
    if (running && running.version === pageVersion(catalog)) return running.done;
    const done = render(renderer, catalog, url, lang)
      .then((entry) => {
        const held = pageCache.get(key);
        // A slower, older render never replaces a newer copy.
        if (entry && (!held || held.seq < entry.seq)) {
          pageCache.delete(key);
          if (pageCache.size >= PAGE_CACHE_MAX) pageCache.delete(pageCache.keys().next().value!);
          pageCache.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (rendering.get(key)?.done === done) rendering.delete(key);
      });
    rendering.set(key, { version: pageVersion(catalog), done });
    return done;
  }

  /** The page for `request`: server-rendered when possible, else the app shell. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // Set by the access gate (modules/access/routes.ts) before any handler runs.
    if (request.accessLocked === true) return sendHtml(reply, (await currentShells()).lockedHtml);
    const renderer = await rendererReady;
    const catalog = opts.catalog;
    if (renderer && catalog) {
      // ?lang= of a shared link, else the cookie the web app keeps in step with its saved choice (not
      // Accept-Language: the page must match what the browser will render). A ?lang= choice is kept
      //, as the browser keeps it (web/src/lib/i18n.ts).
      const linked = queryLang(request);
      const lang = linked ?? cookieLang(request) ?? 'es';
      if (linked && linked !== cookieLang(request))
        reply.setCookie('lang', linked, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
      const url = pageUrl(request.url);
      try {
        let entry: CachedPage | undefined;
        if (pageCacheTtlMs <= 0) {
          entry = await render(renderer, catalog, url, lang);
        } else {
          const key = `${lang} ${url}`;
          const cached = pageCache.get(key);
          const age = cached ? Date.now() - cached.at : Infinity;
          // Pages rendered before an invalidate() (the owner's change) are never served again.
          if (cached && cached.version === pageVersion(catalog) && age < 2 * pageCacheTtlMs) {
            if (age >= pageCacheTtlMs || cached.dataVersion !== catalog.dataVersion()) {
              // Old but close enough: this request gets it, one render refreshes it meanwhile.
              renderOnce(renderer, catalog, key, url, lang).catch((err: unknown) =>
                request.log.error({ err }, 'server rendering failed; the previous copy of the page stays'),
              );
            } else {
              // Most recently used last, so the pages shoppers keep asking for are not evicted.
              pageCache.delete(key);
              pageCache.set(key, cached);
            }
            entry = cached;
          } else {
            entry = await renderOnce(renderer, catalog, key, url, lang);
          }
        }
        if (entry) {
          // The markup depends on the language cookie.
          reply.header('vary', 'Cookie');
          // A cached page is compressed once, not on every request (lib/compressed-page.ts says why).
          const encoding =
            pageCacheTtlMs > 0 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
          if (!encoding) return sendHtml(reply, entry.page, entry.status);
          const bytes = await compressedPage(entry, encoding);
          reply.header('vary', 'Cookie, Accept-Encoding').header('content-encoding', encoding);
          return sendHtml(reply, bytes, entry.status);
        }
      } catch (err) {
        // A rendering bug must not take pages down: the browser can still render the shell.
        request.log.error({ err }, 'server rendering failed; sending the app shell');
      }
    }
    return sendHtml(reply, (await currentShells()).indexHtml);
  }

  /** The API's JSON 404 (unknown /api paths, files, requests that ask for JSON only). */
  function notFoundJson(request: FastifyRequest, reply: FastifyReply) {
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: message('notFound', requestLang(request)) } });
  }

  /** A page for any client route (whatever the Accept, unless JSON only), the JSON 404 otherwise. */
  const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    builtIndex && isPageRequest(request) ? sendPage(request, reply) : notFoundJson(request, reply);

  // The static wildcard would answer "/" as a directory listing (403), so the home page is explicit.
  if (builtIndex) app.get('/', pageOrNotFound);
  // The catalogue's pages are routed directly too: through the static wildcard each request first
  // cost a stat, a directory read (@fastify/static's path spelling check) and the .br/.gz stats
  // before falling through to the renderer, a quarter of the CPU under `npm run bench:load`.
  if (builtIndex) for (const url of RENDERED_PAGES) app.get(url, pageOrNotFound);

  app.setNotFoundHandler(pageOrNotFound);
});
