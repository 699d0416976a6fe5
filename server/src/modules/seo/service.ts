/**
 * What search engines and link previews read: the sitemap, robots.txt and products' preview images.
 *
 * /sitemap.xml and /robots.txt: what search engines may read. The sitemap lists every
 * visible product and every public static page in both languages (Spanish at the plain URL,
 * English with ?lang=en, each naming the other as its hreflang alternate) with `lastmod`; robots.txt
 * names the sitemap and keeps /admin, /account, /orders and /api out.
 */
import { CATEGORIES, LANGS, PREVIEW_IMAGE, PREVIEW_URL_PREFIX } from '@shop/domain';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { readStoredBytes, type FileStorage } from '../../plugins/storage.ts';

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

/*
 * Link-preview images ("a preview image of at least 1200×630 made from the product's
 * first image by sharp, cached"): the 800 px square of a product image centred on a blurred,
 * darkened copy of itself, 1200 × 630 JPEG (PREVIEW_IMAGE in @shop/domain).
 *
 * Made once per image version by a background job (seo/jobs.ts; "tests in ten minutes": never
 * inside a request), queued when a product's cover image gets its variants or when a preview is
 * asked for and not there yet. The result is kept in the file storage (DATA_DIR/files or the S3
 * bucket, so every process shares it) under a key derived from the source picture's bytes, so a
 * replaced picture gets a new preview and an unchanged one is never made again. Until it exists,
 * the request gets a fallback: the 800 px square itself as JPEG.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED = new RegExp(`^uploads/(products/\\d{1,10}/${UUID})\\.jpg$`);
const SEED = /^products\/([a-z0-9][a-z0-9-]{0,80})\.jpg$/;

/** A product image's 800 px picture; `final` when it is the converted variant (not an upload's fallback JPEG). */
export interface SourcePicture {
  bytes: Buffer;
  final: boolean;
}

export interface PreviewSources {
  storage: FileStorage;
  /** The web build (seed images under images/products/); undefined = API only. */
  distDir: string | undefined;
  /** The 800 px picture of an uploaded image base ("/images/uploads/products/17/<uuid>"); undefined when it has none. */
  uploadedPicture(base: string): Promise<SourcePicture | undefined>;
}

/**
 * The source picture of a preview path (the part after PREVIEW_URL_PREFIX, e.g.
 * "products/0-1.jpg" or "uploads/products/17/<uuid>.jpg"): the 800 px picture of that image base,
 * from the web build or the storage; undefined when the path names no product image.
 */
export async function previewSource(
  rest: string,
  sources: PreviewSources,
): Promise<SourcePicture | undefined> {
  const uploaded = UPLOADED.exec(rest);
  if (uploaded) return sources.uploadedPicture(`/images/uploads/${uploaded[1]}`);
  const seed = SEED.exec(rest);
  if (seed && sources.distDir) {
    try {
      return {
        bytes: await readFile(path.join(sources.distDir, 'images', 'products', `${seed[1]}-800.webp`)),
        final: true,
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The storage key of the preview made from `source` (the 800 px picture's bytes). */
export function previewKey(source: Buffer): string {
  return `previews/${createHash('sha256').update(source).digest('hex').slice(0, 32)}.jpg`;
}

/** Makes the 1200 × 630 JPEG from a square (or any) product picture. Slow (the blur): jobs only. */
export async function makePreview(source: Buffer): Promise<Buffer> {
  const { width, height } = PREVIEW_IMAGE;
  const backdrop = await sharp(source)
    .resize(width, height, { fit: 'cover' })
    .blur(30)
    .modulate({ brightness: 0.8 })
    .toBuffer();
  const square = await sharp(source).resize(height, height, { fit: 'cover' }).toBuffer();
  return sharp(backdrop)
    .composite([{ input: square, left: Math.round((width - height) / 2), top: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** A preview as served: the made one (`final`, cacheable), or a fallback until it is made. */
export interface ServedPreview {
  jpeg: Buffer;
  final: boolean;
}

export interface PreviewStoreDeps extends PreviewSources {
  /** Queues the job that makes the preview of `rest` (once per path while queued). */
  requestPreview(rest: string): Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Serves previews from the storage; see the top of this file. */
export function createPreviewStore(deps: PreviewStoreDeps) {
  return {
    /**
     * The preview for a path under PREVIEW_URL_PREFIX; undefined when it names no product image.
     * When it is not made yet, its job is queued and the source picture is served as JPEG.
     * Storage failures propagate (the error handler answers 5xx/503 as for any storage read).
     */
    async get(rest: string): Promise<ServedPreview | undefined> {
      const source = await previewSource(rest, deps);
      if (!source) return undefined;
      // An upload whose variants are being made: its fallback is a JPEG already, and its job queues the preview.
      if (!source.final) return { jpeg: source.bytes, final: false };
      const stored = await readStoredBytes(deps.storage, previewKey(source.bytes));
      if (stored) return { jpeg: stored, final: true };
      // A lost enqueue only delays the preview to the next request; the page still gets a picture.
      await deps
        .requestPreview(rest)
        .catch((err: unknown) => deps.log.warn({ err, rest }, 'could not queue a link preview'));
      return {
        jpeg: await sharp(source.bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer(),
        final: false,
      };
    },
  };
}

export type PreviewStore = ReturnType<typeof createPreviewStore>;

export { PREVIEW_URL_PREFIX };
