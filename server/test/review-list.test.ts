import { eq } from 'drizzle-orm';
import type { ProductReviewList } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/orders-schema.ts';
import { products } from '../src/db/schema.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, insertOrder, insertUser, updateProduct } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE_TTL_MS: '600000' });
});
afterAll(async () => {
  await ctx?.close();
});

async function getList(url: string, headers: Record<string, string> = {}): Promise<ProductReviewList> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json() as ProductReviewList;
}

async function insertReview(
  userId: string,
  productId: number,
  halfStars: number,
  text: string,
  updatedAt: string,
) {
  await ctx.database.db.insert(reviews).values({
    userId,
    productId,
    halfStars,
    text,
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date(updatedAt),
  });
}

describe('GET /api/products/:idOrSlug/reviews', () => {
  it('answers an empty list for a product with no reviews', async () => {
    expect(await getList('/api/products/5/reviews')).toEqual({ items: [], total: 0 });
  });

  it('lists the reviews newest first (by last change) with author, stars, text and an ISO UTC date', async () => {
    await insertUser(ctx, { id: 'g-maria', name: 'María José Pérez' });
    await insertUser(ctx, { id: 'g-mail', name: 'lucia.gomez@gmail.com' });
    await insertUser(ctx, { id: 'g-blank', name: '   ' });
    await insertUser(ctx, { id: 'u-pedro', name: 'Pedro Alvarez', username: 'pedro_99' });
    await insertReview('g-maria', 7, 9, 'Muy rica', '2025-03-01T10:00:00Z');
    await insertReview('g-mail', 7, 4, '<b>hola</b>\nsegunda línea', '2025-03-03T10:00:00Z');
    await insertReview('g-blank', 7, 10, 'Excelente', '2025-02-01T10:00:00Z');
    await insertReview('u-pedro', 7, 1, 'Seca', '2025-03-02T12:30:00Z');

    const { items, total } = await getList('/api/products/7/reviews');
    expect(total).toBe(4);
    expect(items).toEqual([
      {
        author: 'Cliente',
        stars: 2,
        text: '<b>hola</b>\nsegunda línea',
        date: '2025-03-03T10:00:00.000Z',
        verified: false,
      },
      { author: 'pedro_99', stars: 0.5, text: 'Seca', date: '2025-03-02T12:30:00.000Z', verified: false },
      { author: 'María', stars: 4.5, text: 'Muy rica', date: '2025-03-01T10:00:00.000Z', verified: false },
      { author: 'Cliente', stars: 5, text: 'Excelente', date: '2025-02-01T10:00:00.000Z', verified: false },
    ]);
  });

  it('marks "Compra verificada" the reviews of shoppers who received the product', async () => {
    await insertUser(ctx, { id: 'u-recibio', name: 'Rosa', username: 'rosa_recibio' });
    await insertUser(ctx, { id: 'u-pendiente', name: 'Pablo', username: 'pablo_espera' });
    await insertUser(ctx, { id: 'u-otro', name: 'Olga', username: 'olga_otro' });
    const order = (userId: string, status: 'entregado' | 'pendiente', productId: number) =>
      insertOrder(ctx, { userId, status, lines: [[productId, 1, 1000]] });
    await order('u-recibio', 'entregado', 9);
    await order('u-pendiente', 'pendiente', 9);
    await order('u-otro', 'entregado', 8);
    for (const [user, day] of [
      ['u-recibio', '01'],
      ['u-pendiente', '02'],
      ['u-otro', '03'],
    ] as const)
      await insertReview(user, 9, 8, 'Rica', `2025-04-${day}T10:00:00Z`);
    const { items } = await getList('/api/products/9/reviews');
    expect(items.map((r) => [r.author, r.verified])).toEqual([
      ['olga_otro', false],
      ['pablo_espera', false],
      ['rosa_recibio', true],
    ]);
  });

  it('never shows an e-mail, and names anonymous authors in English for English shoppers', async () => {
    for (const url of ['/api/products/7/reviews?lang=en', '/api/products/7/reviews']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: 'lang=en' } });
      expect(res.body).not.toContain('@');
      expect(res.body).not.toContain('lucia');
      expect((res.json() as ProductReviewList).items.map((r) => r.author)).toEqual([
        'Customer',
        'pedro_99',
        'María',
        'Customer',
      ]);
    }
  });

  it('pages with limit and offset; the total stays the product total', async () => {
    const first = await getList('/api/products/7/reviews?limit=2');
    const second = await getList('/api/products/7/reviews?limit=2&offset=2');
    const past = await getList('/api/products/7/reviews?limit=2&offset=4');
    expect(first.items.map((r) => r.text)).toEqual(['<b>hola</b>\nsegunda línea', 'Seca']);
    expect(second.items.map((r) => r.text)).toEqual(['Muy rica', 'Excelente']);
    expect(past).toEqual({ items: [], total: 4 });
    expect([first.total, second.total]).toEqual([4, 4]);
  });

  it('shows 10 by default and accepts up to 50', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `bulk-${String(i).padStart(2, '0')}`);
    for (const [i, id] of ids.entries()) {
      await insertUser(ctx, { id: id, name: `Persona${i} Apellido` });
      await insertReview(id, 8, 8, `Reseña ${i}`, `2025-04-${String(i + 1).padStart(2, '0')}T08:00:00Z`);
    }
    const page = await getList('/api/products/8/reviews');
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({ author: 'Persona11', text: 'Reseña 11' });
    expect((await getList('/api/products/8/reviews?limit=50')).items).toHaveLength(12);
  });

  it('accepts the product slug and shows a review saved through the POST at once, first', async () => {
    const [{ slug }] = await ctx.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, 7));
    const ana = await signedInCustomer(ctx, 'ana.reviews');
    const saved = await post(
      ctx,
      '/api/products/7/reviews',
      { stars: 3.5, text: 'Recién probada' },
      ana.cookie,
    );
    expect(saved.statusCode).toBe(201);
    const { items, total } = await getList(`/api/products/${slug}/reviews?limit=1`);
    expect(total).toBe(5);
    expect(items).toEqual([
      {
        author: 'ana.reviews',
        stars: 3.5,
        text: 'Recién probada',
        date: expect.any(String),
        verified: false,
      },
    ]);
    expect(items[0].date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 404 product_not_found for unknown and hidden products', async () => {
    for (const id of ['999999', 'no-existe', '..%2F..']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}/reviews` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('product_not_found');
    }
    await updateProduct(ctx, 7, { hidden: true });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/products/7/reviews' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('product_not_found');
      expect(res.body).not.toContain('Muy rica');
    } finally {
      await updateProduct(ctx, 7, { hidden: false });
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['lang=fr', 'lang'],
    ['sort=old', 'sort'],
  ])('answers 400 invalid_input naming the field for %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/7/reviews?${query}` });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields)).toEqual([field]);
  });
});
