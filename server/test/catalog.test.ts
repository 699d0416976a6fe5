import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '@shop/domain';
import { createTestApp, type TestContext } from './helper.ts';
import { signedInCustomer, placeOrder, updateProduct } from './factories/index.ts';

// The original shop's price of each seeded item, by id.
const ORIGINAL_PRICES = [
  4000, 4000, 4000, 2000, 1800, 2500, 2600, 7500, 4000, 2000, 5000, 5000, 25000, 5000, 5000, 5500, 5000,
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { res, body: res.json() as ProductList };
}

describe('GET /api/products', () => {
  it('lists the first page of 10 in catalogue order with the total of 17', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body.total).toBe(17);
    expect(body.items.map((p) => p.id)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('answers API calls with the security headers too (one policy, built once)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ url: '/api/products?limit=1' });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('pages with offset and limit until the whole catalogue is seen', async () => {
    const { body } = await list('?offset=10&limit=10');
    expect(body.items.map((p) => p.id)).toEqual(['10', '11', '12', '13', '14', '15', '16']);
    const { body: past } = await list('?offset=20');
    expect(past).toEqual({ items: [], total: 17 });
  });

  it('sells every seeded product at its exact original price, with no discount', async () => {
    const { body } = await list('?limit=50');
    expect(body.items).toHaveLength(ORIGINAL_PRICES.length);
    for (const p of body.items) {
      // The seed carries no discount; discounts are the owner's to set.
      expect({
        id: p.id,
        price: p.price,
        originalPrice: p.originalPrice,
        discountPercent: p.discountPercent,
      }).toEqual({
        id: p.id,
        price: ORIGINAL_PRICES[Number(p.id)],
        originalPrice: null,
        discountPercent: null,
      });
      expect(p.images).toEqual([1, 2, 3, 4].map((n) => `/images/products/${p.id}-${n}`));
    }
  });

  it('filters by category and counts only that category', async () => {
    const { body } = await list('?category=dulces&limit=50');
    expect(body.items.length).toBe(body.total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((p) => p.category === 'dulces')).toBe(true);
    expect(body.items.map((p) => p.id)).toContain('12');
  });

  it('lists every product marked "Nuevo" under Novedades, and badges every product listed there', async () => {
    const { body: all } = await list('?limit=50');
    const { body: nuevos } = await list('?category=nuevos&limit=50');
    const badged = all.items.filter((p) => p.isNew).map((p) => p.id);
    // Muffins (13) are sweet and marked new: the badge and the listing must agree on them.
    expect(badged).toContain('13');
    expect(nuevos.items.map((p) => p.id)).toEqual(badged);
    expect(nuevos.total).toBe(badged.length);
  });

  it('describes each product by its first picture (whole, on a plate), not by another one', async () => {
    // The drawings (scripts/draw-products.mjs): 1 whole on a plate, 2 cut or stacked, 3 on a board, 4 in a box.
    for (const lang of ['es', 'en']) {
      const { body } = await list(`?limit=50&lang=${lang}`);
      const otherScenes =
        /rodajas (cortadas|apoyadas)|apilad|en un vaso|uno cortado|slices (cut|leaning)|stack of|in a glass|cut open|tabla|caja|board|box/i;
      expect(
        body.items.filter((p) => otherScenes.test(p.imageAlt)).map((p) => `${p.id}: ${p.imageAlt}`),
      ).toEqual([]);
    }
  });

  it('lists as sold only products ordered at least once, best sellers first: none on a new shop', async () => {
    const { body: fresh } = await list('?sort=sold');
    expect(fresh).toEqual({ items: [], total: 0 });
    const buyer = await signedInCustomer(ctx, 'sold_buyer');
    const order = (items: { id: string; quantity: number }[]) => placeOrder(ctx, buyer.cookie, { items });
    expect(
      (
        await order([
          { id: '5', quantity: 1 },
          { id: '9', quantity: 3 },
        ])
      ).statusCode,
    ).toBe(201);
    await expect
      .poll(async () => (await list('?sort=sold')).body.items.map((p) => p.id), { timeout: 10_000 })
      .toEqual(['9', '5']);
  });

  it('answers in English when asked, and in Spanish by default', async () => {
    const { body: es } = await list('?limit=1');
    const { body: en } = await list('?limit=1&lang=en');
    expect(es.items[0].title).not.toBe(en.items[0].title);
    expect(en.items[0].slug).toBe(es.items[0].slug);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=abc', 'limit'],
    ['?offset=-1', 'offset'],
    ['?category=todos', 'category'],
    ['?lang=fr', 'lang'],
    ['?page=2', 'page'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const { res } = await list(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.fields).toHaveProperty(field);
    expect(body.error.message).toContain(field);
    expect(body.error.message).toMatch(/^Parámetros inválidos/);
  });

  it('gives the 400 message in English when the caller prefers English', async () => {
    const res = await ctx.app.inject({
      url: '/api/products?limit=0',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Invalid parameters: limit/);
  });

  it('hides hidden products from lists and lookups', async () => {
    await updateProduct(ctx, 3, { hidden: true });
    try {
      const { body } = await list('?limit=50');
      expect(body.total).toBe(16);
      expect(body.items.map((p) => p.id)).not.toContain('3');
      const res = await ctx.app.inject({ url: '/api/products/3' });
      expect(res.statusCode).toBe(404);
    } finally {
      await updateProduct(ctx, 3, { hidden: false });
    }
  });
});

describe('GET /api/products/:idOrSlug', () => {
  it('finds a product by id and by slug, with the same data', async () => {
    const byId = await ctx.app.inject({ url: '/api/products/12' });
    expect(byId.statusCode).toBe(200);
    const product = byId.json() as Product;
    expect(product.originalPrice ?? product.price).toBe(25000);
    const bySlug = await ctx.app.inject({ url: `/api/products/${product.slug}` });
    expect(bySlug.json()).toEqual(product);
  });

  it('answers 404 with a message for an unknown product', async () => {
    const res = await ctx.app.inject({ url: '/api/products/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'product_not_found', message: 'El producto no existe' } });
    expect((await ctx.app.inject({ url: '/api/products/999' })).statusCode).toBe(404);
  });

  it('refuses a bad lang with 400', async () => {
    expect((await ctx.app.inject({ url: '/api/products/1?lang=de' })).statusCode).toBe(400);
  });
});

describe('GET /api/deal', () => {
  it('features the cake (item 12) with an end time in the future, at most a day away', async () => {
    const res = await ctx.app.inject({ url: '/api/deal?lang=en' });
    expect(res.statusCode).toBe(200);
    const deal = res.json() as { product: Product; endsAt: string };
    expect(deal.product.id).toBe('12');
    const left = Date.parse(deal.endsAt) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });
});

describe('GET /api/health and unknown API paths', () => {
  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('exposes the configured shop facts', async () => {
    const res = await ctx.app.inject({ url: '/api/shop' });
    expect(res.json()).toMatchObject({
      whatsapp: ctx.config.shop.whatsapp,
      bankAlias: ctx.config.shop.bankAlias,
    });
  });
});
