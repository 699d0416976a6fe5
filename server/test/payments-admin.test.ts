/**
 * The owner's side of payments: the order desk's payment filter and counts, the order
 * detail's payments and history, marking a transfer paid, refunding through Mercado Pago, and the
 * reconciliation that finds a payment whose webhook was lost.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { createMercadoPagoClient } from '../src/plugins/mercadopago.ts';
import { createPaymentService } from '../src/modules/payments/service.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, placedOrderPaying } from './factories/index.ts';
import {
  createPaymentTestApp,
  MP_TOKEN,
  shopperOrder,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let t: PaymentTestContext;
let shopper: SignedInCustomer;

beforeAll(async () => {
  t = await createPaymentTestApp();
  shopper = await signedInCustomer(t.ctx, 'pay_customer');
});
afterAll(() => t.close());

const adminGet = (url: string) => t.ctx.app.inject({ url, headers: { cookie: t.admin.cookie } });
const adminPost = (url: string, payload?: unknown) => post(t.ctx, url, payload, t.admin.cookie);

async function paidMercadoPagoOrder() {
  const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
  const { preferenceId } = await startCheckout(t.ctx, shopper.cookie, orderId);
  const { payment } = await t.fake.pay(preferenceId, { status: 'approved' });
  expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
  return { orderId, paymentId: String(payment.id) };
}

describe('admin payment routes check the role', () => {
  it('answers 401 to a visitor and 403 to a customer, changing nothing', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    for (const url of [`/api/admin/orders/${orderId}/payment`, `/api/admin/orders/${orderId}/refund`]) {
      expect((await post(t.ctx, url, { status: 'pagado' })).statusCode, url).toBe(401);
      expect((await post(t.ctx, url, { status: 'pagado' }, shopper.cookie)).statusCode, url).toBe(403);
    }
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pendiente');
  });
});

describe('POST /api/admin/orders/:id/payment', () => {
  it('marks a transfer order paid, records who did it, mails the shopper, and the shopper sees pagado', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const res = await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id: orderId,
      paymentMethod: 'transferencia',
      paymentStatus: 'pagado',
      payments: [],
    });
    expect(detail.paymentHistory).toEqual([
      {
        at: expect.any(String),
        source: 'admin',
        from: 'pendiente',
        to: 'pagado',
        by: 'pay_admin',
        detail: null,
      },
    ]);
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('pagado');
    await expect
      .poll(() => t.ctx.mails.slice(before).filter((m) => m.to === 'ana@example.com').length)
      .toBe(1);

    const again = await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_payment_change');
  });

  it("queues the shopper's confirmation in the outbox in the change's own transaction: it is there when the answer arrives", async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'efectivo');
    const paymentMails = async () =>
      (
        await t.ctx.database.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, 'payment'), eq(mailOutbox.toAddress, 'ana@example.com')))
      ).length;
    const before = await paymentMails();
    const res = await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' });
    expect(res.statusCode).toBe(200);
    // No polling: a mail sent after the commit (in the background) could still be on its way here.
    expect(await paymentMails()).toBe(before + 1);
  });

  it('refuses a Mercado Pago order, another status, a bad body and an unknown order without changing anything', async () => {
    const mp = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    expect((await adminPost(`/api/admin/orders/${mp}/payment`, { status: 'pagado' })).statusCode).toBe(409);
    const cash = await placedOrderPaying(t.ctx, shopper.cookie, 'efectivo');
    const bad = await adminPost(`/api/admin/orders/${cash}/payment`, { status: 'reembolsado' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await adminPost('/api/admin/orders/00000000-0000-4000-8000-000000000000/payment', {
          status: 'pagado',
        })
      ).statusCode,
    ).toBe(404);
    expect((await adminPost('/api/admin/orders/nope/payment', { status: 'pagado' })).statusCode).toBe(404);
    expect((await storedOrder(t.ctx, mp)).paymentStatus).toBe('pendiente');
    expect((await storedOrder(t.ctx, cash)).paymentStatus).toBe('pendiente');
    expect(
      (await adminPost(`/api/admin/orders/${cash}/payment`, { status: 'pagado' })).json().paymentStatus,
    ).toBe('pagado');
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('refunds the approved payment through Mercado Pago (once), the order becomes reembolsado and the shopper is told', async () => {
    const { orderId, paymentId } = await paidMercadoPagoOrder();
    // Mails of what came before are sent by the outbox worker: let them out first.
    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const res = await adminPost(`/api/admin/orders/${orderId}/refund`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      paymentMethod: 'mercadopago',
      paymentStatus: 'reembolsado',
      payments: [{ id: paymentId, status: 'refunded', amount: 4000 }],
    });
    expect(
      detail.paymentHistory.map((e: { source: string; to: string; by: string | null }) => [e.source, e.to]),
    ).toEqual([
      ['webhook', 'pagado'],
      ['admin', 'reembolsado'],
    ]);
    expect(detail.paymentHistory[1].by).toBe('pay_admin');
    const refunds = t.fake.requests.filter((r) => r.path === `/v1/payments/${paymentId}/refunds`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].headers['x-idempotency-key']).toBe(`refund-${paymentId}`);
    expect(t.fake.payments.get(paymentId)?.status).toBe('refunded');
    await expect
      .poll(
        () =>
          t.ctx.mails
            .slice(before)
            .filter((m) => m.to === 'ana@example.com' && m.subject.includes('devolvimos')).length,
      )
      .toBe(1);

    const again = await adminPost(`/api/admin/orders/${orderId}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_refundable');
    expect((await shopperOrder(t.ctx, shopper.cookie, orderId)).paymentStatus).toBe('reembolsado');
  });

  it('answers 409 for an unpaid or transfer order and 503 when Mercado Pago fails, leaving the order paid', async () => {
    const unpaid = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    expect((await adminPost(`/api/admin/orders/${unpaid}/refund`)).json().error.code).toBe('not_refundable');
    const transfer = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    expect((await adminPost(`/api/admin/orders/${transfer}/refund`)).statusCode).toBe(409);

    const { orderId } = await paidMercadoPagoOrder();
    t.fake.failures.refunds = 'error';
    const down = await adminPost(`/api/admin/orders/${orderId}/refund`);
    t.fake.failures.refunds = undefined;
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('payment_unavailable');
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
  });
});

describe('GET /api/admin/orders with payments', () => {
  it('filters by payment status and counts per payment status beside the delivery status counts', async () => {
    const fresh = await signedInCustomer(t.ctx, 'pay_counted');
    const a = await placedOrderPaying(t.ctx, fresh.cookie, 'transferencia');
    const b = await placedOrderPaying(t.ctx, fresh.cookie, 'efectivo');
    await adminPost(`/api/admin/orders/${b}/payment`, { status: 'pagado' });
    const list = await adminGet(`/api/admin/orders?userId=${fresh.user.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 2,
      counts: { pendiente: 2, en_camino: 0, entregado: 0, cancelado: 0 },
      paymentCounts: { pendiente: 1, pagado: 1, rechazado: 0, reembolsado: 0, en_revision: 0 },
    });
    expect(list.json().items.find((i: { id: string }) => i.id === a)).toMatchObject({
      paymentMethod: 'transferencia',
      paymentStatus: 'pendiente',
    });
    const paid = await adminGet(`/api/admin/orders?userId=${fresh.user.id}&paymentStatus=pagado`);
    expect(paid.json().items.map((i: { id: string }) => i.id)).toEqual([b]);
    expect(paid.json().paymentCounts.pendiente).toBe(1);
    expect(paid.json().counts.pendiente).toBe(1);
    expect((await adminGet('/api/admin/orders?paymentStatus=nope')).statusCode).toBe(400);
  });
});

describe('reconciliation', () => {
  it('finds an approved payment whose webhook was lost, and leaves paid and transfer orders alone', async () => {
    const lost = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    const { preferenceId } = await startCheckout(t.ctx, shopper.cookie, lost);
    await t.fake.pay(preferenceId, { status: 'approved', notify: false });
    const transfer = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    expect((await storedOrder(t.ctx, lost)).paymentStatus).toBe('pendiente');

    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    const service = createPaymentService({
      db: t.ctx.database.db,
      client: createMercadoPagoClient({ accessToken: MP_TOKEN, apiUrl: t.fake.url }),
      // Its mails are queued in the outbox of the app's database; the app's worker sends them.
      kickMail: () => t.ctx.app.mailOutbox.kick(),
      facts: {
        shopName: 'Tienda',
        ordersEmail: 'pedidos@shop.example',
        publicUrl: 'http://localhost:3000',
        bankAlias: 'A',
        bankCbu: '',
      },
      log: t.ctx.app.log,
    });
    const searchesBefore = t.fake.requests.filter((r) => r.path.startsWith('/v1/payments/search')).length;
    const summary = await service.reconcile();
    expect(summary.failed).toBe(0);
    expect(summary.changed).toBe(1);
    expect((await storedOrder(t.ctx, lost)).paymentStatus).toBe('pagado');
    expect((await storedOrder(t.ctx, transfer)).paymentStatus).toBe('pendiente');
    const detail = (await adminGet(`/api/admin/orders/${lost}`)).json();
    expect(detail.paymentHistory).toEqual([
      expect.objectContaining({ source: 'reconcile', from: 'pendiente', to: 'pagado' }),
    ]);
    await expect
      .poll(() =>
        t.ctx.mails
          .slice(before)
          .map((m) => m.to)
          .sort(),
      )
      .toEqual(['ana@example.com', 'pedidos@shop.example']);
    // Only unpaid Mercado Pago orders with a preference were asked about.
    const searched = t.fake.requests
      .filter((r) => r.path.startsWith('/v1/payments/search'))
      .slice(searchesBefore);
    expect(searched.some((r) => r.path.includes(lost))).toBe(true);
    expect(searched.some((r) => r.path.includes(transfer))).toBe(false);

    const second = await service.reconcile();
    expect(second.changed).toBe(0);
  });
});
