/**
 * An order (and every other e-mail field) takes one plain address, so nobody
 * can make the shop mail a list of strangers; and one account cannot place orders without end.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, placeOrder } from './factories/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_ORDERS_PER_HOUR: '3',
    SHOP_ORDERS_EMAIL: 'pedidos@shop.example',
  });
});
afterAll(() => ctx.close());

async function ordersOf(userId: string) {
  return ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
}

/** Gives background mail sends a moment, then returns the mails sent since `before`. */
async function mailsSince(before: number) {
  await new Promise((r) => setTimeout(r, 100));
  return ctx.mails.slice(before);
}

const LISTS = [
  'v1@x.com, v2@y.net',
  '"S" <v3@z.org>',
  'v1@x.com, v2@y.net, "S" <v3@z.org>',
  'ana@example.com\r\nBcc: v4@z.org',
  'ana@example.com;v5@z.org',
];

describe('one e-mail address per field', () => {
  it('refuses an order whose e-mail is a list, a display name or carries a header, with no order and no mail', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'list_sender');
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    for (const email of LISTS) {
      const res = await placeOrder(ctx, cookie, { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid_input', message: expect.any(String), fields: { email: 'validation.email' } },
      });
    }
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await mailsSince(before)).toEqual([]);
  });

  it('stores the one address trimmed and lower-cased, and mails only it', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'one_address');
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    const res = await placeOrder(ctx, cookie, { email: '  Ana.Perez@Example.COM ' });
    expect(res.statusCode).toBe(201);
    const [stored] = await ordersOf(user.id);
    expect(stored.email).toBe('ana.perez@example.com');
    await expect.poll(() => ctx.mails.length - before).toBe(2);
    expect(
      ctx.mails
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['ana.perez@example.com', 'pedidos@shop.example']);
  });

  it('refuses the same in the profile and at sign-up', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'profile_lists');
    const profile = { nombre: 'Ana', apellido: 'Pérez', direccion: 'Caseros 1', telefono: '387', notas: '' };
    for (const email of LISTS) {
      const res = await post(ctx, '/api/cliente', { ...profile, email }, cookie);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'validation.email' });
    }
    expect(await ctx.database.db.select().from(customers).where(eq(customers.userId, user.id))).toEqual([]);

    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    for (const [i, email] of LISTS.entries()) {
      const res = await post(ctx, '/api/account/sign-up', {
        username: `lista_${i}`,
        password: 'clave-segura-1',
        email,
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields).toEqual({ email: 'validation.email' });
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.username, 'lista_0'))).toEqual([]);
    expect(await mailsSince(before)).toEqual([]);
  });
});

describe('orders per account and hour (RATE_LIMIT_ORDERS_PER_HOUR)', () => {
  it('answers 429 with Retry-After past the limit, storing nothing; retries with the same key are neither refused nor counted', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'busy_buyer');
    const first = await placeOrder(ctx, cookie, {}, { idempotencyKey: 'order-1' });
    expect(first.statusCode).toBe(201);
    // Two retries of the first order: answered with it and not counted.
    for (let i = 0; i < 2; i++) {
      const retry = await placeOrder(ctx, cookie, {}, { idempotencyKey: 'order-1' });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().pedido.id).toBe(first.json().pedido.id);
    }
    expect((await placeOrder(ctx, cookie, {}, { idempotencyKey: 'order-2' })).statusCode).toBe(201);
    expect((await placeOrder(ctx, cookie)).statusCode).toBe(201);

    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    const refused = await placeOrder(ctx, cookie, {}, { idempotencyKey: 'order-4' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Hiciste demasiados pedidos en poco tiempo. Probá de nuevo más tarde.',
      },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    const english = await placeOrder(ctx, cookie, {}, { headers: { 'accept-language': 'en' } });
    expect(english.statusCode).toBe(429);
    expect(english.json().error.message).toBe(
      'You placed too many orders in a short time. Please try again later.',
    );

    expect(await ordersOf(user.id)).toHaveLength(3);
    expect(await mailsSince(before)).toEqual([]);

    // Still limited, a retry of an order already placed gets that order back.
    const lateRetry = await placeOrder(ctx, cookie, {}, { idempotencyKey: 'order-2' });
    expect(lateRetry.statusCode).toBe(200);

    // The limit is per account: another shopper orders as usual.
    const other = await signedInCustomer(ctx, 'calm_buyer');
    expect((await placeOrder(ctx, other.cookie)).statusCode).toBe(201);
  });

  it('holds when the orders arrive at the same time', async () => {
    const { cookie, user } = await signedInCustomer(ctx, 'burst_buyer');
    const results = await Promise.all(Array.from({ length: 8 }, () => placeOrder(ctx, cookie)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await ordersOf(user.id)).toHaveLength(3);
  });
});
