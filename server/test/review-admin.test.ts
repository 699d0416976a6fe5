import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, adminAndCustomer } from './factories/index.ts';

let ctx: TestContext;
let admin: { cookie: string };
let ana: { cookie: string; user: { id: string } };
let beto: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer: ana } = await adminAndCustomer(ctx, 'rev'));
  beto = await signedInCustomer(ctx, 'rev_beto');
  expect(
    (await post(ctx, '/api/products/3/reviews', { stars: 5, text: 'Riquísimo' }, ana.cookie)).statusCode,
  ).toBe(201);
  expect(
    (
      await post(
        ctx,
        '/api/products/3/reviews',
        { stars: 1, text: 'Comprá en otro lado: www.spam.example' },
        beto.cookie,
      )
    ).statusCode,
  ).toBe(201);
  expect(
    (await post(ctx, '/api/products/12/reviews', { stars: 4, text: 'Buena' }, beto.cookie)).statusCode,
  ).toBe(201);
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin.cookie) => ctx.app.inject({ url, headers: { cookie } });
const rating = async (id: string) => (await ctx.app.inject({ url: `/api/products/${id}` })).json().rating;
const publicTexts = async (id: string) =>
  (await ctx.app.inject({ url: `/api/products/${id}/reviews` }))
    .json()
    .items.map((r: { text: string }) => r.text);

describe("the owner's reviews", () => {
  it('lists every review of every product, newest first', async () => {
    const res = await get('/api/admin/reviews');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(
      res
        .json()
        .items.map((r: { productId: string; stars: number; hidden: boolean }) => [
          r.productId,
          r.stars,
          r.hidden,
        ]),
    ).toEqual([
      ['12', 4, false],
      ['3', 1, false],
      ['3', 5, false],
    ]);
    expect(res.json().items[0]).toMatchObject({ author: 'rev_beto', userId: beto.user.id, text: 'Buena' });
  });

  it('hides a review: it leaves the product page and the average; showing it again brings it back', async () => {
    expect(await rating('3')).toEqual({ average: 3, count: 2 });
    const hide = await post(
      ctx,
      '/api/admin/reviews/visibility',
      { productId: 3, userId: beto.user.id, hidden: true },
      admin.cookie,
    );
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ productId: '3', userId: beto.user.id, hidden: true });
    expect(await rating('3')).toEqual({ average: 5, count: 1 });
    expect(await publicTexts('3')).toEqual(['Riquísimo']);
    expect((await ctx.app.inject({ url: '/api/products/3/reviews' })).json().total).toBe(1);
    const list = (await get('/api/admin/reviews')).json();
    expect(
      list.items.find(
        (r: { userId: string; productId: string }) => r.userId === beto.user.id && r.productId === '3',
      ).hidden,
    ).toBe(true);
    // The customer editing the hidden review does not bring it back.
    await post(ctx, '/api/products/3/reviews', { stars: 2, text: 'Otra vez spam' }, beto.cookie);
    expect(await rating('3')).toEqual({ average: 5, count: 1 });

    await post(
      ctx,
      '/api/admin/reviews/visibility',
      { productId: 3, userId: beto.user.id, hidden: false },
      admin.cookie,
    );
    expect(await rating('3')).toEqual({ average: 3.5, count: 2 });
  });

  it('answers 404 for a review that does not exist and 400 for a bad body, changing nothing', async () => {
    const missing = await post(
      ctx,
      '/api/admin/reviews/visibility',
      { productId: 12, userId: ana.user.id, hidden: true },
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('review_not_found');
    for (const body of [
      {},
      { productId: 3, userId: beto.user.id, hidden: 'yes' },
      { productId: -1, userId: 'x', hidden: true },
    ]) {
      expect((await post(ctx, '/api/admin/reviews/visibility', body, admin.cookie)).statusCode).toBe(400);
    }
    expect(await rating('12')).toEqual({ average: 4, count: 1 });
  });

  it('is for administrators only', async () => {
    expect((await get('/api/admin/reviews', ana.cookie)).statusCode).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/api/admin/reviews/visibility',
          { productId: 3, userId: ana.user.id, hidden: true },
          ana.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect(await rating('3')).toEqual({ average: 3.5, count: 2 });
  });
});
