/**
 * Carts that follow the shopper (docs/decisions/0023-saved-carts.md): the account's cart and
 * wishlist through GET/PATCH/merge on a real database — two devices converging, a guest cart merged
 * on sign-in (summed, capped), the catalogue's prices, hidden products, bad input changing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, updateProduct } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let ana: string;
let beto: string;
beforeAll(async () => {
  // No catalogue cache: a product hidden in the database is hidden at the next call.
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '0' });
  ana = (await signedInCustomer(ctx, 'cart_ana')).cookie;
  beto = (await signedInCustomer(ctx, 'cart_beto')).cookie;
});
afterAll(() => ctx.close());

type Line = {
  id: string;
  title: string;
  price: number;
  quantity: number;
  type: string;
  imageSrc: string;
  description: string;
};

function call(method: 'GET' | 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
}
async function lines(
  url: string,
  cookie: string,
  method: 'GET' | 'PATCH' | 'POST' = 'GET',
  payload?: object,
): Promise<Line[]> {
  const res = await call(method, url, cookie, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lines as Line[];
}
const quantities = (ls: Line[]) => Object.fromEntries(ls.map((l) => [l.id, l.quantity]));

describe('the saved cart', () => {
  it('refuses a visitor without a session', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/cart'],
      ['PATCH', '/api/cart', { set: [{ productId: '1', quantity: 1 }] }],
      ['POST', '/api/wishlist/merge', { lines: [] }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
  });

  it('keeps the lines a device sets, with the catalogue’s title and price in the asked language', async () => {
    const set = await lines('/api/cart', ana, 'PATCH', {
      set: [
        { productId: '1', quantity: 2 },
        { productId: '2', quantity: 1 },
      ],
    });
    expect(quantities(set)).toEqual({ 1: 2, 2: 1 });
    const catalogue = (await ctx.app.inject({ url: '/api/products/1?lang=en' })).json();
    const [first] = await lines('/api/cart?lang=en', ana);
    expect(first).toEqual({
      id: '1',
      type: catalogue.category,
      title: catalogue.title,
      price: catalogue.price,
      imageSrc: catalogue.images[0],
      description: catalogue.details,
      quantity: 2,
    });
  });

  it('two devices changing different lines both keep their change; the last write of a line wins; a repeat changes nothing more', async () => {
    // Device A changes product 1, device B (which has not seen A's change) adds product 3.
    await lines('/api/cart', ana, 'PATCH', { set: [{ productId: '1', quantity: 4 }] });
    await lines('/api/cart', ana, 'PATCH', { set: [{ productId: '3', quantity: 1 }] });
    expect(quantities(await lines('/api/cart', ana))).toEqual({ 1: 4, 2: 1, 3: 1 });
    // B then sets product 1 too: the last write wins, and sending it twice does not double it.
    await lines('/api/cart', ana, 'PATCH', { set: [{ productId: '1', quantity: 3 }] });
    await lines('/api/cart', ana, 'PATCH', { set: [{ productId: '1', quantity: 3 }] });
    // A removes product 2.
    const after = await lines('/api/cart', ana, 'PATCH', { set: [{ productId: '2', quantity: 0 }] });
    expect(quantities(after)).toEqual({ 1: 3, 3: 1 });
    // Lines stay in the order they were first added.
    expect(after.map((l) => l.id)).toEqual(['1', '3']);
  });

  it('merges a guest cart on sign-in: quantities summed and capped at 99, new lines added at the end', async () => {
    const merged = await lines('/api/cart/merge', ana, 'POST', {
      lines: [
        { productId: '1', quantity: 2 },
        { productId: '4', quantity: 1 },
      ],
    });
    expect(merged.map((l) => [l.id, l.quantity])).toEqual([
      ['1', 5],
      ['3', 1],
      ['4', 1],
    ]);
    expect(
      quantities(await lines('/api/cart/merge', ana, 'POST', { lines: [{ productId: '4', quantity: 99 }] }))[
        '4'
      ],
    ).toBe(99);
  });

  it('applies a merge sent again under the same id once (the page closed before its answer), at once or later', async () => {
    const before = quantities(await lines('/api/cart', beto))['2'] ?? 0;
    const merge = {
      lines: [{ productId: '2', quantity: 1 }],
      mergeId: '3b241101-e2bb-4255-8caf-4136c566a962',
    };
    // Twice at the same time (two pages), then once more later: one cake more, not three.
    await Promise.all([
      lines('/api/cart/merge', beto, 'POST', merge),
      lines('/api/cart/merge', beto, 'POST', merge),
    ]);
    const again = await lines('/api/cart/merge', beto, 'POST', merge);
    expect(quantities(again)['2']).toBe(before + 1);
    // Another merge (another id) adds again; the same id on the wishlist is that list's own.
    const other = await lines('/api/cart/merge', beto, 'POST', {
      ...merge,
      mergeId: '9c3d0e55-7e43-4a4b-9b1c-0d4f5c6e7a81',
    });
    expect(quantities(other)['2']).toBe(before + 2);
    expect(quantities(await lines('/api/wishlist/merge', beto, 'POST', merge))['2']).toBe(1);
    await lines('/api/cart', beto, 'PATCH', { set: [{ productId: '2', quantity: 0 }] });
    await lines('/api/wishlist', beto, 'PATCH', { set: [{ productId: '2', quantity: 0 }] });
  });

  it('keeps each account’s lists apart, and the wishlist apart from the cart', async () => {
    expect(await lines('/api/cart', beto)).toEqual([]);
    await lines('/api/wishlist', beto, 'PATCH', { set: [{ productId: '5', quantity: 3 }] });
    await lines('/api/wishlist/merge', beto, 'POST', {
      lines: [
        { productId: '5', quantity: 1 },
        { productId: '6', quantity: 2 },
      ],
    });
    expect(quantities(await lines('/api/wishlist', beto))).toEqual({ 5: 1, 6: 1 });
    expect(await lines('/api/cart', beto)).toEqual([]);
    expect(Object.keys(quantities(await lines('/api/wishlist', ana)))).toEqual([]);
  });

  it('does not add a product the shop does not list, and leaves out a line whose product was hidden since', async () => {
    await updateProduct(ctx, 7, { hidden: true });
    expect(
      quantities(
        await lines('/api/cart', beto, 'PATCH', {
          set: [
            { productId: '7', quantity: 1 },
            { productId: '999999', quantity: 1 },
            { productId: '8', quantity: 1 },
          ],
        }),
      ),
    ).toEqual({ 8: 1 });
    await updateProduct(ctx, 8, { hidden: true });
    expect(await lines('/api/cart', beto)).toEqual([]);
    await updateProduct(ctx, 8, { hidden: false });
  });

  it('answers bad input with the contract’s 400 and changes nothing', async () => {
    const before = await lines('/api/cart', ana);
    for (const body of [
      { set: [{ productId: '1', quantity: 100 }] },
      { set: [{ productId: '1', quantity: -1 }] },
      { set: [{ productId: '1', quantity: 1, price: 1 }] },
      { set: [{ productId: 'abc', quantity: 1 }] },
      { set: [] },
    ]) {
      const res = await call('PATCH', '/api/cart', ana, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
      expect(res.json().error.message).toBeTruthy();
    }
    expect(await lines('/api/cart', ana)).toEqual(before);
  });
});
