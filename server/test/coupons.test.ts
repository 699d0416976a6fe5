/**
 * Coupons: the owner's CRUD, POST /api/coupons/validate, orders with a code (recomputed
 * and counted in the order's transaction), the last-use race and the first-order rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../src/db/schema.ts';
import { preferenceItems } from '../src/plugins/mercadopago.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN, post } from './accounts-support.ts';
import {
  signedInCustomer,
  signedInAdmin,
  type SignedInCustomer,
  placeOrder,
  uniqueContact,
} from './factories/index.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let customer: SignedInCustomer;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000', SHOP_ORDERS_EMAIL: 'pedidos@shop.example' });
  admin = await signedInAdmin(ctx, 'coupon_admin');
  customer = await signedInCustomer(ctx, 'coupon_customer');
});
afterAll(() => ctx.close());

function send(method: 'PUT' | 'PATCH', url: string, payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** Creates a coupon through the admin API and returns it. */
async function createCoupon(fields: Record<string, unknown>) {
  const res = await post(ctx, '/api/admin/coupons', { kind: 'percent', value: 10, ...fields }, admin.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string; uses: number };
}

function validate(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/coupons/validate',
    payload,
    headers: { origin: ORIGIN, ...headers },
  });
}

async function couponRow(code: string) {
  const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

const cake = [{ id: '12', quantity: 1 }]; // 25000 ARS

describe('admin coupons', () => {
  it('are for administrators only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/coupons' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/coupons', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, '/api/admin/coupons', { code: 'NOPE10', kind: 'percent', value: 10 }, customer.cookie))
        .statusCode,
    ).toBe(403);
    expect(await couponRow('NOPE10')).toBeUndefined();
  });

  it('creates, lists, edits and deactivates a coupon', async () => {
    const created = await createCoupon({
      code: 'otono15',
      value: 15,
      minSubtotal: 5000,
      validFrom: '2026-03-01',
      validTo: '2099-06-30',
      maxUses: 50,
      firstOrderOnly: true,
    });
    expect(created).toMatchObject({
      code: 'OTONO15',
      kind: 'percent',
      value: 15,
      minSubtotal: 5000,
      validFrom: '2026-03-01',
      validTo: '2099-06-30',
      maxUses: 50,
      uses: 0,
      oncePerCustomer: true,
      firstOrderOnly: true,
      active: true,
      source: 'owner',
    });

    const list = await ctx.app.inject({ url: '/api/admin/coupons', headers: { cookie: admin.cookie } });
    expect(list.json().items.map((c: { code: string }) => c.code)).toContain('OTONO15');

    const edited = await send(
      'PUT',
      `/api/admin/coupons/${created.id}`,
      {
        code: 'OTONO15',
        kind: 'fixed',
        value: 2000,
        minSubtotal: 0,
        validFrom: null,
        validTo: null,
        maxUses: null,
        oncePerCustomer: false,
        firstOrderOnly: false,
        active: true,
      },
      admin.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ kind: 'fixed', value: 2000, maxUses: null, firstOrderOnly: false });

    const off = await send('PATCH', `/api/admin/coupons/${created.id}`, { active: false }, admin.cookie);
    expect(off.json().active).toBe(false);
    expect((await couponRow('OTONO15')).active).toBe(false);
    expect(
      (await send('PATCH', '/api/admin/coupons/999999', { active: false }, admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate code with 409', async () => {
    await createCoupon({ code: 'UNICO10' });
    const again = await post(
      ctx,
      '/api/admin/coupons',
      { code: 'unico10', kind: 'fixed', value: 100 },
      admin.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'code_taken',
      fields: { code: 'validation.couponCodeTaken' },
    });
  });

  it('refuses bad input with 400 and the reason, storing nothing', async () => {
    const before = (await ctx.database.db.select().from(coupons)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'MAL CODIGO', kind: 'percent', value: 10 }, 'code', 'validation.couponCode'],
      [{ code: 'ÑOQUI10', kind: 'percent', value: 10 }, 'code', 'validation.couponCode'],
      [{ code: 'NEG10', kind: 'fixed', value: -100 }, 'value', 'validation.couponAmount'],
      [{ code: 'ABS10', kind: 'fixed', value: 999_999_999 }, 'value', 'validation.couponAmount'],
      [{ code: 'PCT150', kind: 'percent', value: 150 }, 'value', 'validation.couponPercent'],
      [
        { code: 'MIN10', kind: 'percent', value: 10, minSubtotal: -5 },
        'minSubtotal',
        'validation.couponMinimum',
      ],
      [{ code: 'USES10', kind: 'percent', value: 10, maxUses: 0 }, 'maxUses', 'validation.couponUses'],
      [
        { code: 'DATE10', kind: 'percent', value: 10, validFrom: '2026-13-01' },
        'validFrom',
        'validation.date',
      ],
      [
        { code: 'RANGE10', kind: 'percent', value: 10, validFrom: '2026-05-01', validTo: '2026-04-01' },
        'validTo',
        'validation.dateRange',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await post(ctx, '/api/admin/coupons', body, admin.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(body)).toBe(key);
    }
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons?lang=en',
      payload: { code: 'NEG10', kind: 'fixed', value: -1 },
      headers: { origin: ORIGIN, cookie: admin.cookie },
    });
    expect(english.json().error.message).toMatch(/Please check/);
    expect((await ctx.database.db.select().from(coupons)).length).toBe(before);
  });

  it('will not set fewer total uses than already used', async () => {
    const c = await createCoupon({ code: 'YAUSADO', maxUses: 5 });
    await ctx.database.db.update(coupons).set({ uses: 3 }).where(eq(coupons.code, 'YAUSADO'));
    const res = await send(
      'PUT',
      `/api/admin/coupons/${c.id}`,
      { code: 'YAUSADO', kind: 'percent', value: 10, maxUses: 2 },
      admin.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect((await couponRow('YAUSADO')).maxUses).toBe(5);
  });
});

describe('POST /api/coupons/validate', () => {
  beforeAll(async () => {
    await createCoupon({ code: 'DIEZ', value: 10, oncePerCustomer: false });
    await createCoupon({ code: 'VENCIDO', validFrom: '2020-01-01', validTo: '2020-12-31' });
    await createCoupon({ code: 'FUTURO', validFrom: '2099-01-01' });
    await createCoupon({ code: 'MINIMO', minSubtotal: 30000 });
    await createCoupon({ code: 'AGOTADO', maxUses: 1 });
    await ctx.database.db.update(coupons).set({ uses: 1 }).where(eq(coupons.code, 'AGOTADO'));
    await createCoupon({ code: 'APAGADO', active: false });
  });

  it('says the discount on the cart, priced from the catalogue', async () => {
    const res = await validate({
      code: ' diez ',
      items: [
        { id: '12', quantity: 1 },
        { id: '3', quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      code: 'DIEZ',
      kind: 'percent',
      value: 10,
      subtotal: 29000,
      discount: 2900,
    });
  });

  it("says why a code does not apply, in the shopper's language", async () => {
    const reasons: [string, string, RegExp][] = [
      ['NOEXISTE', 'unknown', /no existe/],
      ['VENCIDO', 'expired', /vencido/],
      ['FUTURO', 'not_started', /desde el 01\/01\/2099/],
      ['MINIMO', 'below_minimum', /desde \$\s?30\.000/],
      ['AGOTADO', 'used_up', /todas las veces/],
      ['APAGADO', 'inactive', /vigente/],
    ];
    for (const [code, reason, text] of reasons) {
      const res = await validate({ code, items: cake });
      expect(res.statusCode).toBe(200);
      expect(res.json(), code).toMatchObject({ valid: false, reason });
      expect(res.json().message, code).toMatch(text);
    }
    const en = await validate({ code: 'VENCIDO', items: cake }, { 'accept-language': 'en-US' });
    expect(en.json().message).toBe('That code has expired.');
  });

  it('refuses a code with odd characters with 400', async () => {
    for (const code of ['DROP TABLE', 'x', '%%%', 'AB"C']) {
      const res = await validate({ code, items: cake });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.fields.code).toBe('validation.couponCode');
    }
    expect((await validate({ code: 'DIEZ', items: [] })).statusCode).toBe(400);
    expect((await validate({ code: 'DIEZ', items: [{ id: '99999', quantity: 1 }] })).statusCode).toBe(400);
  });
});

describe('orders with a coupon', () => {
  it('stores the discount and the code, counts the use, and shows them in the order, /api/pedidos and both mails', async () => {
    await createCoupon({ code: 'PEDIDO20', value: 20 });
    // The seed has no discounts: the owner puts 10 % off item 0 for this test.
    expect(
      (await send('PATCH', '/api/admin/products/0', { discountPercent: 10 }, admin.cookie)).statusCode,
    ).toBe(200);
    const buyer = await signedInCustomer(ctx, 'coupon_buyer');
    const mailsBefore = ctx.mails.length;
    const res = await placeOrder(ctx, buyer.cookie, {
      ...uniqueContact('buyer'),
      coupon: 'pedido20',
      items: [
        { id: '12', quantity: 1 },
        { id: '0', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    // 25000 + 3600 (item 0 at 10 % off) = 28600; 20 % = 5720.
    expect(res.json().pedido).toMatchObject({
      subtotal: 28600,
      discount: 5720,
      coupon: 'PEDIDO20',
      total: 22880,
    });
    const [stored] = await ctx.database.db.select().from(orders).where(eq(orders.id, res.json().pedido.id));
    expect(stored).toMatchObject({ totalArs: 22880, discountArs: 5720, couponCode: 'PEDIDO20' });
    expect((await couponRow('PEDIDO20')).uses).toBe(1);

    const list = await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: buyer.cookie } });
    expect(list.json().pedidos[0]).toMatchObject({
      subtotal: 28600,
      discount: 5720,
      coupon: 'PEDIDO20',
      total: 22880,
    });

    const detail = await ctx.app.inject({
      url: `/api/admin/orders/${stored.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json()).toMatchObject({
      subtotal: 28600,
      discount: 5720,
      coupon: 'PEDIDO20',
      total: 22880,
    });

    await expect.poll(() => ctx.mails.length - mailsBefore).toBeGreaterThanOrEqual(2);
    const shopMail = ctx.mails.slice(mailsBefore).find((m) => m.to === 'pedidos@shop.example')!;
    const customerMail = ctx.mails.slice(mailsBefore).find((m) => m.to === 'buyer@mail.example')!;
    for (const mail of [shopMail, customerMail]) {
      expect(mail.text).toMatch(/Descuento \(PEDIDO20\): -\$\s?5\.720/);
      expect(mail.text).toMatch(/Total: \$\s?22\.880/);
    }
  });

  it('answers 409 with the reason and stores nothing when the code does not apply', async () => {
    const buyer = await signedInCustomer(ctx, 'coupon_refused');
    const before = (await ctx.database.db.select().from(orders)).length;
    const res = await placeOrder(ctx, buyer.cookie, {
      ...uniqueContact('refused'),
      coupon: 'VENCIDO',
      items: cake,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'coupon_expired', fields: { coupon: 'expired' } });
    expect(res.json().error.message).toMatch(/vencido/);
    const bad = await placeOrder(ctx, buyer.cookie, {
      ...uniqueContact('refused'),
      coupon: 'no vale!',
      items: cake,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.coupon).toBe('validation.couponCode');
    expect((await ctx.database.db.select().from(orders)).length).toBe(before);
  });

  it('a fixed amount larger than the subtotal leaves a total of 0, never negative', async () => {
    await createCoupon({ code: 'REGALO', kind: 'fixed', value: 100000 });
    const buyer = await signedInCustomer(ctx, 'coupon_gift');
    const res = await placeOrder(ctx, buyer.cookie, {
      ...uniqueContact('gift'),
      coupon: 'REGALO',
      items: [{ id: '3', quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pedido).toMatchObject({ subtotal: 2000, discount: 2000, total: 0 });
  });

  it('a retried order with the same Idempotency-Key answers the first order, not "used up"', async () => {
    await createCoupon({ code: 'UNAVEZ', maxUses: 1 });
    const buyer = await signedInCustomer(ctx, 'coupon_retry');
    const body = { ...uniqueContact('retry'), coupon: 'UNAVEZ', items: cake };
    const first = await placeOrder(ctx, buyer.cookie, body, { idempotencyKey: 'retry-1' });
    const second = await placeOrder(ctx, buyer.cookie, body, { idempotencyKey: 'retry-1' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().pedido.id).toBe(first.json().pedido.id);
    expect((await couponRow('UNAVEZ')).uses).toBe(1);
  });

  it('Mercado Pago is asked for exactly the discounted products', () => {
    const lines = [
      { productId: 12, title: 'Torta', quantity: 1, unitPriceArs: 25000 },
      { productId: 3, title: 'Pan', quantity: 3, unitPriceArs: 2000 },
    ];
    const plain = preferenceItems(
      { id: 'abcdef12-0000', number: 1042, discountArs: 0, couponCode: null, lang: 'es' },
      lines,
    );
    expect(plain.reduce((s, i) => s + i.unit_price * i.quantity, 0)).toBe(31000);
    const discounted = preferenceItems(
      { id: 'abcdef12-0000', number: 1042, discountArs: 3100, couponCode: 'DIEZ', lang: 'es' },
      lines,
    );
    expect(discounted).toHaveLength(1);
    expect(discounted[0]).toMatchObject({ quantity: 1, unit_price: 27900, currency_id: 'ARS' });
    expect(discounted[0].title).toMatch(/DIEZ/);
    expect(discounted[0].title).toContain('Pedido N.º\u00a01042');
  });
});

describe('a cancelled order', () => {
  it('gives its coupon use back: a code with one use can be used again once the order using it is cancelled', async () => {
    await createCoupon({ code: 'DEVUELTO', maxUses: 1 });
    const [first, second] = await Promise.all([
      signedInCustomer(ctx, 'cancel_a'),
      signedInCustomer(ctx, 'cancel_b'),
    ]);
    const placed = await placeOrder(ctx, first.cookie, {
      ...uniqueContact('cancel_a'),
      coupon: 'DEVUELTO',
      items: cake,
    });
    expect(placed.statusCode).toBe(201);
    expect(
      (
        await placeOrder(ctx, second.cookie, {
          ...uniqueContact('cancel_b'),
          coupon: 'DEVUELTO',
          items: cake,
        })
      ).json().error.code,
    ).toBe('coupon_used_up');

    const cancelled = await post(
      ctx,
      `/api/admin/orders/${placed.json().pedido.id}/status`,
      { status: 'cancelado' },
      admin.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    const row = await couponRow('DEVUELTO');
    expect(row.uses).toBe(0);
    expect(
      await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, row.id)),
    ).toHaveLength(0);

    const again = await placeOrder(ctx, second.cookie, {
      ...uniqueContact('cancel_b2'),
      coupon: 'DEVUELTO',
      items: cake,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().pedido).toMatchObject({ coupon: 'DEVUELTO' });
    expect((await couponRow('DEVUELTO')).uses).toBe(1);
  });
});

describe('the last use of a code', () => {
  it('goes to exactly one of two simultaneous orders; the other gets 409 used_up', async () => {
    await createCoupon({ code: 'ULTIMO', maxUses: 1 });
    const [a, b] = await Promise.all([signedInCustomer(ctx, 'race_a'), signedInCustomer(ctx, 'race_b')]);
    const before = (await ctx.database.db.select().from(orders)).length;
    const results = await Promise.all([
      placeOrder(ctx, a.cookie, { ...uniqueContact('race_a'), coupon: 'ULTIMO', items: cake }),
      placeOrder(ctx, b.cookie, { ...uniqueContact('race_b'), coupon: 'ULTIMO', items: cake }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.code).toBe('coupon_used_up');
    expect((await ctx.database.db.select().from(orders)).length).toBe(before + 1);
    const row = await couponRow('ULTIMO');
    expect(row.uses).toBe(1);
    expect(
      await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, row.id)),
    ).toHaveLength(1);
  });

  it('of eight simultaneous orders for a code with three uses left, exactly three are stored', async () => {
    await createCoupon({ code: 'TRES', maxUses: 3, oncePerCustomer: false });
    const buyer = await signedInCustomer(ctx, 'race_many');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder(
          ctx,
          buyer.cookie,
          { ...uniqueContact(`race_many_${i}`), coupon: 'TRES', items: cake },
          { idempotencyKey: `tres-${i}` },
        ),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await couponRow('TRES')).uses).toBe(3);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.couponCode, 'TRES'))).length).toBe(3);
  });
});

describe('first order only', () => {
  beforeAll(async () => {
    await createCoupon({ code: 'PRIMERA', firstOrderOnly: true, oncePerCustomer: false });
  });

  it('refuses a customer whose account, e-mail or phone already has an order that was not cancelled', async () => {
    const veteran = await signedInCustomer(ctx, 'first_veteran');
    const placed = await placeOrder(ctx, veteran.cookie, {
      ...uniqueContact('veteran'),
      phone: '+54 9 387 611-2233',
      items: cake,
    });
    expect(placed.statusCode).toBe(201);

    // The same account, with other contact data.
    const sameAccount = await placeOrder(ctx, veteran.cookie, {
      ...uniqueContact('veteran_other'),
      coupon: 'PRIMERA',
      items: cake,
    });
    expect(sameAccount.json().error?.code).toBe('coupon_not_first_order');

    // Another account with the same e-mail (any case), or the same phone written another way.
    const other = await signedInCustomer(ctx, 'first_other');
    const sameEmail = await placeOrder(ctx, other.cookie, {
      ...uniqueContact('x'),
      email: 'VETERAN@mail.example',
      coupon: 'PRIMERA',
      items: cake,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.code).toBe('coupon_not_first_order');
    const samePhone = await placeOrder(ctx, other.cookie, {
      ...uniqueContact('y'),
      phone: '387 6112233',
      coupon: 'PRIMERA',
      items: cake,
    });
    expect(samePhone.json().error.code).toBe('coupon_not_first_order');

    // The order refused it above; validate, open to anyone, must not tell (next test).
    expect((await validate({ code: 'PRIMERA', items: cake, email: 'nuevo@mail.example' })).json().valid).toBe(
      true,
    );

    // A cancelled order does not count.
    await ctx.database.db
      .update(orders)
      .set({ status: 'cancelado' })
      .where(eq(orders.id, placed.json().pedido.id));
    const afterCancel = await placeOrder(ctx, other.cookie, {
      ...uniqueContact('z'),
      email: 'veteran@mail.example',
      coupon: 'PRIMERA',
      items: cake,
    });
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
  });

  it('validate does not tell an anonymous caller whether an e-mail or phone has ordered', async () => {
    const veteran = await signedInCustomer(ctx, 'first_probe');
    expect(
      (
        await placeOrder(ctx, veteran.cookie, {
          ...uniqueContact('probe'),
          phone: '+54 9 387 622-3344',
          items: cake,
        })
      ).statusCode,
    ).toBe(201);
    const stranger = await signedInCustomer(ctx, 'first_stranger');
    for (const headers of [{}, { cookie: stranger.cookie }] as Record<string, string>[]) {
      const byEmail = await validate({ code: 'PRIMERA', items: cake, email: 'PROBE@mail.example' }, headers);
      expect(byEmail.json()).toMatchObject({ valid: true });
      const byPhone = await validate({ code: 'PRIMERA', items: cake, phone: '387 6223344' }, headers);
      expect(byPhone.json()).toMatchObject({ valid: true });
    }
    // The order itself still refuses the code for that e-mail or phone.
    const order = await placeOrder(ctx, stranger.cookie, {
      ...uniqueContact('probe_other'),
      email: 'probe@mail.example',
      coupon: 'PRIMERA',
      items: cake,
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().error.code).toBe('coupon_not_first_order');
  });

  it('validate knows the signed-in account', async () => {
    const shopper = await signedInCustomer(ctx, 'first_signed');
    expect(
      (await placeOrder(ctx, shopper.cookie, { ...uniqueContact('signed'), items: cake })).statusCode,
    ).toBe(201);
    const res = await validate({ code: 'PRIMERA', items: cake }, { cookie: shopper.cookie });
    expect(res.json()).toMatchObject({ valid: false, reason: 'not_first_order' });
  });
});

describe('once per customer', () => {
  it('refuses the same customer a second use of the code', async () => {
    await createCoupon({ code: 'SOLOUNA' });
    const shopper = await signedInCustomer(ctx, 'once_shopper');
    expect(
      (await placeOrder(ctx, shopper.cookie, { ...uniqueContact('once'), coupon: 'SOLOUNA', items: cake }))
        .statusCode,
    ).toBe(201);
    const again = await placeOrder(ctx, shopper.cookie, {
      ...uniqueContact('once2'),
      coupon: 'SOLOUNA',
      items: cake,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('coupon_already_used');
  });
});
