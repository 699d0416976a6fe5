/**
 * The order's short number (orders.number): given in sequence when placed, answered by the
 * shopper's and the owner's APIs, searched on the order desk, accepted by the withdrawal form, and
 * read in the order mails ("N.º 1042").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/domain';
import { createTestApp, type TestContext } from './helper.ts';
import { adminAndCustomer, placeOrder } from './factories/index.ts';
import { post } from './accounts-support.ts';

let ctx: TestContext;
let admin: { cookie: string; user: { id: string } };
let customer: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  ({ admin, customer } = await adminAndCustomer(ctx, 'numbers'));
});
afterAll(() => ctx.close());

/** Nora's order, told apart by `lastname`. */
const nora = (lastname: string) => ({
  firstname: 'Nora',
  lastname,
  email: 'nora@example.com',
  phone: '387 555 1111',
});

describe('order numbers', () => {
  it('numbers orders one after the other, and every view and mail of the order reads the same number', async () => {
    const first = await placeOrder(ctx, customer.cookie, nora('Uno'));
    const second = await placeOrder(ctx, customer.cookie, nora('Dos'));
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json().pedido as { id: string; number: number };
    const b = second.json().pedido as { id: string; number: number };
    expect(a.number).toBeGreaterThanOrEqual(1001);
    expect(b.number).toBe(a.number + 1);

    const mine = (await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: customer.cookie } })).json()
      .pedidos as { id: string; number: number }[];
    expect(mine.find((o) => o.id === b.id)?.number).toBe(b.number);
    const detail = (
      await ctx.app.inject({ url: `/api/admin/orders/${a.id}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(detail).toMatchObject({ id: a.id, number: a.number });

    // The desk finds it by "1042", "#1042" or "N.º 1042".
    for (const q of [String(b.number), `#${b.number}`, `N.º ${b.number}`]) {
      const found = (
        await ctx.app.inject({
          url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
          headers: { cookie: admin.cookie },
        })
      ).json() as { items: { id: string; number: number }[] };
      expect(
        found.items.map((i) => i.id),
        q,
      ).toContain(b.id);
      expect(found.items.find((i) => i.id === b.id)?.number).toBe(b.number);
    }

    await ctx.drainMail();
    const label = formatOrderNumber(b.number, 'es');
    expect(label).toBe(`N.º\u00a0${b.number}`);
    const mails = ctx.mails.filter((m) => m.subject.includes(label));
    expect(mails.map((m) => m.to).sort()).toEqual(['nora@example.com', ctx.config.ordersEmail].sort());
    expect(mails.every((m) => !m.subject.includes(b.id.slice(0, 8)))).toBe(true);
  });

  it('the withdrawal form finds the order by its short number', async () => {
    const placed = await placeOrder(ctx, customer.cookie, nora('Tres'));
    const { id, number } = placed.json().pedido as { id: string; number: number };
    const res = await post(ctx, '/api/arrepentimiento', {
      orderNumber: `N.º ${number}`,
      name: 'Nora Tres',
      email: 'nora@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const requests = (
      await ctx.app.inject({ url: '/api/admin/withdrawals', headers: { cookie: admin.cookie } })
    ).json() as { items: { orderId: string | null; orderNo: number | null }[] };
    expect(requests.items[0]).toMatchObject({ orderId: id, orderNo: number });
    await ctx.drainMail();
    expect(
      ctx.mails.find((m) => m.to === 'nora@example.com' && m.subject.includes('arrepentimiento'))?.text,
    ).toContain(`N.º\u00a0${number}`);
  });
});
