/**
 * /sitemap.xml and /robots.txt: what search engines may read. The sitemap lists every
 * visible product and every public static page in both languages (Spanish at the plain URL,
 * English with ?lang=en, each naming the other as its hreflang alternate) with `lastmod`; robots.txt
 * names the sitemap and keeps /admin, /account, /orders and /api out.
 */
import { CATEGORIES, LANGS } from '@shop/domain';

/** One page of the sitemap: its path and parameters (without lang) and when it last changed. */
export interface SitemapPage {
  path: string;
  params?: [string, string][];
  lastmod: Date;
}

/** Paths robots.txt keeps crawlers out of, plus the per-shopper pages below them. */
export const PRIVATE_PATHS = [
  '/admin',
  '/account',
  '/orders',
  '/api',
  '/pedidos',
  '/checkout',
  '/cart',
  '/wishlist',
  '/payment',
];

/** Public pages that are not built from the catalogue (their texts change with a new release). */
const STATIC_PAGES = ['/about', '/contact', '/encargos', '/privacy', '/terms', '/arrepentimiento'];

/**
 * The pages a sitemap lists: home, /allProducts and each category (changed with the catalogue),
 * each product (its own last change) and the static pages (`releasedAt`).
 * @param products visible products in catalogue order.
 * @param releasedAt when the web app was built (its texts' last change).
 */
export function sitemapPages(products: { slug: string; updatedAt: Date }[], releasedAt: Date): SitemapPage[] {
  const catalogChanged = new Date(
    Math.max(releasedAt.getTime(), ...products.map((p) => p.updatedAt.getTime())),
  );
  return [
    { path: '/', lastmod: catalogChanged },
    { path: '/allProducts', lastmod: catalogChanged },
    // The values /category?selected= takes (web/src/features/catalog/category-param.ts).
    ...CATEGORIES.map((c) => ({
      path: '/category',
      params: [['selected', c.charAt(0).toUpperCase() + c.slice(1)]] as [string, string][],
      lastmod: catalogChanged,
    })),
    ...products.map((p) => ({ path: `/allProducts/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
    ...STATIC_PAGES.map((path) => ({ path, lastmod: releasedAt })),
  ];
}

const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's absolute URL in `lang` (the same rule as the pages' canonical links, web/src/app/page-head). */
export function pageUrlIn(publicUrl: string, page: SitemapPage, lang: (typeof LANGS)[number]): string {
  const query = new URLSearchParams(page.params ?? []);
  if (lang === 'en') query.set('lang', 'en');
  const qs = query.toString();
  return `${publicUrl}${page.path}${qs ? `?${qs}` : ''}`;
}

/** The sitemap XML (sitemaps.org 0.9 with xhtml:link alternates): one <url> per page and language. */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = LANGS.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrlIn(publicUrl, page, l))}"/>`,
    ).join('');
    return LANGS.map(
      (lang) =>
        `<url><loc>${xml(pageUrlIn(publicUrl, page, lang))}</loc><lastmod>${page.lastmod.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: every crawler, the private paths disallowed, the sitemap named by its absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
