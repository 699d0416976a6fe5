import { and, eq } from 'drizzle-orm';
import type { Product, ProductList } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/orders-schema.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, insertOrder, updateProduct } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let alice: SignedInCustomer;
let bruno: SignedInCustomer;

// A long cache, as in production: a new rating only shows if saving a review invalidates it.
beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_TTL_MS: '600000' });
  alice = await signedInCustomer(ctx, 'alicia');
  bruno = await signedInCustomer(ctx, 'bruno');
});
afterAll(async () => {
  await ctx?.close();
});

const review = (productId: string, body: unknown, cookie?: string) =>
  post(ctx, `/api/products/${productId}/reviews`, body, cookie);
const reviewCount = async () => (await ctx.database.db.select().from(reviews)).length;

async function getProduct(id: string): Promise<Product> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Product;
}

async function list(query: string): Promise<ProductList> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?limit=50${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as ProductList;
}

describe('POST /api/products/:id/reviews', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const res = await review('3', { stars: 4, text: 'Rico' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
    expect(await reviewCount()).toBe(0);
  });

  it.each([[0], [5.5], [2.3], [-1], [0.25], ['4'], [null]])(
    'refuses stars %j with 400 naming stars',
    async (stars) => {
      const res = await review('3', { stars, text: 'Rico' }, alice.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_input',
        fields: { stars: 'validation.stars' },
      });
      expect(await reviewCount()).toBe(0);
    },
  );

  it.each([[''], ['   '], [undefined]])('refuses the review text %j with 400 naming text', async (text) => {
    const res = await review('3', { stars: 4, text }, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { text: 'validation.required' },
    });
    expect(await reviewCount()).toBe(0);
  });

  it('answers 404 product_not_found for an unknown product and a hidden one', async () => {
    for (const id of ['999999', 'no-existe', '..%2F..']) {
      const res = await review(id, { stars: 4, text: 'Rico' }, alice.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('product_not_found');
    }
    await updateProduct(ctx, 16, { hidden: true });
    try {
      const res = await review('16', { stars: 4, text: 'Rico' }, alice.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('product_not_found');
    } finally {
      await updateProduct(ctx, 16, { hidden: false });
    }
    expect(await reviewCount()).toBe(0);
  });

  it('saves a review, answers 201 with the new rating, and the product shows it at once', async () => {
    expect((await getProduct('3')).rating).toEqual({ average: 0, count: 0 }); // loads the cache
    const res = await review('3', { stars: 4, text: 'Muy rico, poco dulce' }, alice.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ rating: { average: 4, count: 1 }, pending: false });
    expect((await getProduct('3')).rating).toEqual({ average: 4, count: 1 });
  });

  it("replaces the customer's earlier review of the product: the count stays 1, the average changes", async () => {
    const res = await review('3', { stars: 2.5, text: '  Esta vez vino seco  ' }, alice.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ rating: { average: 2.5, count: 1 }, pending: false });
    const rows = await ctx.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, alice.user.id), eq(reviews.productId, 3)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ halfStars: 5, text: 'Esta vez vino seco' });
    expect((await getProduct('3')).rating).toEqual({ average: 2.5, count: 1 });
  });

  it('averages several customers, rounded to one decimal, on the product page and in the lists', async () => {
    const res = await review('3', { stars: 5, text: 'Excelente' }, bruno.cookie);
    expect(res.json()).toEqual({ rating: { average: 3.8, count: 2 }, pending: false }); // (2.5 + 5) / 2 = 3.75
    expect((await getProduct('3')).rating).toEqual({ average: 3.8, count: 2 });
    const product = await ctx.app.inject({ method: 'GET', url: '/api/products/3?lang=en' });
    expect((product.json() as Product).rating).toEqual({ average: 3.8, count: 2 });
    const { items } = await list('');
    expect(items.find((p) => p.id === '3')?.rating).toEqual({ average: 3.8, count: 2 });
    expect(
      items.filter((p) => p.id !== '3').every((p) => p.rating.count === 0 && p.rating.average === 0),
    ).toBe(true);
  });

  it('accepts the product slug as the id, like the product page', async () => {
    const { slug } = await getProduct('4');
    const res = await review(slug, { stars: 0.5, text: 'No me gustó' }, bruno.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ rating: { average: 0.5, count: 1 }, pending: false });
  });
});

describe('GET /api/products?sort=bestselling', () => {
  it('orders by units ordered (cancelled orders left out), then by number of reviews, then catalogue order', async () => {
    const catalogue = (await list('')).items.map((p) => p.id);
    await insertOrder(ctx, {
      userId: alice.user.id,
      lines: [
        [5, 3, 1000],
        [7, 1, 1000],
      ],
    });
    await insertOrder(ctx, {
      userId: bruno.user.id,
      status: 'entregado',
      lines: [
        [7, 1, 1000],
        [12, 1, 1000],
        [2, 1, 1000],
      ],
    });
    await insertOrder(ctx, { userId: alice.user.id, status: 'cancelado', lines: [[9, 50, 1000]] });
    // Reviews so far: product 3 has two, product 4 one. Saving this one also refreshes the cache.
    expect((await review('10', { stars: 3, text: 'Bien' }, alice.cookie)).statusCode).toBe(201);

    // 5: 3 units; 7: 2 units; 2 and 12: 1 unit each (catalogue order between them);
    // then no units: 3 (2 reviews), then 4 and 10 (1 review each, catalogue order), then the rest.
    const lead = ['5', '7', '2', '12', '3', '4', '10'];
    const expected = [...lead, ...catalogue.filter((id) => !lead.includes(id))];
    const { items, total } = await list('&sort=bestselling');
    expect(items.map((p) => p.id)).toEqual(expected);
    expect(total).toBe(catalogue.length);
    expect(items.indexOf(items.find((p) => p.id === '9')!)).toBe(expected.indexOf('9'));

    // Paging and categories follow the same order.
    const page = await ctx.app.inject({ method: 'GET', url: '/api/products?sort=bestselling&limit=4' });
    expect((page.json() as ProductList).items.map((p) => p.id)).toEqual(['5', '7', '2', '12']);
    const category = items.find((p) => p.id === '5')!.category;
    const inCategory = await list(`&sort=bestselling&category=${category}`);
    expect(inCategory.items.map((p) => p.id)).toEqual(
      items.filter((p) => p.category === category).map((p) => p.id),
    );

    // The default order is still the catalogue's.
    expect((await list('')).items.map((p) => p.id)).toEqual(catalogue);
  });
});
