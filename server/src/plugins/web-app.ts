/**
 * Serves the built web app from the same process as the API (the parts in web-app/): the build's
 * files (static-files.ts) and page requests.
 *
 * Pages: when the server renderer was built (web/dist-ssr/entry-server.js, see
 * web/src/entry-server.tsx), catalogue and static pages are rendered on the server in the
 * language of the "lang" cookie, so the first HTML already shows the page; unknown pages and
 * products get a 404 status with the rendered 404 view. Pages the renderer leaves to the browser
 * (cart, wishlist, checkout, contact, sign-in, account...) get index.html with the renderer's shell
 * in #root (header, footer and the page's skeleton, no personal data) and the app starts
 * at once, except /cart, /wishlist and /checkout asked with the cookies mirroring the shopper's lists, which
 * are rendered with them for that request alone, never cached (web-app/shopper-page.ts); every page when there is no renderer or it fails gets index.html (the plain app shell).
 * Both carry the shop facts embedded as JSON (page-renderer.ts). Unknown /api paths and
 * non-HTML requests get the JSON 404 (page-request.ts). While the access gate is locked the only
 * page it lets through (/access) gets the app shell with the shop's name alone.
 *
 * Rendered pages are cached per page and language (page-cache.ts); query parameters that only
 * track visits (`utm_*`, `fbclid`, `gclid`...) are not part of the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, compressedPage } from '../lib/compressed-page.ts';
import { message } from '../lib/http-errors.ts';
import { cookieLang, queryLang, requestLang } from '../lib/lang.ts';
import { createPageCache } from './web-app/page-cache.ts';
import {
  createPageRenderer,
  loadRenderer,
  readRenderedPaths,
  ROOT_MARKUP,
  type PageCatalog,
  type RenderedPage,
  type ShopFactsSource,
  type SsrModule,
} from './web-app/page-renderer.ts';
import { isPageRequest, pageUrl } from './web-app/page-request.ts';
import { SHOPPER_PAGE_CACHE_CONTROL, shopperListsFor } from './web-app/shopper-page.ts';
import { registerStaticFiles } from './web-app/static-files.ts';

export { asksForJsonOnly, pageUrl } from './web-app/page-request.ts';
export { embedShopConfig } from './web-app/page-renderer.ts';

export interface WebAppOptions {
  /** Directory holding Vite's build output (index.html, assets/, images/); undefined = API only. */
  distDir: string | undefined;
  /** Directory of the server renderer build; default: dist-ssr beside distDir. */
  ssrDir?: string;
  /**
   * The shop's facts as the owner saved them (docs/decisions/0028): pages and the embedded
   * #shop-config read `current()`, and a new `version()` drops the pages built from older facts.
   */
  shop: ShopFactsSource;
  /** Public origin (canonical URLs, previews, JSON-LD). */
  publicUrl: string;
  /** The catalogue the renderer reads (in memory, no HTTP). Without it pages are not server-rendered. */
  catalog?: PageCatalog;
  /**
   * How long a rendered page is reused for the same URL and language, in ms (0 = never). Pages
   * hold no shopper data (cart and wishlist live in the browser), only catalogue data, so the
   * catalogue's own staleness bound fits. After it, the old copy is still served for as long
   * again while one new render runs (stale-while-revalidate).
   */
  pageCacheTtlMs?: number;
}

export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
  const builtIndex = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const ssrDir = opts.distDir ? (opts.ssrDir ?? path.resolve(opts.distDir, '..', 'dist-ssr')) : undefined;
  const pages =
    opts.distDir && builtIndex
      ? createPageRenderer({
          builtIndex,
          manifestFile: path.join(opts.distDir, '.vite', 'manifest.json'),
          shop: opts.shop,
          publicUrl: opts.publicUrl,
        })
      : undefined;

  // Importing the renderer loads the whole React app (seconds on a busy small machine): it starts
  // now but is not awaited here, so start-up (and Fastify's plugin timeout) does not wait for it;
  // the first page requests wait instead.
  let rendererReady: Promise<SsrModule | undefined> = Promise.resolve(undefined);
  if (ssrDir && builtIndex && opts.catalog) {
    if (ROOT_MARKUP.test(builtIndex)) rendererReady = loadRenderer(ssrDir, app.log);
    else
      app.log.warn(
        'web/index.html has no <div id="root">…</div> before </body>; pages are not server-rendered',
      );
  }

  if (opts.distDir && builtIndex) await registerStaticFiles(app, opts.distDir);

  const sendHtml = (reply: FastifyReply, html: string | Buffer, status = 200, cacheControl = 'no-cache') =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);

  const catalog = opts.catalog;
  const cache =
    pages && catalog
      ? createPageCache({
          ttlMs: opts.pageCacheTtlMs ?? 0,
          catalog,
          shop: opts.shop,
          render: async (url, lang) => {
            const renderer = await rendererReady;
            return renderer ? pages.render(renderer, catalog, url, lang) : undefined;
          },
          onBackgroundError: (err) =>
            app.log.error({ err }, 'server rendering failed; the previous copy of the page stays'),
        })
      : undefined;

  /** The page for `request`: server-rendered when possible, else the app shell. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    // Set by the access gate (modules/access/routes.ts) before any handler runs.
    if (request.accessLocked === true) return sendHtml(reply, (await pages!.currentShells()).lockedHtml);
    const renderer = await rendererReady;
    if (renderer && cache) {
      // ?lang= of a shared link, else the cookie the web app keeps in step with its saved choice (not
      // Accept-Language: the page must match what the browser will render). A ?lang= choice is kept,
      // as the browser keeps it (web/src/lib/i18n.ts).
      const linked = queryLang(request);
      const lang = linked ?? cookieLang(request) ?? 'es';
      if (linked && linked !== cookieLang(request))
        reply.setCookie('lang', linked, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
      try {
        // A returning shopper's /cart, /wishlist or /checkout, rendered from the mirror cookies for
        // this request alone (web-app/shopper-page.ts). Compressed here: these pages are answered by
        // the not-found handler, which @fastify/compress (hooked on declared routes) leaves alone.
        const shopper = shopperListsFor(request, renderer);
        const own = shopper && (await pages!.render(renderer, catalog!, pageUrl(request.url), lang, shopper));
        if (own) {
          const encoding = acceptedEncoding(request.headers['accept-encoding']);
          reply.header('vary', 'Cookie, Accept-Encoding');
          if (!encoding) return sendHtml(reply, own.page, own.status, SHOPPER_PAGE_CACHE_CONTROL);
          const bytes = await compressedPage({ page: own.page }, encoding);
          reply.header('content-encoding', encoding);
          return sendHtml(reply, bytes, own.status, SHOPPER_PAGE_CACHE_CONTROL);
        }
        const entry: RenderedPage | undefined = await cache.get(pageUrl(request.url), lang);
        if (entry) {
          // The markup depends on the language cookie.
          reply.header('vary', 'Cookie');
          // A cached page is compressed once, not on every request (lib/compressed-page.ts says why).
          const encoding = cache.enabled ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
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
    return sendHtml(reply, (await pages!.currentShells()).indexHtml);
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
  // The server-rendered pages (from the web's route table, via dist-ssr/rendered-paths.json) are
  // routed directly too: through the static wildcard each request first cost a stat, a directory
  // read (@fastify/static's path spelling check) and the .br/.gz stats before falling through to
  // the renderer, a quarter of the CPU under `npm run bench:load`.
  if (builtIndex && ssrDir) for (const url of readRenderedPaths(ssrDir)) app.get(url, pageOrNotFound);

  app.setNotFoundHandler(pageOrNotFound);
});
