/**
 * The <head> of every page as the server sends it ("Every page answers like a page"):
 * its title in the one pattern "{page} · {shop name}", description, canonical
 * URL, hreflang alternates (es, en, x-default), Open Graph and Twitter card tags (absolute image
 * URL, site name, locale es_AR / en_US; a product adds its price in ARS and a 1200×630 preview),
 * robots noindex on private and missing pages, and JSON-LD (Bakery, BreadcrumbList, Product).
 * Also the page's status: 404 for unknown paths and for unknown or hidden products.
 *
 * Server only (exported by entry-server.tsx, used by server/src/plugins/web-app.ts for
 * server-rendered pages and app-shell pages alike): nothing here reaches the browser's bundle.
 * Spanish pages live at the plain URL, English ones at the same URL with `?lang=en`.
 */
import { matchRoutes } from 'react-router';
import {
  documentTitle,
  previewImagePath,
  PREVIEW_IMAGE,
  shopNameIn,
  type Product,
  type ShopInfo,
} from '@shop/domain';
import type { AppLang } from '../../lib/i18n.ts';
import { routes } from '../router.tsx';
import { parseCategoryParam } from '../../features/catalog/category-param.ts';
import { bakeryJsonLd, breadcrumbJsonLd, productJsonLd, type SiteFacts } from './json-ld.ts';
import { pageText, type Namespace } from './page-texts.ts';

export type { SiteFacts };

/** The catalogue reads a page's head needs (the server's catalogue service has this shape). */
export interface HeadCatalog {
  getProduct(idOrSlug: string, lang: AppLang): Promise<Product | undefined>;
  getDeal(lang: AppLang): Promise<{ product: Product } | undefined>;
  listProducts(input: { limit: number; offset: number; lang: AppLang }): Promise<{ items: Product[] }>;
}

export interface PageHeadContext {
  catalog: HeadCatalog;
  shop: ShopInfo;
  site: SiteFacts;
  lang: AppLang;
}

export interface PageHead {
  /** 200, or 404 for unknown paths and unknown or hidden products. */
  status: number;
  /** The tab title, e.g. "Pan keto de semillas · Panadería Keto". */
  title: string;
  /** Markup for <head>: <title>, meta and link tags, JSON-LD scripts. */
  head: string;
}

/** Pages search engines may list (the sitemap names the same, server/src/modules/seo/service/sitemap.ts). */
const PUBLIC_PAGES = new Set([
  '',
  'allProducts',
  'allProducts/:slug',
  'category',
  'about',
  'contact',
  'encargos',
  'arrepentimiento',
  'privacy',
  'terms',
]);

/** Title keys of the pages with a fixed title (the keys the pages themselves use in the browser). */
const TITLE_KEYS: Record<string, `${Namespace}:${string}`> = {
  '': 'home:title',
  allProducts: 'catalog:allProducts.documentTitle',
  logout: 'catalog:allProducts.documentTitle',
  cart: 'cart:documentTitle',
  wishlist: 'cart:wishlist.documentTitle',
  checkout: 'checkout:documentTitle',
  contact: 'common:contact.title',
  encargos: 'common:menu.catering',
  'encargos/confirmar': 'common:menu.catering',
  arrepentimiento: 'common:footer.withdrawal',
  baja: 'promotions:leave.title',
  about: 'pages:about.title',
  privacy: 'pages:privacy.title',
  terms: 'pages:terms.title',
  login: 'auth:login.title',
  signup: 'auth:signUp.title',
  'confirm-account': 'auth:confirm.title',
  'forgot-password': 'auth:forgot.title',
  callback: 'auth:callback.title',
  account: 'account:title',
  orders: 'orders:title',
  'pedidos/:pedidoId/comprobante': 'orders:receipt.title',
  payment: 'payment:documentTitle',
  'pedidos/:pedidoId/pago': 'payment:pay.documentTitle',
  access: 'access:title',
  'subscribe/confirm': 'promotions:confirm.documentTitle',
  unsubscribe: 'promotions:unsubscribe.documentTitle',
  '*': 'common:notFound.title',
};

/** Descriptions of the public pages (locales/<lang>/seo.json); the others share "default". */
const DESCRIPTION_KEYS: Record<string, `seo:${string}`> = {
  '': 'seo:home',
  allProducts: 'seo:allProducts',
  about: 'seo:about',
  contact: 'seo:contact',
  encargos: 'seo:catering',
  arrepentimiento: 'seo:withdrawal',
  privacy: 'seo:privacy',
  terms: 'seo:terms',
};

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

/**
 * The head and status of the page at `url` (path and query, e.g. "/category?selected=Dulces&lang=en")
 * in `ctx.lang`.
 */
export async function pageHead(url: string, ctx: PageHeadContext): Promise<PageHead> {
  const { catalog, shop, site, lang } = ctx;
  const parsed = new URL(url, 'http://x');
  const match = matchRoutes(routes, parsed.pathname)?.at(-1);
  const pattern = match?.route.index ? '' : (match?.route.path ?? '*');
  const shopName = shopNameIn(shop, lang);
  const t = (key: `${Namespace}:${string}`, values?: Record<string, string>) => pageText(lang, key, values);

  let status = 200;
  let pageTitle: string | undefined;
  let description = t('seo:default');
  let type: 'website' | 'product' = 'website';
  let product: Product | undefined;
  // Only the parameters that change the page are part of its canonical URL.
  let params: [string, string][] = [];
  const crumbs: { name: string; path: string; params?: [string, string][] }[] = [];

  if (pattern === 'allProducts/:slug') {
    const slug = match?.params.slug ?? '';
    product = slug ? await catalog.getProduct(slug, lang) : undefined;
    if (product) {
      pageTitle = product.title;
      description = shorten(product.details);
      type = 'product';
      crumbs.push(
        { name: t('seo:breadcrumbProducts'), path: '/allProducts' },
        { name: product.title, path: `/allProducts/${product.slug}` },
      );
    } else {
      status = 404;
      pageTitle = t('common:notFound.title');
    }
  } else if (pattern === 'category') {
    const selected = parseCategoryParam(parsed.searchParams.get('selected'));
    const name = t(`catalog:category.names.${selected}`);
    pageTitle = t('catalog:category.documentTitle', { name });
    description = t('seo:category', { name });
    params = [['selected', selected]];
    crumbs.push(
      { name: t('seo:breadcrumbProducts'), path: '/allProducts' },
      { name, path: '/category', params },
    );
  } else if (pattern.startsWith('admin')) {
    pageTitle = t('admin:title');
  } else {
    pageTitle = t(TITLE_KEYS[pattern] ?? 'common:notFound.title');
    if (DESCRIPTION_KEYS[pattern]) description = t(DESCRIPTION_KEYS[pattern], { city: shop.city });
    if (pattern === '*') status = 404;
    else if (pattern !== '' && pageTitle) crumbs.push({ name: pageTitle, path: parsed.pathname });
  }

  const title = documentTitle(pageTitle, shopName);
  const path =
    status === 404
      ? parsed.pathname
      : pattern === 'allProducts/:slug' && product
        ? `/allProducts/${product.slug}`
        : parsed.pathname;
  const indexable = status === 200 && PUBLIC_PAGES.has(pattern);
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
