import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer, insertOrder, adminAndCustomer } from './factories/index.ts';

// The owner's choice that reviews from shoppers who never received the product wait for approval.
let ctx: TestContext;
let admin: { cookie: string };
let buyer: { cookie: string; user: { id: string } };
let stranger: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer: buyer } = await adminAndCustomer(ctx, 'appr'));
  stranger = await signedInCustomer(ctx, 'appr_stranger');
  await insertOrder(ctx, { userId: buyer.user.id, lines: [[3, 1, 8000]], status: 'entregado', day: null });
});
afterAll(() => ctx.close());

const settings = (hold: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/reviews/settings',
    payload: { holdUnverified: hold },
    headers: { origin: ORIGIN, cookie: admin.cookie },
  });
const rating = async () => (await ctx.app.inject({ url: '/api/products/3' })).json().rating;
const publicList = async (cookie?: string) =>
  (await ctx.app.inject({ url: '/api/products/3/reviews', headers: cookie ? { cookie } : {} })).json();
const adminList = async () =>
  (await ctx.app.inject({ url: '/api/admin/reviews', headers: { cookie: admin.cookie } })).json().items;

describe('reviews waiting for approval', () => {
  it('is off by default: every review publishes at once', async () => {
    const read = await ctx.app.inject({
      url: '/api/admin/reviews/settings',
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ holdUnverified: false });
    const res = await post(ctx, '/api/products/12/reviews', { stars: 4, text: 'Buena' }, stranger.cookie);
    expect(res.json()).toEqual({ rating: { average: 4, count: 1 }, pending: false });
  });

  it('only the owner reads or changes the setting', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/reviews/settings' })).statusCode).toBe(401);
    const asShopper = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reviews/settings',
      payload: { holdUnverified: true },
      headers: { origin: ORIGIN, cookie: buyer.cookie },
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await settings('yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it('when on, a stranger’s review waits: not shown, not counted, shown to its author, listed first for the owner', async () => {
    expect((await settings(true)).json()).toEqual({ holdUnverified: true });
    const verified = await post(
      ctx,
      '/api/products/3/reviews',
      { stars: 5, text: 'La compré' },
      buyer.cookie,
    );
    expect(verified.json()).toEqual({ rating: { average: 5, count: 1 }, pending: false });
    const res = await post(
      ctx,
      '/api/products/3/reviews',
      { stars: 1, text: 'Nunca la probé' },
      stranger.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ rating: { average: 5, count: 1 }, pending: true });
    expect(await rating()).toEqual({ average: 5, count: 1 });
    const anyone = await publicList();
    expect(anyone.items.map((r: { text: string }) => r.text)).toEqual(['La compré']);
    expect(anyone.ownPending).toBeUndefined();
    expect((await publicList(buyer.cookie)).ownPending).toBeUndefined();
    expect((await publicList(stranger.cookie)).ownPending).toMatchObject({
      stars: 1,
      text: 'Nunca la probé',
    });
    const items = await adminList();
    expect(items[0]).toMatchObject({
      productId: '3',
      userId: stranger.user.id,
      pending: true,
      verified: false,
    });
    expect(
      items.find((r: { userId: string; productId: string }) => r.userId === buyer.user.id),
    ).toMatchObject({ pending: false, verified: true });
  });

  it('approving publishes it and counts it; a second decision is refused', async () => {
    const decide = (decision: string, userId = stranger.user.id) =>
      post(ctx, '/api/admin/reviews/decision', { productId: 3, userId, decision }, admin.cookie);
    const res = await decide('aprobar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ productId: '3', userId: stranger.user.id, hidden: false });
    expect(await rating()).toEqual({ average: 3, count: 2 });
    expect((await publicList()).items).toHaveLength(2);
    expect((await publicList(stranger.cookie)).ownPending).toBeUndefined();
    const again = await decide('rechazar');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('review_not_pending');
    expect((await decide('aprobar', 'nadie')).statusCode).toBe(404);
    expect((await decide('tal vez')).statusCode).toBe(400);
  });

  it('rejecting hides it; an edited review waits again', async () => {
    await post(ctx, '/api/products/3/reviews', { stars: 2, text: 'Cambié de idea' }, stranger.cookie);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    const res = await post(
      ctx,
      '/api/admin/reviews/decision',
      { productId: 3, userId: stranger.user.id, decision: 'rechazar' },
      admin.cookie,
    );
    expect(res.json().hidden).toBe(true);
    expect(await rating()).toEqual({ average: 5, count: 1 });
    const mine = (await adminList()).find(
      (r: { userId: string; productId: string }) => r.userId === stranger.user.id && r.productId === '3',
    );
    expect(mine).toMatchObject({ pending: false, hidden: true });
    expect((await publicList(stranger.cookie)).ownPending).toBeUndefined();
  });

  it('turned off again, new reviews publish at once', async () => {
    await settings(false);
    const res = await post(ctx, '/api/products/12/reviews', { stars: 2, text: 'Otra vez' }, buyer.cookie);
    expect(res.json().pending).toBe(false);
  });
});
