import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN } from './accounts-support.ts';
import { signedInCustomer, orderBody, placeOrder, updateProduct } from './factories/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  // One account places 50 orders at once below; the orders-per-hour limit has its own tests (order-input.test.ts).
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_ORDERS_PER_HOUR: '1000',
    SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
    SHOP_BANK_ALIAS: 'KETO.ALIAS.TEST',
  });
});
afterAll(() => ctx.close());

async function orderCount() {
  return (await ctx.database.db.select().from(orders)).length;
}

describe('POST /api/pedido', () => {
  it('answers 401 without a session and stores nothing', async () => {
    const res = await placeOrder(ctx, undefined, { items: [{ id: '0', quantity: 1 }] });
    expect(res.statusCode).toBe(401);
    expect(await orderCount()).toBe(0);
  });

  it("recomputes prices and the total from the catalogue, ignoring the browser's", async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'price_check');
    // The seed has no discounts: this test gives item 0 the owner's 10 % off.
    await updateProduct(ctx, 0, { discountPercent: 10 });
    // Item 12 (the cake) costs 25000 and item 3 costs 2000; the browser claims 1 each.
    const res = await placeOrder(ctx, cookie, {
      userId: user.id,
      items: [
        { id: '12', type: 'dulces', title: 'Torta', quantity: 1, price: 1 },
        { id: 3, quantity: 2, price: 1 },
        // Item 0 costs 4000 with 10% off: 3600 each.
        { id: '0', quantity: 1, price: 4000 },
      ],
      total: 3,
    });
    expect(res.statusCode).toBe(201);
    const { pedido } = res.json();
    expect(pedido).toMatchObject({
      status: 'pendiente',
      total: 32600,
      fechaEntrega: null,
      hasReceipt: false,
      paymentMethod: 'transferencia',
      paymentStatus: 'pendiente',
    });
    expect(pedido.items).toEqual([
      expect.objectContaining({ productId: '12', quantity: 1, unitPrice: 25000, lineTotal: 25000 }),
      expect.objectContaining({ productId: '3', quantity: 2, unitPrice: 2000, lineTotal: 4000 }),
      expect.objectContaining({ productId: '0', quantity: 1, unitPrice: 3600, lineTotal: 3600 }),
    ]);
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, pedido.id));
    expect(stored.totalArs).toBe(32600);
    expect(stored.userId).toBe(user.id);
    await updateProduct(ctx, 0, { discountPercent: null });
  });

  it('mails the shop every line and the shopper the payment instructions', async () => {
    const { cookie } = await signedInCustomer(ctx, 'mail_check');
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    const res = await placeOrder(ctx, cookie, {
      email: 'mail_check@example.com',
      items: [{ id: '3', quantity: 2 }],
    });
    expect(res.statusCode).toBe(201);
    await expect.poll(() => ctx.mails.length - before).toBe(2);
    const shopMail = ctx.mails.slice(before).find((m) => m.to === 'pedidos@shop.example')!;
    expect(shopMail.text).toContain('2 x ');
    expect(shopMail.text).toContain('Caseros 123');
    expect(shopMail.text).toContain('Forma de pago: Transferencia bancaria');
    expect(shopMail.text).toMatch(/Total: \$\s?4\.000,00/);
    const customerMail = ctx.mails.slice(before).find((m) => m.to === 'mail_check@example.com')!;
    expect(customerMail.text).toContain('KETO.ALIAS.TEST');
    // The shop's hours (SHOP_OPENING_HOURS's default, decision 0028), as every text states them.
    expect(customerMail.text).toContain('Revisamos los pedidos de lunes a viernes de 9 a 19\u00a0h');
  });

  it('refuses unknown or hidden products, an empty cart, bad quantities and missing fields, storing nothing', async () => {
    const { cookie } = await signedInCustomer(ctx, 'bad_input');
    const before = await orderCount();
    const unknown = await placeOrder(ctx, cookie, {
      items: [
        { id: '0', quantity: 1 },
        { id: '999', quantity: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'unknown_product',
      fields: { 'items.1.id': 'validation.unknownProduct' },
    });

    await updateProduct(ctx, 16, { hidden: true });
    const hidden = await placeOrder(ctx, cookie, { items: [{ id: '16', quantity: 1 }] });
    await updateProduct(ctx, 16, { hidden: false });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.code).toBe('unknown_product');

    const empty = await placeOrder(ctx, cookie, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ items: 'validation.emptyCart' });

    for (const quantity of [0, -1, 1.5, 100, '2']) {
      const res = await placeOrder(ctx, cookie, { items: [{ id: '0', quantity }] });
      expect(res.statusCode, `quantity ${String(quantity)}`).toBe(400);
    }
    const merged = await placeOrder(ctx, cookie, {
      items: [
        { id: '0', quantity: 60 },
        { id: '0', quantity: 60 },
      ],
    });
    expect(merged.statusCode).toBe(400);

    const missing = await placeOrder(ctx, cookie, {
      firstname: '  ',
      phone: undefined,
      items: [{ id: '0', quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      firstname: 'validation.required',
      phone: 'validation.required',
    });
    expect(await orderCount()).toBe(before);
  });

  it('answers with the order exactly as it is stored and read back (the answer is built from the rows written)', async () => {
    const { cookie } = await signedInCustomer(ctx, 'answer_as_stored');
    // Equal ids are merged into one line; lines keep the cart's order; titles in the shopper's language.
    const res = await placeOrder(ctx, cookie, {
      items: [
        { id: '12', quantity: 1 },
        { id: '3', quantity: 2 },
        { id: '12', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const answered = res.json().pedido;
    const stored = (await ctx.app.inject({ url: `/api/pedidos/${answered.id}`, headers: { cookie } })).json();
    expect(answered).toEqual(stored);
    expect(
      answered.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity]),
    ).toEqual([
      ['12', 2],
      ['3', 2],
    ]);
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/pedido?lang=en',
      payload: orderBody(),
      headers: { origin: ORIGIN, cookie, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(201);
    const storedEnglish = (
      await ctx.app.inject({ url: `/api/pedidos/${english.json().pedido.id}?lang=en`, headers: { cookie } })
    ).json();
    expect(english.json().pedido).toEqual(storedEnglish);
  });

  it('returns the first order for a retry with the same Idempotency-Key, even at the same time', async () => {
    const { cookie } = await signedInCustomer(ctx, 'retry_user');
    const payload = { items: [{ id: '5', quantity: 1 }] };
    const [a, b] = await Promise.all([
      placeOrder(ctx, cookie, payload, { idempotencyKey: 'checkout-abc-1' }),
      placeOrder(ctx, cookie, payload, { idempotencyKey: 'checkout-abc-1' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().pedido.id).toBe(b.json().pedido.id);
    const again = await placeOrder(ctx, cookie, payload, { idempotencyKey: 'checkout-abc-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().pedido.id).toBe(a.json().pedido.id);
    const list = await ctx.app.inject({ url: '/api/pedidos', headers: { cookie } });
    expect(list.json().pedidos).toHaveLength(1);
    const other = await placeOrder(ctx, cookie, payload, { idempotencyKey: 'checkout-abc-2' });
    expect(other.statusCode).toBe(201);
    expect(
      (await placeOrder(ctx, cookie, payload, { idempotencyKey: 'bad key with spaces' })).statusCode,
    ).toBe(400);
  });

  it('stores 50 orders placed at once, each with the right total', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'busy_user');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(ctx, cookie, {
          items: [
            { id: '3', quantity: (i % 5) + 1 },
            { id: '12', quantity: 1 },
          ],
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const stored = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(stored).toHaveLength(50);
    for (const order of stored) {
      const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(order.totalArs).toBe(lines.reduce((sum, l) => sum + l.lineTotalArs, 0));
      expect(lines.find((l) => l.productId === 12)?.lineTotalArs).toBe(25000);
    }
    // 25000 for the cake plus 2000 per unit of item 3, 1 to 5 units: 27000 to 35000, ten orders each.
    const totals = stored.map((o) => o.totalArs);
    for (const units of [1, 2, 3, 4, 5])
      expect(totals.filter((t) => t === 25000 + 2000 * units)).toHaveLength(10);
  }, 120_000);
});

describe('GET /api/pedidos', () => {
  it("lists only the caller's orders, newest first, and refuses someone else's", async () => {
    const ana = await signedInCustomer(ctx, 'list_ana');
    const ben = await signedInCustomer(ctx, 'list_ben');
    const first = (await placeOrder(ctx, ana.cookie, { items: [{ id: '1', quantity: 1 }] })).json().pedido;
    const second = (await placeOrder(ctx, ana.cookie, { items: [{ id: '2', quantity: 3 }] })).json().pedido;
    await placeOrder(ctx, ben.cookie, { items: [{ id: '4', quantity: 1 }] });

    const mine = await ctx.app.inject({
      url: `/api/pedidos?userId=${ana.user.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().pedidos.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);

    const theirs = await ctx.app.inject({
      url: `/api/pedidos?userId=${ana.user.id}`,
      headers: { cookie: ben.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    const benList = await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: ben.cookie } });
    expect(benList.json().pedidos).toHaveLength(1);

    expect(
      (await ctx.app.inject({ url: `/api/pedidos/${first.id}`, headers: { cookie: ana.cookie } })).json().id,
    ).toBe(first.id);
    expect(
      (await ctx.app.inject({ url: `/api/pedidos/${first.id}`, headers: { cookie: ben.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/pedidos/not-a-uuid', headers: { cookie: ana.cookie } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/pedidos' })).statusCode).toBe(401);
  });

  it("shows each line in the reader's language, whatever language the order was placed in", async () => {
    const eve = await signedInCustomer(ctx, 'lang_eve');
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, 11));
    const placed = await placeOrder(ctx, `${eve.cookie}; lang=en`, {
      items: [{ id: '11', quantity: 2 }],
    });
    expect(placed.json().pedido.items[0].title).toBe(product.titleEn);
    const [line] = await ctx.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.json().pedido.id));
    expect(line).toMatchObject({
      title: product.titleEn,
      titleEs: product.titleEs,
      titleEn: product.titleEn,
    });

    const read = async (lang: string) =>
      (
        await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: `${eve.cookie}; lang=${lang}` } })
      ).json().pedidos[0].items[0].title;
    expect(await read('es')).toBe(product.titleEs);
    expect(await read('en')).toBe(product.titleEn);

    // Kept as sold: renaming the product later changes no past order.
    await updateProduct(ctx, 11, { titleEs: 'Renombrado' });
    try {
      expect(await read('es')).toBe(product.titleEs);
    } finally {
      await updateProduct(ctx, 11, { titleEs: product.titleEs });
    }
  });
});
