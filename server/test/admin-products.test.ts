import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, placeOrder } from './factories/index.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let customer: SignedInCustomer;

beforeAll(async () => {
  // A long catalogue cache: the shop must still show changes at once (the routes invalidate it).
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', CATALOG_CACHE_TTL_MS: '600000' });
  admin = await signedInAdmin(ctx, 'cat_admin');
  customer = await signedInCustomer(ctx, 'cat_customer');
});
afterAll(() => ctx.close());

const newProduct = {
  category: 'dulces',
  priceArs: 3200,
  titleEs: 'Alfajor keto de nuez',
  titleEn: 'Keto walnut alfajor',
  detailsEs: 'Dos tapas de harina de almendras con dulce de leche sin azúcar.',
  detailsEn: 'Two almond flour cookies with sugar-free dulce de leche.',
  imageAltEs: 'Alfajor partido al medio',
  imageAltEn: 'Alfajor cut in half',
};

function send(method: 'PATCH' | 'PUT', url: string, payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

describe('admin catalogue routes refuse visitors and customers', () => {
  it('answers 401 and 403 and changes nothing', async () => {
    const calls = [
      () => ctx.app.inject({ url: '/api/admin/products' }),
      () => post(ctx, '/api/admin/products', newProduct),
      () => send('PATCH', '/api/admin/products/0', { priceArs: 1 }),
      () => send('PUT', '/api/admin/deal', { productId: 0, endsAt: null }),
      () => ctx.app.inject({ url: '/api/admin/deal' }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/products', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    expect((await post(ctx, '/api/admin/products', newProduct, customer.cookie)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/admin/products/0', { priceArs: 1 }, customer.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await send('PUT', '/api/admin/deal', { productId: 0, endsAt: null }, customer.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/deal', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, 0));
    expect(row.priceArs).toBe(4000);
  });
});

describe('admin catalogue', () => {
  // The shop shows it once it has an image: admin-images.test.ts.
  it('creates a product, kept out of the shop until its first image', async () => {
    const res = await post(ctx, '/api/admin/products', newProduct, admin.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'alfajor-keto-de-nuez',
      priceArs: 3200,
      hidden: false,
      discountPercent: null,
    });
    const id = res.json().id;
    expect(Number(id)).toBeGreaterThanOrEqual(17);
    expect(res.json()).toMatchObject({
      titleEs: 'Alfajor keto de nuez',
      titleEn: 'Keto walnut alfajor',
      images: [],
    });
    expect((await ctx.app.inject({ url: `/api/products/${id}?lang=es` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/products/alfajor-keto-de-nuez?lang=en' })).statusCode).toBe(
      404,
    );
    const again = await post(ctx, '/api/admin/products', newProduct, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('slug_taken');
  });

  it('refuses bad prices and discounts, naming the fields, and stores nothing', async () => {
    const before = (await ctx.database.db.select().from(products)).length;
    for (const bad of [
      { priceArs: 0 },
      { priceArs: -5 },
      { priceArs: 10.5 },
      { priceArs: '3000' },
      { discountPercent: 95 },
      { category: 'panes' },
      { titleEs: '  ' },
    ]) {
      const res = await post(
        ctx,
        '/api/admin/products',
        { ...newProduct, titleEs: 'Otro', ...bad },
        admin.cookie,
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([Object.keys(bad)[0]]);
    }
    expect((await ctx.database.db.select().from(products)).length).toBe(before);
  });

  it('changes a price in the shop but not in an order already placed, and hides and shows a product', async () => {
    const placed = await placeOrder(ctx, customer.cookie, {
      paymentMethod: 'efectivo',
      items: [{ id: '5', quantity: 1 }],
    });
    expect(placed.json().pedido.total).toBe(2500);

    const patched = await send(
      'PATCH',
      '/api/admin/products/5',
      { priceArs: 2900, discountPercent: 10 },
      admin.cookie,
    );
    expect(patched.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/products/5' })).json()).toMatchObject({
      price: 2610,
      originalPrice: 2900,
      discountPercent: 10,
    });
    const mine = (await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: customer.cookie } })).json()
      .pedidos[0];
    expect(mine).toMatchObject({ total: 2500, items: [expect.objectContaining({ unitPrice: 2500 })] });

    expect((await send('PATCH', '/api/admin/products/5', { hidden: true }, admin.cookie)).json().hidden).toBe(
      true,
    );
    expect((await ctx.app.inject({ url: '/api/products/5' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/admin/products', headers: { cookie: admin.cookie } }))
        .json()
        .items.some((p: { id: string }) => p.id === '5'),
    ).toBe(true);
    expect((await send('PATCH', '/api/admin/products/5', { hidden: false }, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: '/api/products/5' })).statusCode).toBe(200);

    expect((await send('PATCH', '/api/admin/products/999', { hidden: false }, admin.cookie)).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', '/api/admin/products/5', { priceArs: 0 }, admin.cookie)).statusCode).toBe(
      400,
    );
    expect((await send('PATCH', '/api/admin/products/5', { bogus: 1 }, admin.cookie)).statusCode).toBe(400);
  });

  it('sets the featured deal and its end time', async () => {
    const res = await send(
      'PUT',
      '/api/admin/deal',
      { productId: 7, endsAt: '2026-12-24T03:00:00Z' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/deal' })).json()).toMatchObject({
      product: { id: '7' },
      endsAt: '2026-12-24T03:00:00.000Z',
    });
    expect(
      (await send('PUT', '/api/admin/deal', { productId: 999, endsAt: null }, admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/admin/deal', { productId: 7, endsAt: 'mañana' }, admin.cookie)).statusCode,
    ).toBe(400);
  });

  it('tells the back office the deal as stored: a fixed end, or none for the rolling daily deal', async () => {
    const stored = async () =>
      (await ctx.app.inject({ url: '/api/admin/deal', headers: { cookie: admin.cookie } })).json();
    await send('PUT', '/api/admin/deal', { productId: 5, endsAt: '2026-12-24T03:00:00Z' }, admin.cookie);
    expect(await stored()).toEqual({ productId: '5', endsAt: '2026-12-24T03:00:00.000Z', discount: null });
    await send('PUT', '/api/admin/deal', { productId: 12, endsAt: null }, admin.cookie);
    expect(await stored()).toEqual({ productId: '12', endsAt: null, discount: null });
    // The public answer resolves the rolling end to the next midnight; the stored one stays null.
    expect((await ctx.app.inject({ url: '/api/deal' })).json().endsAt).toEqual(expect.any(String));
  });

  it("applies the deal's discount in the product's price and the order's total while it runs (decision 0029)", async () => {
    const listPrice = async () =>
      (await ctx.app.inject({ url: '/api/products/9' })).json() as {
        price: number;
        originalPrice: number | null;
      };
    const before = await listPrice();
    expect(before.originalPrice).toBeNull();
    const full = before.price;
    const future = new Date(Date.now() + 3_600_000).toISOString();

    // Without a discount the product is only featured: full price everywhere.
    await send('PUT', '/api/admin/deal', { productId: 9, endsAt: future }, admin.cookie);
    expect((await ctx.app.inject({ url: '/api/deal' })).json()).toMatchObject({
      discount: null,
      product: { id: '9', price: full, originalPrice: null },
    });

    // 20 % off: the deal, the product page, the lists and the order all charge it.
    const set = await send(
      'PUT',
      '/api/admin/deal',
      { productId: 9, endsAt: future, discount: { kind: 'percent', value: 20 } },
      admin.cookie,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().discount).toEqual({ kind: 'percent', value: 20 });
    const dealPrice = Math.round(full * 0.8);
    expect((await ctx.app.inject({ url: '/api/deal' })).json()).toMatchObject({
      discount: { kind: 'percent', value: 20 },
      product: { price: dealPrice, originalPrice: full, discountPercent: 20 },
    });
    expect(await listPrice()).toMatchObject({ price: dealPrice, originalPrice: full });
    const listed = (await ctx.app.inject({ url: '/api/products?limit=50' })).json() as {
      items: { id: string; price: number }[];
    };
    expect(listed.items.find((p) => p.id === '9')?.price).toBe(dealPrice);
    const order = await placeOrder(ctx, customer.cookie, {
      lastname: 'Oferta',
      email: 'oferta@example.com',
      paymentMethod: 'efectivo',
      items: [{ id: '9', quantity: 2 }],
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().pedido.total).toBe(2 * dealPrice);

    // An amount off: $ 1.000 less.
    await send(
      'PUT',
      '/api/admin/deal',
      { productId: 9, endsAt: future, discount: { kind: 'amount', value: 1000 } },
      admin.cookie,
    );
    expect(await listPrice()).toMatchObject({ price: full - 1000, originalPrice: full });

    // Once the deal has ended, the full price again.
    await send(
      'PUT',
      '/api/admin/deal',
      {
        productId: 9,
        endsAt: new Date(Date.now() - 1000).toISOString(),
        discount: { kind: 'percent', value: 20 },
      },
      admin.cookie,
    );
    expect(await listPrice()).toMatchObject({ price: full, originalPrice: null });

    // A percentage over 90 is refused.
    expect(
      (
        await send(
          'PUT',
          '/api/admin/deal',
          { productId: 9, endsAt: null, discount: { kind: 'percent', value: 95 } },
          admin.cookie,
        )
      ).statusCode,
    ).toBe(400);
  });
});
