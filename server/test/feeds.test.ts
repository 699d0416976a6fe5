/**
 * The catalogue feeds (docs/decisions/0022-catalogue-feeds.md) parsed as Google Merchant Center and
 * Meta Commerce Manager read them: every listed product with each field those specifications
 * require, prices in ARS with two decimals, absolute links, English with ?lang=en, and the
 * owner's change (a discount, out of stock, hidden, the day's deal with its window) in the next
 * fetch.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feedEffectiveDate,
  GOOGLE_BAKERY_CATEGORY,
  MAX_PAGE_SIZE,
  META_FEED_COLUMNS,
  shopDayStart,
  shopToday,
  type Deal,
  type Product,
} from '@shop/domain';
import { products } from '../src/db/schema.ts';
import { createFeedService } from '../src/modules/feeds/service.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInAdmin } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  // A long catalogue cache: the feeds must still show the owner's change at once.
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '600000' });
  const admin = await signedInAdmin(ctx, 'feed_admin');
  adminCookie = admin.cookie;
});
afterAll(() => ctx.close());

type GoogleItem = Record<string, string | string[] | undefined>;

async function googleItems(
  lang?: 'en',
): Promise<{ channel: Record<string, unknown>; items: GoogleItem[]; raw: string }> {
  const res = await ctx.app.inject({ url: `/feeds/google.xml${lang ? '?lang=en' : ''}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'item' || name === 'g:additional_image_link',
  }).parse(res.body);
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return { channel: doc.rss.channel, items: doc.rss.channel.item, raw: res.body };
}

async function metaRows(lang?: 'en'): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const res = await ctx.app.inject({ url: `/feeds/meta.csv${lang ? '?lang=en' : ''}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const [header] = parse(res.body, { to_line: 1 }) as string[][];
  return { header: header!, rows: parse(res.body, { columns: true }) as Record<string, string>[] };
}

async function listed(lang: 'es' | 'en' = 'es') {
  return (await ctx.app.inject({ url: `/api/products?limit=${MAX_PAGE_SIZE}&lang=${lang}` })).json()
    .items as { id: string; slug: string; title: string; details: string; price: number; inStock: boolean }[];
}

const PRICE = /^\d+\.00 ARS$/;
const absolute = (url: string | undefined) => {
  expect(url, 'an absolute URL').toBeDefined();
  expect(new URL(url!).origin).toBe(ctx.config.publicUrl);
};

describe('GET /feeds/google.xml (Google Merchant Center product data)', () => {
  it('lists every listed product with every required field', async () => {
    const shop = await listed();
    const { channel, items } = await googleItems();
    expect(channel.title).toBe(ctx.config.shop.name);
    absolute(channel.link as string);
    expect(items.map((i) => String(i['g:id']))).toEqual(shop.map((p) => p.id));
    for (const item of items) {
      const product = shop.find((p) => p.id === String(item['g:id']))!;
      expect(item['g:title']).toBe(product.title);
      expect(String(item['g:title']).length).toBeLessThanOrEqual(150);
      expect(item['g:description']).toBe(product.details);
      expect(item['g:link']).toBe(`${ctx.config.publicUrl}/allProducts/${product.slug}`);
      absolute(item['g:image_link'] as string);
      expect(item['g:image_link']).toMatch(/-800\.webp$/);
      for (const extra of (item['g:additional_image_link'] as string[] | undefined) ?? []) absolute(extra);
      expect(item['g:availability']).toBe(product.inStock ? 'in_stock' : 'out_of_stock');
      expect(item['g:price']).toMatch(PRICE);
      expect(item['g:price']).toBe(`${product.price}.00 ARS`);
      expect(item['g:brand']).toBe(ctx.config.shop.name);
      expect(item['g:condition']).toBe('new');
      expect(String(item['g:google_product_category'])).toBe(GOOGLE_BAKERY_CATEGORY);
      expect(item['g:identifier_exists']).toBe('no');
    }
  });

  it('gives the English titles, descriptions and links with ?lang=en', async () => {
    const shop = await listed('en');
    const { channel, items } = await googleItems('en');
    expect(channel.title).toBe(ctx.config.shop.nameEn);
    expect(items[0]!['g:title']).toBe(shop[0]!.title);
    expect(items[0]!['g:description']).toBe(shop[0]!.details);
    expect(items[0]!['g:link']).toBe(`${ctx.config.publicUrl}/allProducts/${shop[0]!.slug}?lang=en`);
  });

  it('escapes what XML must escape', async () => {
    const [first] = await listed();
    await ctx.database.db
      .update(products)
      .set({ detailsEs: 'Sin azúcar & sin harina <de trigo> "100 %"' })
      .where(eq(products.id, Number(first!.id)));
    await patchProduct(first!.id, {});
    const { items } = await googleItems();
    expect(items[0]!['g:description']).toBe('Sin azúcar & sin harina <de trigo> "100 %"');
  });
});

describe('GET /feeds/meta.csv (Meta Commerce Manager catalogue)', () => {
  it('has the catalogue columns and one row per listed product with each required field', async () => {
    const shop = await listed();
    const { header, rows } = await metaRows();
    expect(header).toEqual([...META_FEED_COLUMNS]);
    expect(rows.map((r) => r.id)).toEqual(shop.map((p) => p.id));
    for (const row of rows) {
      const product = shop.find((p) => p.id === row.id)!;
      expect(row.title).toBe(product.title);
      expect(row.title!.length).toBeLessThanOrEqual(200);
      expect(row.description).toBe(product.details);
      expect(row.availability).toBe(product.inStock ? 'in stock' : 'out of stock');
      expect(row.condition).toBe('new');
      expect(row.price).toBe(`${product.price}.00 ARS`);
      expect(row.link).toBe(`${ctx.config.publicUrl}/allProducts/${product.slug}`);
      absolute(row.image_link);
      expect(row.image_link).toMatch(/\.jpg$/);
      expect(row.brand).toBe(ctx.config.shop.name);
      expect(row.sale_price).toBe('');
    }
  });

  it('gives English texts and links with ?lang=en', async () => {
    const shop = await listed('en');
    const { rows } = await metaRows('en');
    expect(rows[0]!.title).toBe(shop[0]!.title);
    expect(rows[0]!.link).toBe(`${ctx.config.publicUrl}/allProducts/${shop[0]!.slug}?lang=en`);
    expect(rows[0]!.brand).toBe(ctx.config.shop.nameEn);
  });
});

async function patchProduct(id: string, patch: object) {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${id}`,
    payload: patch,
    headers: { origin: ORIGIN, cookie: adminCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the owner’s changes reach the next fetch', () => {
  it('a discount gives the regular price and the sale price; out of stock and hidden products follow', async () => {
    const [a, b, c] = await listed();
    await googleItems(); // the feeds built and kept before the change
    await metaRows();
    await patchProduct(a!.id, { discountPercent: 20 });
    await patchProduct(b!.id, { inStock: false });
    await patchProduct(c!.id, { hidden: true });

    const { items } = await googleItems();
    const ga = items.find((i) => String(i['g:id']) === a!.id)!;
    expect(ga['g:price']).toBe(`${a!.price}.00 ARS`);
    expect(ga['g:sale_price']).toBe(`${Math.round(a!.price * 0.8)}.00 ARS`);
    expect(items.find((i) => String(i['g:id']) === b!.id)!['g:availability']).toBe('out_of_stock');
    expect(items.some((i) => String(i['g:id']) === c!.id)).toBe(false);

    const { rows } = await metaRows();
    expect(rows.find((r) => r.id === a!.id)).toMatchObject({
      price: `${a!.price}.00 ARS`,
      sale_price: `${Math.round(a!.price * 0.8)}.00 ARS`,
    });
    expect(rows.find((r) => r.id === b!.id)!.availability).toBe('out of stock');
    expect(rows.some((r) => r.id === c!.id)).toBe(false);
  });

  it('answers 400 in the contract’s shape to an unknown language', async () => {
    const res = await ctx.app.inject({ url: '/feeds/google.xml?lang=fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});

describe('the day’s deal in the Google feed', () => {
  it('gives the deal’s sale price its window (sale_price_effective_date), and only to the deal’s product', async () => {
    const plain = (await listed()).find(
      (p) => p.inStock && (p as { originalPrice?: number | null }).originalPrice === null,
    )!;
    const endsAt = new Date(Date.now() + 2 * 3_600_000);
    endsAt.setUTCSeconds(0, 0);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/deal',
      payload: {
        productId: Number(plain.id),
        endsAt: endsAt.toISOString(),
        discount: { kind: 'percent', value: 30 },
      },
      headers: { origin: ORIGIN, cookie: adminCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = await googleItems();
    const item = items.find((i) => String(i['g:id']) === plain.id)!;
    expect(item['g:price']).toBe(`${plain.price}.00 ARS`);
    expect(item['g:sale_price']).toBe(`${Math.round(plain.price * 0.7)}.00 ARS`);
    const window = feedEffectiveDate(shopDayStart(shopToday(new Date())), endsAt);
    expect(window).toMatch(/^\d{4}-\d\d-\d\dT00:00-0300\/\d{4}-\d\d-\d\dT\d\d:\d\d-0300$/);
    expect(item['g:sale_price_effective_date']).toBe(window);
    // Other discounts have no end: no window.
    expect(items.filter((i) => i['g:sale_price_effective_date'] !== undefined)).toHaveLength(1);
    // Featured without a discount: no sale price, no window.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/deal',
      payload: { productId: Number(plain.id), endsAt: null, discount: null },
      headers: { origin: ORIGIN, cookie: adminCookie },
    });
    const after = (await googleItems()).items.find((i) => String(i['g:id']) === plain.id)!;
    expect(after['g:sale_price']).toBeUndefined();
    expect(after['g:sale_price_effective_date']).toBeUndefined();
  });

  it('is rebuilt when the deal ends, though the catalogue did not change', async () => {
    const product = {
      id: '7',
      slug: 'pan',
      title: 'Pan',
      details: 'Pan keto',
      images: [],
      inStock: true,
      price: 3000,
      originalPrice: 4000,
      discountPercent: 25,
    } as unknown as Product;
    let deal: Deal | undefined = {
      product,
      endsAt: '2026-11-28T23:00:00.000Z',
      discount: { kind: 'percent', value: 25 },
    };
    let listedProduct = product;
    const feeds = createFeedService({
      catalog: {
        listProducts: async () => ({ items: [listedProduct], total: 1 }),
        version: () => 1,
        dataVersion: () => 1,
        getDeal: async () => deal,
      } as unknown as Parameters<typeof createFeedService>[0]['catalog'],
      publicUrl: 'https://shop.example',
      shop: { name: 'Panadería', nameEn: 'Bakery' },
      now: () => new Date('2026-11-28T15:00:00.000Z'),
    });
    expect(await feeds.googleFeed('es')).toContain(
      '<g:sale_price_effective_date>2026-11-28T00:00-0300/2026-11-28T20:00-0300</g:sale_price_effective_date>',
    );
    // The deal's end passes: the catalogue prices the product at its list price again.
    listedProduct = { ...product, price: 4000, originalPrice: null, discountPercent: null };
    deal = {
      product: listedProduct,
      endsAt: '2026-11-28T23:00:00.000Z',
      discount: { kind: 'percent', value: 25 },
    };
    const xml = await feeds.googleFeed('es');
    expect(xml).not.toContain('sale_price');
    expect(xml).toContain('<g:price>4000.00 ARS</g:price>');
  });
});
