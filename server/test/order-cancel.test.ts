/**
 * A shopper cancels their own order from My orders while it is pendiente (decision 0027): the
 * day's place and the coupon's use come back, a paid Mercado Pago order is refunded through the
 * payments' refund path, and the shopper and the shop are mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, placeOrder, placedOrderPaying } from './factories/index.ts';
import { pickupChoice } from './delivery-support.ts';
import {
  createPaymentTestApp,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let t: PaymentTestContext;
let ana: SignedInCustomer;
let beto: SignedInCustomer;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  t = await createPaymentTestApp();
  ana = await signedInCustomer(t.ctx, 'cancel_ana');
  beto = await signedInCustomer(t.ctx, 'cancel_beto');
});
afterAll(() => t.close());

const cancel = (orderId: string, cookie?: string) =>
  post(t.ctx, `/api/pedidos/${orderId}/cancelar`, undefined, cookie);
const adminPut = (url: string, body: unknown) =>
  t.ctx.app.inject({
    method: 'PUT',
    url,
    payload: body as object,
    headers: { cookie: t.admin.cookie, origin: ORIGIN },
  });
/** A transfer order picked up five weekdays ahead, with `extra` over it. */
const order = (cookie: string, extra: Record<string, unknown> = {}) =>
  placeOrder(t.ctx, cookie, { delivery: pickupChoice(5), ...extra });

describe('POST /api/pedidos/:id/cancelar', () => {
  it("cancels a pending order: its day's place and its coupon use are free again, and both mails are sent", async () => {
    const settings = (
      await t.ctx.app.inject({ url: '/api/admin/delivery/settings', headers: { cookie: t.admin.cookie } })
    ).json();
    expect(
      (
        await adminPut('/api/admin/delivery/settings', {
          ...settings,
          capacityKind: 'orders',
          capacityPerDay: 1,
        })
      ).statusCode,
    ).toBe(200);
    const coupon = await post(
      t.ctx,
      '/api/admin/coupons',
      { code: 'UNAVEZ', kind: 'fixed', value: 500, maxUses: 1, oncePerCustomer: false },
      t.admin.cookie,
    );
    expect(coupon.statusCode, coupon.body).toBe(201);
    try {
      const placed = await order(ana.cookie, { coupon: 'UNAVEZ' });
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, number } = placed.json().pedido as { id: string; number: number };
      // The day is full and the code used up, for anyone.
      expect((await order(beto.cookie)).statusCode).toBe(409);

      const res = await cancel(id, ana.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, number, status: 'cancelado' });
      expect(await storedOrder(t.ctx, id)).toMatchObject({ status: 'cancelado', expiredAt: null });

      const again = await order(beto.cookie, { coupon: 'UNAVEZ' });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().pedido).toMatchObject({ discount: 500, coupon: 'UNAVEZ' });

      await t.ctx.drainMail();
      const no = `N.º\u00a0${number}`;
      const toShopper = t.ctx.mails.find((m) => m.subject.includes(`cancelaste tu pedido ${no}`));
      expect(toShopper?.to).toBe('ana@example.com');
      expect(toShopper?.text).toContain('El código UNAVEZ se puede volver a usar.');
      expect(toShopper?.text).toContain('No se cobró nada.');
      const toShop = t.ctx.mails.find((m) => m.subject === `Pedido ${no} cancelado por el cliente`);
      expect(toShop?.to).toBe('pedidos@shop.example');
      expect(toShop?.text).toContain('No estaba pagado.');
    } finally {
      expect((await adminPut('/api/admin/delivery/settings', settings)).statusCode).toBe(200);
    }
  });

  it('refunds a paid Mercado Pago order through Mercado Pago', async () => {
    const orderId = await placedOrderPaying(t.ctx, ana.cookie, 'mercadopago');
    const { preferenceId } = await startCheckout(t.ctx, ana.cookie, orderId);
    const { payment } = await t.fake.pay(preferenceId, { status: 'approved' });
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');

    const res = await cancel(orderId, ana.cookie);
    expect(res.statusCode, res.body).toBe(200);
    // The refund follows the commit (orderCancelled); wait for Mercado Pago's answer to be applied.
    for (let i = 0; i < 50 && (await storedOrder(t.ctx, orderId)).paymentStatus !== 'reembolsado'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await storedOrder(t.ctx, orderId)).toMatchObject({
      status: 'cancelado',
      paymentStatus: 'reembolsado',
    });
    expect(t.fake.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refunds`)).toHaveLength(1);
    await t.ctx.drainMail();
    const mails = t.ctx.mails.filter((m) => m.to === 'ana@example.com');
    expect(mails.some((m) => m.text.includes('Te devolvemos el pago por Mercado Pago'))).toBe(true);
    expect(mails.some((m) => /devolvimos el pago/.test(m.subject))).toBe(true);
  });

  it("refuses an order already being prepared, another customer's order and a visitor, changing nothing", async () => {
    const orderId = await placedOrderPaying(t.ctx, ana.cookie, 'efectivo');
    expect((await cancel(orderId, beto.cookie)).statusCode).toBe(404);
    expect((await cancel(orderId)).statusCode).toBe(401);
    expect((await cancel('nope', ana.cookie)).statusCode).toBe(404);
    const moved = await post(
      t.ctx,
      `/api/admin/orders/${orderId}/status`,
      { status: 'listo_para_retirar' },
      t.admin.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await cancel(orderId, ana.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_cancellable');
    expect((await storedOrder(t.ctx, orderId)).status).toBe('listo_para_retirar');
  });
});
