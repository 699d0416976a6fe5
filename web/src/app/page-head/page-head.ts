/**
 * The <head> of every page as the server sends it ("Every page answers like a page"):
 * its title in the one pattern "{page} · {shop name}", description, canonical
 * URL, hreflang alternates (es, en, x-default), Open Graph and Twitter card tags (absolute image
 * URL, site name, locale es_AR / en_US; a product adds its price in ARS and a 1200×630 preview),
 * robots noindex on private and missing pages, and JSON-LD (Bakery, BreadcrumbList, Product).
 * Also the page's status: 404 for unknown paths and for unknown or hidden products.
 *
 * Server only (exported by entry-server.tsx, used by server/src/plugins/web-app/page-renderer.ts for
 * server-rendered pages and app-shell pages alike): nothing here reaches the browser's bundle.
 * Spanish pages live at the plain URL, English ones at the same URL with `?lang=en`.
 */
import { matchRoutes } from 'react-router';
import { documentTitle, previewImagePath, PREVIEW_IMAGE, shopNameIn } from '@shop/domain';
import type { PageHeadContext, PageHeadResult, SiteFacts } from '../../entry-types.ts';
import type { AppLang } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import type { PageHandle } from '../router.tsx';
import { routes } from '../router.tsx';
import type { ResolvedHead, StaticHead, TextKey } from '../page-module.ts';
import { bakeryJsonLd, breadcrumbJsonLd, productJsonLd } from './json-ld.ts';
import { pageText } from './page-texts.ts';
import { runPage } from './run-page.ts';

export type { PageHeadContext, SiteFacts };
/** The head and status of one page (entry-types.ts). */
export type PageHead = PageHeadResult;

const OG_LOCALE: Record<AppLang, string> = { es: 'es_AR', en: 'en_US' };
const DESCRIPTION_MAX = 160;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** At most DESCRIPTION_MAX characters, cut at a word with "…". */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).replace(/[\s,;:.]+$/, '')}…`;
}

/** The page's URL in `lang`: Spanish at the plain path, English with ?lang=en (other parameters kept, sorted). */
export function localizedUrl(
  publicUrl: string,
  path: string,
  params: [string, string][],
  lang: AppLang,
): string {
  const query = new URLSearchParams(params);
  if (lang === 'en') query.set('lang', 'en');
  const qs = query.toString();
  return `${publicUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** A static head (locale keys) in the page's language. */
function resolveStatic(
  spec: StaticHead,
  t: (key: TextKey, values?: Record<string, string>) => string,
  city: string,
): ResolvedHead {
  return {
    title: t(spec.title),
    description: spec.description ? t(spec.description, { city }) : undefined,
    indexable: spec.indexable,
    status: spec.status,
  };
}

/**
 * The head and status of the page at `url` (path and query, e.g. "/category?selected=Dulces&lang=en")
 * in `ctx.lang`: what the matched route declares (its module's `head`, from its `loader`'s data,
 * or the route table's), the same for every page (app/page-module.ts).
 */
export async function pageHead(url: string, ctx: PageHeadContext): Promise<PageHeadResult> {
  const { catalog, shop, site, lang } = ctx;
  const parsed = new URL(url, 'http://x');
  const match = matchRoutes(routes, parsed.pathname)?.at(-1);
  const handle = match?.route.handle as PageHandle | undefined;
  const routeParams = match?.params ?? {};
  const isHome = match?.route.index === true;
  const shopName = shopNameIn(shop, lang);
  const t = (key: TextKey, values?: Record<string, string>) => pageText(lang, key, values);

  // The page's loader runs as for rendering (its queries are thrown away): the head reads its data.
  const client = createQueryClient();
  const run = await runPage(handle, { client, catalog, lang, params: routeParams, url: parsed });
  client.clear();
  const spec: ResolvedHead = !run.head
    ? { title: t('common:notFound.title'), status: 404 }
    : typeof run.head === 'function'
      ? run.head({ lang, shop, params: routeParams, url: parsed, t, data: run.load.data })
      : resolveStatic(run.head, t, shop.city);

  const status = Math.max(run.status, spec.status ?? 200);
  const pageTitle = spec.title;
  const description = spec.description !== undefined ? shorten(spec.description) : t('seo:default');
  const product = status === 200 ? spec.product : undefined;
  const type: 'website' | 'product' = product ? 'product' : 'website';
  // Only the parameters that change the page are part of its canonical URL.
  const params = spec.params ?? [];
  const crumbs = spec.crumbs ?? (isHome ? [] : [{ name: pageTitle, path: parsed.pathname }]);

  const title = documentTitle(pageTitle, shopName);
  const path = status === 404 ? parsed.pathname : (spec.path ?? parsed.pathname);
  const indexable = status === 200 && spec.indexable === true;
  const canonical = localizedUrl(site.publicUrl, path, params, lang);

  // The preview: the product's own, else the deal's (or the first product's) so every shared link shows bread.
  const imageProduct =
    product ??
    (await catalog.getDeal(lang))?.product ??
    (await catalog.listProducts({ limit: 1, offset: 0, lang })).items[0];
  const imagePath = imageProduct?.images[0] ? previewImagePath(imageProduct.images[0]) : undefined;
  const image = imagePath ? `${site.publicUrl}${imagePath}` : undefined;

  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    indexable ? '' : '<meta name="robots" content="noindex">',
  ];
  if (status === 200) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const alt of ['es', 'en'] as const) {
      tags.push(
        `<link rel="alternate" hreflang="${alt}" href="${escapeHtml(localizedUrl(site.publicUrl, path, params, alt))}">`,
      );
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(site.publicUrl, path, params, 'es'))}">`,
    );
  }
  tags.push(
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', pageTitle ?? shopName),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[lang === 'es' ? 'en' : 'es']),
  );
  if (image && imageProduct) {
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', PREVIEW_IMAGE.type),
      meta('property', 'og:image:width', PREVIEW_IMAGE.width),
      meta('property', 'og:image:height', PREVIEW_IMAGE.height),
      meta('property', 'og:image:alt', imageProduct.imageAlt),
    );
  }
  if (product) {
    tags.push(
      meta('property', 'product:price:amount', product.price),
      meta('property', 'product:price:currency', 'ARS'),
      meta('property', 'product:availability', product.inStock ? 'in stock' : 'out of stock'),
    );
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', pageTitle ?? shopName),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
    image && imageProduct ? meta('name', 'twitter:image:alt', imageProduct.imageAlt) : '',
  );

  if (indexable) {
    const ld: unknown[] = [bakeryJsonLd(shop, shopName, site, image)];
    if (crumbs.length > 0) {
      ld.push(
        breadcrumbJsonLd([
          { name: t('seo:breadcrumbHome'), url: localizedUrl(site.publicUrl, '/', [], lang) },
          ...crumbs.map((c) => ({
            name: c.name,
            url: localizedUrl(site.publicUrl, c.path, c.params ?? [], lang),
          })),
        ]),
      );
    }
    if (product) ld.push(productJsonLd(product, canonical, site));
    for (const item of ld) tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  }
  return { status, title, head: tags.filter(Boolean).join('') };
}
