/**
 * Pages that answer like pages, link previews and what search engines read, and one
 * tab-title pattern, through the real app with the real web build.
 */
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AggregateRating, ListItem, Offer, PostalAddress } from 'schema-dts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain';
import { products } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { signedInAdmin, signedInCustomer, createProduct } from './factories/index.ts';
import { holdImageLane } from './jobs-support.ts';
import { multipart } from './receipts-support.ts';
import { jsonLdNode, jsonLdNodes } from './json-ld-support.ts';
import { webBuild, type WebBuild } from './web-build.ts';

const PUBLIC_URL = 'https://panaderia.example';
const SLUG = 'pan-keto-de-semillas';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-seo-'));

let ctx: TestContext;
let web: WebBuild;
beforeAll(async () => {
  web = await webBuild();
  ctx = await createTestApp({
    WEB_DIST_DIR: web.dist,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SHOP_NAME: 'Panadería Keto',
    SHOP_NAME_EN: 'Keto Bakery',
    SHOP_WHATSAPP: '5493871234567',
    SHOP_ADDRESS: 'Av. Belgrano 1000, Salta Capital, Argentina',
    SHOP_POSTAL_CODE: '4400',
    SHOP_OPENING_HOURS: 'Mo-Fr 08:00-19:00; Sa 09:00-13:00',
  });
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
/** POSTs JSON from the shop's own origin (this app's PUBLIC_URL). */
const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
  });

async function apiProduct(slug: string, lang: 'es' | 'en' = 'es'): Promise<Product> {
  return (await get(`/api/products/${slug}?lang=${lang}`)).json() as Product;
}

/** The content of `<meta property|name="key">`, unescaped; undefined when absent. */
function meta(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(
    html,
  );
  return m ? unescape(m[1]!) : undefined;
}
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const title = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const link = (html: string, rel: string, hreflang?: string) =>
  unescape(
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(
      html,
    )?.[1] ?? '',
  );

describe('every page answers like a page', () => {
  const pages = [
    '/',
    '/allProducts',
    `/allProducts/${SLUG}`,
    '/category?selected=Dulces',
    '/about',
    '/cart',
    '/wishlist',
    '/checkout',
    '/contact',
    '/login',
    '/account',
  ];
  const accepts: (string | undefined)[] = [
    undefined,
    '*/*',
    'text/html',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'image/*,*/*;q=0.8',
  ];

  it.each(accepts)('answers every client route with an HTML 200 for Accept %j', async (accept) => {
    for (const url of pages) {
      const res = await get(url, accept ? { accept } : {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers JSON only to a request that asks for JSON only, and /api stays JSON', async () => {
    for (const accept of ['application/json', 'application/problem+json, application/json;q=0.5']) {
      for (const url of ['/', '/cart', `/allProducts/${SLUG}`]) {
        const res = await get(url, { accept });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    const api = await get('/api/no-such-thing', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect((await get(`/api/products/${SLUG}`, { accept: '*/*' })).json()).toMatchObject({ slug: SLUG });
    // A missing file is not a page either.
    expect((await get('/assets/no-such-file.js', { accept: '*/*' })).headers['content-type']).toContain(
      'application/json',
    );
  });

  it('answers HEAD like GET without a body', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/allProducts', 200],
      [`/allProducts/${SLUG}`, 200],
      ['/cart', 200],
      ['/no/such/page', 404],
      ['/allProducts/no-such-bread', 404],
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
    ] as const) {
      const res = await ctx.app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toBe('');
      if (!url.endsWith('.xml') && !url.endsWith('.txt'))
        expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('answers 404 pages for unknown paths, unknown products and hidden products', async () => {
    for (const url of ['/no/such/page', '/allProducts/no-such-bread']) {
      const res = await get(url, { accept: '*/*' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(title(res.body)).toBe('Página no encontrada · Panadería Keto');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toContain('rel="canonical"');
    }
    const slug = 'alfajores-keto-de-dulce-de-leche';
    expect((await get(`/allProducts/${slug}`)).statusCode).toBe(200);
    await ctx.database.db.update(products).set({ hidden: true }).where(eq(products.slug, slug));
    try {
      expect((await get(`/allProducts/${slug}`)).statusCode).toBe(404);
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).not.toContain(`/allProducts/${slug}<`);
    } finally {
      await ctx.database.db.update(products).set({ hidden: false }).where(eq(products.slug, slug));
    }
  });
});

describe('tags for link previews and search engines', () => {
  it('gives a product page its title, description, canonical, Open Graph, Twitter card and price tags', async () => {
    const product = await apiProduct(SLUG);
    const html = (await get(`/allProducts/${SLUG}`, { accept: '*/*' })).body;
    expect(html).toContain('<html lang="es"');
    expect(title(html)).toBe(`${product.title} · Panadería Keto`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')!.length).toBeLessThanOrEqual(160);
    expect(product.details.startsWith(meta(html, 'description')!.replace(/…$/, ''))).toBe(true);
    const canonical = `${PUBLIC_URL}/allProducts/${SLUG}`;
    expect(link(html, 'canonical')).toBe(canonical);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe(product.title);
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:site_name')).toBe('Panadería Keto');
    expect(meta(html, 'og:locale')).toBe('es_AR');
    expect(meta(html, 'og:image')).toBe(
      `${PUBLIC_URL}/images/previews/${product.images[0]!.slice('/images/'.length)}.jpg`,
    );
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(product.imageAlt);
    expect(meta(html, 'product:price:amount')).toBe(String(product.price));
    expect(meta(html, 'product:price:currency')).toBe('ARS');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(product.title);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'robots')).toBeUndefined();
  });

  it('gives every page its own title in one pattern, a description, an absolute preview image and Open Graph tags', async () => {
    const expected: [string, string][] = [
      ['/', 'Panadería low-carb artesanal · Panadería Keto'],
      ['/allProducts', 'Todos los productos · Panadería Keto'],
      ['/category?selected=salados', 'Salados · Panadería Keto'],
      ['/about', 'Nosotros · Panadería Keto'],
      ['/contact', 'Contacto · Panadería Keto'],
      ['/cart', 'Mi Carrito · Panadería Keto'],
      ['/wishlist', 'Lista de deseos · Panadería Keto'],
      ['/checkout', 'Finalizar pedido · Panadería Keto'],
      ['/login', 'Ingresar · Panadería Keto'],
      ['/arrepentimiento', 'Botón de arrepentimiento · Panadería Keto'],
      ['/baja', 'Darte de baja del newsletter · Panadería Keto'],
    ];
    const descriptions = new Set<string>();
    for (const [url, tabTitle] of expected) {
      const html = (await get(url, { accept: '*/*' })).body;
      expect(title(html), url).toBe(tabTitle);
      expect(meta(html, 'og:title'), url).toBe(tabTitle.replace(' · Panadería Keto', ''));
      expect(meta(html, 'og:type'), url).toBe('website');
      expect(meta(html, 'og:site_name'), url).toBe('Panadería Keto');
      expect(meta(html, 'og:image'), url).toMatch(new RegExp(`^${PUBLIC_URL}/images/previews/.+\\.jpg$`));
      expect(meta(html, 'twitter:card'), url).toBe('summary_large_image');
      expect(meta(html, 'description'), url).toBeTruthy();
      descriptions.add(meta(html, 'description')!);
    }
    // The public pages each say what they are; the private ones are kept out of search results.
    expect(descriptions.size).toBeGreaterThanOrEqual(6);
    for (const url of ['/cart', '/checkout', '/login', '/account', '/admin', '/baja']) {
      expect(meta((await get(url)).body, 'robots'), url).toBe('noindex');
    }
    // The withdrawal form is in the sitemap, so search engines may list it too.
    expect(meta((await get('/arrepentimiento')).body, 'robots')).toBeUndefined();
  });

  it('makes the product preview once, by a background job, 1200 × 630 JPEG from the product image, and keeps it in DATA_DIR', async () => {
    const html = (await get(`/allProducts/${SLUG}`)).body;
    const imageUrl = new URL(meta(html, 'og:image')!);
    // Not made yet: the request queues its job and answers with the product's 800 px picture as a
    // JPEG (never a conversion inside the request), marked not to be kept.
    const meanwhile = await get(imageUrl.pathname);
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.headers['content-type']).toBe('image/jpeg');
    expect(meanwhile.headers['cache-control']).toBe('no-store');
    expect(await sharp(meanwhile.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 800,
    });

    await ctx.drainJobs();
    const first = await get(imageUrl.pathname);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    const info = await sharp(first.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const previewsDir = path.join(dataDir, 'files', 'previews');
    const stored = readdirSync(previewsDir);
    expect(stored).toHaveLength(1);
    const madeAt = statSync(path.join(previewsDir, stored[0]!)).mtimeMs;
    // Asked again (another request, another shopper): served from the storage, not made again.
    const again = await get(imageUrl.pathname);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    await ctx.drainJobs();
    expect(readdirSync(previewsDir)).toEqual(stored);
    expect(statSync(path.join(previewsDir, stored[0]!)).mtimeMs).toBe(madeAt);
    // A preview of something that is not a product image is a 404, not a conversion.
    expect((await get('/images/previews/products/no-such-image.jpg')).statusCode).toBe(404);
    expect((await get('/images/previews/../config.jpg')).statusCode).toBe(404);
    expect(
      (await get('/images/previews/uploads/products/3/0b8e6f5a-1111-4222-8333-944445555666.jpg')).statusCode,
    ).toBe(404);
  });

  it("makes an uploaded cover image's preview right after its variants, and shows the upload's fallback until then", async () => {
    const { cookie } = await signedInAdmin(ctx, 'seo_admin');
    const id = await createProduct(ctx, cookie, {
      category: 'dulces',
      priceArs: 3900,
      titleEs: 'Budín de prueba compartido',
      titleEn: 'Shared test loaf',
      detailsEs: 'Budín sin harina.',
      detailsEn: 'Flourless loaf.',
      imageAltEs: 'Budín',
      imageAltEn: 'Loaf',
    });
    const previewsDir = path.join(dataDir, 'files', 'previews');
    const listPreviews = () => (existsSync(previewsDir) ? readdirSync(previewsDir) : []);
    const before = listPreviews();

    const release = await holdImageLane(ctx.app);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b07a3a' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'image', filename: 'budin.jpg', contentType: 'image/jpeg', data: jpeg }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images`,
      payload: body.payload,
      headers: { origin: PUBLIC_URL, cookie, 'content-type': body.contentType },
    });
    expect(uploaded.statusCode).toBe(201);
    const base = (uploaded.json().images as string[])[0]!;
    const previewUrl = `/images/previews/${base.slice('/images/'.length)}.jpg`;
    const html = (await get(`/allProducts/${(await apiProduct(id)).slug}`)).body;
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${previewUrl}`);
    const pending = await get(previewUrl);
    expect([pending.statusCode, pending.headers['content-type'], pending.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'no-store',
    ]);
    expect(await sharp(pending.rawPayload).metadata()).toMatchObject({ width: 800, height: 800 });

    release();
    await ctx.drainJobs();
    // Made by the jobs alone (variants, then the cover's preview), before anyone asked for it.
    expect(listPreviews()).toHaveLength(before.length + 1);
    const made = await get(previewUrl);
    expect(made.headers['cache-control']).toBe('public, max-age=604800');
    expect(await sharp(made.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });
});

describe('?lang and hreflang', () => {
  it('opens a page in English with ?lang=en, English tags, and keeps the choice in the lang cookie', async () => {
    const en = await apiProduct(SLUG, 'en');
    const res = await get(`/allProducts/${SLUG}?lang=en`, { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(title(res.body)).toBe(`${en.title} · Keto Bakery`);
    expect(meta(res.body, 'og:title')).toBe(en.title);
    expect(meta(res.body, 'og:locale')).toBe('en_US');
    expect(meta(res.body, 'og:locale:alternate')).toBe('es_AR');
    expect(meta(res.body, 'og:site_name')).toBe('Keto Bakery');
    expect(link(res.body, 'canonical')).toBe(`${PUBLIC_URL}/allProducts/${SLUG}?lang=en`);
    expect(res.body).toContain(en.title);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=en;/);
    expect(cookie).toContain('Path=/');
    // The next page without ?lang (the cookie the browser now sends) stays English; ?lang=es switches back.
    const next = await get('/cart', { cookie: 'lang=en' });
    expect(title(next.body)).toBe('My Cart · Keto Bakery');
    const back = await get('/?lang=es', { cookie: 'lang=en' });
    expect(back.body).toContain('<html lang="es"');
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=es;/);
  });

  it('names both language versions with hreflang alternates on every page', async () => {
    for (const [url, path] of [
      ['/', '/'],
      ['/allProducts?utm_source=ig', '/allProducts'],
      [`/allProducts/${SLUG}`, `/allProducts/${SLUG}`],
      ['/about?lang=en', '/about'],
      ['/cart', '/cart'],
      ['/category?selected=dulces', '/category?selected=Dulces'],
    ]) {
      const html = (await get(url!)).body;
      const es = `${PUBLIC_URL}${path}`;
      const en = `${PUBLIC_URL}${path}${path!.includes('?') ? '&' : '?'}lang=en`;
      expect(link(html, 'alternate', 'es'), url).toBe(es);
      expect(link(html, 'alternate', 'en'), url).toBe(en);
      expect(link(html, 'alternate', 'x-default'), url).toBe(es);
    }
  });
});

describe('structured data (JSON-LD, schema.org types)', () => {
  it('describes a product with its Offer in ARS and no rating while it has no reviews', async () => {
    const product = await apiProduct(SLUG);
    expect(product.rating.count).toBe(0);
    const html = (await get(`/allProducts/${SLUG}`)).body;
    const ld = jsonLdNode(html, 'Product');
    expect(ld.name).toBe(product.title);
    expect(ld.url).toBe(`${PUBLIC_URL}/allProducts/${SLUG}`);
    expect(ld.image).toEqual(product.images.map((base) => `${PUBLIC_URL}${base}-800.webp`));
    const offer = ld.offers as Exclude<Offer, string>;
    expect(offer['@type']).toBe('Offer');
    expect(offer.price).toBe(product.price);
    expect(offer.priceCurrency).toBe('ARS');
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(ld.aggregateRating).toBeUndefined();

    const crumbs = jsonLdNode(html, 'BreadcrumbList');
    const items = crumbs.itemListElement as Exclude<ListItem, string>[];
    expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Inicio', `${PUBLIC_URL}/`],
      [2, 'Productos', `${PUBLIC_URL}/allProducts`],
      [3, product.title, `${PUBLIC_URL}/allProducts/${SLUG}`],
    ]);
  });

  it('adds an AggregateRating once the product has reviews', async () => {
    const { cookie } = await signedInCustomer(ctx, 'alicia');
    const product = await apiProduct(SLUG);
    const saved = await post(`/api/products/${product.id}/reviews`, { stars: 4.5, text: 'Muy rico' }, cookie);
    expect(saved.statusCode).toBe(201);
    const html = (await get(`/allProducts/${SLUG}`)).body;
    const rating = jsonLdNode(html, 'Product').aggregateRating as Exclude<AggregateRating, string>;
    expect(rating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 1,
      bestRating: 5,
    });
  });

  it('describes the shop as a Bakery with address, phone and opening hours from configuration', async () => {
    const html = (await get('/')).body;
    const bakery = jsonLdNode(html, 'Bakery');
    expect(bakery.name).toBe('Panadería Keto');
    expect(bakery.url).toBe(`${PUBLIC_URL}/`);
    expect(bakery.telephone).toBe('+5493871234567');
    expect(bakery.openingHours).toEqual(['Mo-Fr 08:00-19:00', 'Sa 09:00-13:00']);
    const address = bakery.address as Exclude<PostalAddress, string>;
    expect(address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Av. Belgrano 1000',
      addressLocality: 'Salta Capital',
      addressRegion: 'Salta',
      postalCode: '4400',
      addressCountry: 'AR',
    });
    // In English the same shop under its English name.
    expect(jsonLdNode((await get('/?lang=en')).body, 'Bakery').name).toBe('Keto Bakery');
    // Private pages carry no structured data.
    expect(jsonLdNodes((await get('/cart')).body, 'Bakery')).toHaveLength(0);
  });
});

describe('sitemap and robots', () => {
  it('lists every visible product and static page in both languages with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => ({
      loc: unescape(m[1]!),
      lastmod: m[2]!,
    }));
    for (const e of entries) expect(Number.isNaN(Date.parse(e.lastmod)), e.loc).toBe(false);
    const locs = new Set(entries.map((e) => e.loc));
    const all = (await get('/api/products?limit=50')).json() as { items: Product[]; total: number };
    expect(all.items).toHaveLength(all.total);
    for (const p of all.items) {
      expect(locs, p.slug).toContain(`${PUBLIC_URL}/allProducts/${p.slug}`);
      expect(locs, p.slug).toContain(`${PUBLIC_URL}/allProducts/${p.slug}?lang=en`);
    }
    for (const page of [
      '/',
      '/allProducts',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/category?selected=Salados',
    ]) {
      expect(locs, page).toContain(`${PUBLIC_URL}${page}`);
      expect(locs, page).toContain(`${PUBLIC_URL}${page}${page.includes('?') ? '&' : '?'}lang=en`);
    }
    for (const hidden of ['/cart', '/checkout', '/account', '/orders', '/admin'])
      expect(locs).not.toContain(`${PUBLIC_URL}${hidden}`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/allProducts/${SLUG}?lang=en"/>`,
    );
  });

  it('names the sitemap in robots.txt and keeps /admin, /account, /orders and /api out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const p of ['/admin', '/account', '/orders', '/api']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.filter((l) => /^Disallow: \/?$/.test(l))).toHaveLength(0);
  });
});
