/**
 * Electronic invoices (docs/decisions/0021-electronic-invoices.md) through the API on a real
 * database, with ARCA played by the local fake (e2e/support/fake-arca.mjs): a paid order gets one
 * invoice however it is paid and however often; a refund or a cancellation one credit note linked
 * to it; ARCA down, stalled or losing its answer never touches the payment, and the document is
 * issued by the retry (recovered with FECompConsultar when ARCA had authorised it); the owner's
 * list, CSV, retry and resend; the shopper's PDF (another shopper's is "not found").
 */
import { constants, inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeArca } from '../../e2e/support/fake-arca.mjs';
import { invoices, jobs, orders } from '../src/db/schema.ts';
import { post } from './accounts-support.ts';
import {
  orderBody,
  placeOrder,
  signedInAdmin,
  signedInCustomer,
  type SignedInCustomer,
  placedOrderPaying,
} from './factories/index.ts';
import { arcaEnv, startTestArca } from './arca-support.ts';
import { createTestApp, orderNumberText } from './helper.ts';
import {
  createPaymentTestApp,
  startCheckout,
  storedOrder,
  type PaymentTestContext,
} from './payments-support.ts';

let arca: FakeArca;
let t: PaymentTestContext;
let shopper: SignedInCustomer;
let other: SignedInCustomer;
/** A shopper of their own for the partial refunds, so the hourly order limit is not the first shopper's. */
let refunded: SignedInCustomer;

beforeAll(async () => {
  arca = await startTestArca();
  t = await createPaymentTestApp(arcaEnv(arca));
  shopper = await signedInCustomer(t.ctx, 'inv_customer');
  other = await signedInCustomer(t.ctx, 'inv_other');
  refunded = await signedInCustomer(t.ctx, 'inv_refunded');
});
afterAll(async () => {
  await t.close();
  await arca.close();
});

const adminGet = (url: string) => t.ctx.app.inject({ url, headers: { cookie: t.admin.cookie } });
const adminPost = (url: string, payload?: unknown) => post(t.ctx, url, payload, t.admin.cookie);
const invoicesOf = (orderId: string) =>
  t.ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
const solicitudes = () => arca.requests.filter((r) => r.method === 'FECAESolicitar').length;

/** Runs the jobs until the order's documents are in `states` (events queue jobs right after the answer). */
async function settle(orderId: string, states: string[]) {
  await expect
    .poll(
      async () => {
        await t.ctx.drainJobs();
        // An issued document counts once its PDF is stored too (the runner may be between the two).
        return (await invoicesOf(orderId)).map(
          (r) => `${r.kind}:${r.state}${r.state === 'emitida' && !r.pdfKey ? ' (sin PDF)' : ''}`,
        );
      },
      { timeout: 15_000, interval: 50 },
    )
    .toEqual(states);
  return invoicesOf(orderId);
}

/** Makes the order's pending invoice job due now (as if its back-off had passed). */
async function jobDueNow(orderId: string, kind = 'factura') {
  await t.ctx.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.key, `invoice:${orderId}:${kind}`));
}

async function paidTransfer(cookie = shopper.cookie) {
  const orderId = await placedOrderPaying(t.ctx, cookie, 'transferencia');
  expect((await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' })).statusCode).toBe(
    200,
  );
  return orderId;
}

async function paidMercadoPago(cookie = shopper.cookie) {
  const orderId = await placedOrderPaying(t.ctx, cookie, 'mercadopago');
  const { preferenceId } = await startCheckout(t.ctx, cookie, orderId);
  const { payment } = await t.fake.pay(preferenceId, { status: 'approved' });
  expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
  return { orderId, paymentId: String(payment.id) };
}

describe('an order that becomes paid gets one invoice', () => {
  it('marked paid by the owner: Factura C numbered by ARCA, with a CAE, a PDF and a mail to the shopper', async () => {
    const before = arca.lastNumber(3, 11);
    const orderId = await paidTransfer();
    const [invoice] = await settle(orderId, ['factura:emitida']);
    expect(invoice).toMatchObject({
      cbteTipo: 11,
      pointOfSale: 3,
      number: before + 1,
      totalArs: 4000,
      vatArs: 0,
      docTipo: 99,
      docNro: '0',
      requestedNumber: null,
    });
    expect(invoice.cae).toMatch(/^\d{14}$/);
    expect(invoice.caeExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.pdfKey).toBeTruthy();

    // What ARCA was sent: the final consumer, CondicionIVAReceptorId 5, the stored total.
    const sent = arca.requests.filter((r) => r.method === 'FECAESolicitar').at(-1)!.body as Record<
      string,
      unknown
    >;
    const det = JSON.stringify(sent);
    expect(det).toContain('"CondicionIVAReceptorId":["5"]');
    expect(det).toContain('"DocTipo":["99"]');
    expect(det).toContain('"ImpTotal":["4000"]');
    expect(det).toContain('"CbteTipo":["11"]');

    await t.ctx.drainMail();
    // The payment mail says where the invoice will be; the invoice's own mail links its PDF.
    const number = await orderNumberText(t.ctx, orderId);
    const paymentMail = t.ctx.mails.find(
      (m) => m.to === 'ana@example.com' && m.subject.includes(`recibimos el pago del pedido ${number}`),
    );
    expect(paymentMail?.text).toContain(
      'Tu factura electrónica va a estar para descargar en "Mis pedidos" en unos minutos: http://localhost:3000/orders',
    );
    const mail = t.ctx.mails.find(
      (m) =>
        m.subject.includes('tu factura') &&
        m.to === 'ana@example.com' &&
        m.text.includes(`/api/invoices/${invoice.id}/pdf`),
    );
    expect(mail).toBeDefined();

    const mine = await t.ctx.app.inject({ url: '/api/invoices', headers: { cookie: shopper.cookie } });
    expect(mine.json().items).toContainEqual({
      id: invoice.id,
      orderId,
      kind: 'factura',
      label: `C 00003-${String(before + 1).padStart(8, '0')}`,
      issueDate: invoice.issueDate,
      total: 4000,
    });
    const pdf = await t.ctx.app.inject({
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { cookie: shopper.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another shopper's invoice, and no session: as if it did not exist / sign in.
    expect(
      (await t.ctx.app.inject({ url: `/api/invoices/${invoice.id}/pdf`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await t.ctx.app.inject({ url: `/api/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
    expect(
      (await t.ctx.app.inject({ url: '/api/invoices', headers: { cookie: other.cookie } })).json().items,
    ).toEqual([]);
  });

  it('names the shopper who gave a DNI or CUIT at checkout (DocTipo 96 / 80), and refuses one that is neither', async () => {
    const bad = await placeOrder(t.ctx, shopper.cookie, { taxId: '20-30123456-0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ taxId: 'validation.taxId' });
    for (const [taxId, docTipo, docNro] of [
      ['30.123.456', 96, '30123456'],
      ['20-30123456-3', 80, '20301234563'],
    ] as const) {
      const placed = await placeOrder(t.ctx, shopper.cookie, { taxId });
      expect(placed.statusCode).toBe(201);
      const orderId = placed.json().pedido.id as string;
      expect((await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' })).statusCode).toBe(
        200,
      );
      const [invoice] = await settle(orderId, ['factura:emitida']);
      expect(invoice).toMatchObject({ docTipo, docNro });
      const sent = JSON.stringify(arca.requests.filter((r) => r.method === 'FECAESolicitar').at(-1)!.body);
      expect(sent).toContain(`"DocTipo":["${docTipo}"]`);
      expect(sent).toContain(`"DocNro":["${docNro}"]`);
    }
  });

  it("requires the DNI or CUIT of an order from ARCA's identification threshold on (RG 5700/2025), storing nothing without it", async () => {
    const price = await t.ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/products/4',
      headers: { cookie: t.admin.cookie },
      payload: { priceArs: 10_000_000 },
    });
    expect(price.statusCode).toBe(200);
    try {
      const order = { items: [{ id: '4', quantity: 1 }] };
      const before = (
        await t.ctx.app.inject({ url: '/api/pedidos', headers: { cookie: shopper.cookie } })
      ).json().pedidos.length;
      for (const lang of ['es', 'en'] as const) {
        const refused = await post(
          t.ctx,
          `/api/pedido?lang=${lang}`,
          orderBody({ ...order, taxId: '' }),
          shopper.cookie,
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'tax_id_required',
          fields: { taxId: 'validation.taxIdRequired' },
        });
        expect(refused.json().error.message).toContain(lang === 'es' ? 'DNI o CUIT' : 'DNI or CUIT');
      }
      const after = (
        await t.ctx.app.inject({ url: '/api/pedidos', headers: { cookie: shopper.cookie } })
      ).json().pedidos.length;
      expect(after).toBe(before);
      const placed = await placeOrder(t.ctx, shopper.cookie, { ...order, taxId: '30.123.456' });
      expect(placed.statusCode).toBe(201);
      expect(placed.json().pedido.total).toBeGreaterThanOrEqual(10_000_000);
    } finally {
      await t.ctx.app.inject({
        method: 'PATCH',
        url: '/api/admin/products/4',
        headers: { cookie: t.admin.cookie },
        payload: { priceArs: 1800 },
      });
    }
  });

  it('paid through Mercado Pago, told twice, and asked again by the owner at the same time: still one invoice, one request to ARCA', async () => {
    const before = solicitudes();
    const { orderId, paymentId } = await paidMercadoPago();
    // The same approval again (a repeated webhook), and three "Emitir factura" at once with the job.
    await t.fake.notify(paymentId);
    const answers = await Promise.all([
      adminPost(`/api/admin/orders/${orderId}/invoice`),
      adminPost(`/api/admin/orders/${orderId}/invoice`),
      adminPost(`/api/admin/orders/${orderId}/invoice`),
      t.ctx.drainJobs(),
    ]);
    for (const res of answers.slice(0, 3)) expect((res as { statusCode: number }).statusCode).toBe(200);
    await settle(orderId, ['factura:emitida']);
    expect(solicitudes() - before).toBe(1);
    const again = await adminPost(`/api/admin/orders/${orderId}/invoice`);
    expect(again.json().items).toHaveLength(1);
    expect(solicitudes() - before).toBe(1);
  });

  it('two app instances on one database (two processes) issue one invoice between them', async () => {
    {
      // A second app on this test's database, as a second process would be.
      const { buildApp } = await import('../src/app.ts');
      const twin = await buildApp(t.ctx.config, {
        database: { ...t.ctx.database, close: async () => {} },
        mailer: { kind: 'outbox', send: async () => {}, close() {} },
      });
      await twin.ready();
      try {
        const before = solicitudes();
        const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'efectivo');
        await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' });
        await Promise.all([
          twin.inject({
            method: 'POST',
            url: `/api/admin/orders/${orderId}/invoice`,
            headers: { cookie: t.admin.cookie, origin: 'http://localhost:3000' },
          }),
          t.ctx.drainJobs(),
          twin.jobs.drain(),
        ]);
        await settle(orderId, ['factura:emitida']);
        expect(solicitudes() - before).toBe(1);
      } finally {
        await twin.close();
      }
    }
  });
});

describe('from homologación to producción', () => {
  it("numbers production documents apart (ARCA starts again at 1) and lists only the current environment's", async () => {
    expect(arca.lastNumber(3, 11)).toBeGreaterThan(0);
    const production = await startTestArca();
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const config = loadConfig({
      ...arcaEnv(production, { ARCA_ENV: 'produccion' }),
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_PER_IP: '1000',
      DELIVERY_HOLIDAYS_COUNTRY: 'none',
    });
    const live = await buildApp(config, {
      database: { ...t.ctx.database, close: async () => {} },
      mailer: { kind: 'outbox', send: async () => {}, close() {} },
    });
    await live.ready();
    try {
      const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
      const paid = await live.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/payment`,
        payload: { status: 'pagado' },
        headers: { cookie: t.admin.cookie, origin: 'http://localhost:3000' },
      });
      expect(paid.statusCode).toBe(200);
      await expect
        .poll(async () => {
          await live.jobs.drain();
          return (await invoicesOf(orderId)).map((r) => `${r.env}:${r.state}:${r.number}`);
        })
        .toEqual(['produccion:emitida:1']);
      const liveList = (
        await live.inject({ url: '/api/admin/invoices', headers: { cookie: t.admin.cookie } })
      ).json();
      expect(liveList.items.map((i: { orderId: string }) => i.orderId)).toEqual([orderId]);
      const testList = (await adminGet('/api/admin/invoices')).json();
      expect(testList.items.map((i: { orderId: string }) => i.orderId)).not.toContain(orderId);
    } finally {
      await live.close();
      await production.close();
    }
  });
});

describe('a refund or a cancellation gets one credit note', () => {
  it('a Mercado Pago refund: Nota de crédito C (13) linked to the invoice; cancelling the order after adds nothing', async () => {
    const { orderId } = await paidMercadoPago();
    const [factura] = await settle(orderId, ['factura:emitida']);
    expect((await adminPost(`/api/admin/orders/${orderId}/refund`)).statusCode).toBe(200);
    const [, nota] = await settle(orderId, ['factura:emitida', 'nota_credito:emitida']);
    expect(nota).toMatchObject({ cbteTipo: 13, totalArs: factura.totalArs, pointOfSale: 3 });
    const request = nota.request as {
      CbtesAsoc: { Tipo: number; PtoVta: number; Nro: number; Cuit: string }[];
    };
    expect(request.CbtesAsoc).toEqual([
      {
        Tipo: 11,
        PtoVta: 3,
        Nro: factura.number,
        Cuit: '20111111112',
        CbteFch: factura.issueDate!.replace(/-/g, ''),
      },
    ]);

    expect((await adminPost(`/api/admin/orders/${orderId}/status`, { status: 'cancelado' })).statusCode).toBe(
      200,
    );
    await t.ctx.drainJobs();
    expect((await invoicesOf(orderId)).map((r) => r.kind)).toEqual(['factura', 'nota_credito']);
  });

  it('cancelling a paid transfer order: one credit note; cancelling an unpaid one: none', async () => {
    const orderId = await paidTransfer();
    await settle(orderId, ['factura:emitida']);
    expect((await adminPost(`/api/admin/orders/${orderId}/status`, { status: 'cancelado' })).statusCode).toBe(
      200,
    );
    await settle(orderId, ['factura:emitida', 'nota_credito:emitida']);

    const unpaid = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    expect((await adminPost(`/api/admin/orders/${unpaid}/status`, { status: 'cancelado' })).statusCode).toBe(
      200,
    );
    await t.ctx.drainJobs();
    expect(await invoicesOf(unpaid)).toEqual([]);
  });
});

describe('partial refunds: a credit note for the money each one gave back (decision 0033)', () => {
  /** The request's CbtesAsoc, ImpTotal and type as ARCA was sent them. */
  const sent = (row: { request: unknown }) =>
    row.request as { CbteTipo: number; ImpTotal: number; CbtesAsoc: { Tipo: number; Nro: number }[] };

  it("the owner's partial refunds: one credit note each, linked to the invoice; a double click is one; the full refund after credits the rest; never more than invoiced", async () => {
    const { orderId, paymentId } = await paidMercadoPago(refunded.cookie);
    const [factura] = await settle(orderId, ['factura:emitida']);
    expect(factura.totalArs).toBe(4000);

    // More than the payment: refused, nothing refunded or credited.
    const tooMuch = await adminPost(`/api/admin/orders/${orderId}/refund`, { amount: 4001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('refund_too_large');
    expect(t.fake.payments.get(paymentId)!.transaction_amount_refunded).toBe(0);

    const first = await adminPost(`/api/admin/orders/${orderId}/refund`, { amount: 1000 });
    expect(first.statusCode, first.body).toBe(200);
    // Part of the money given back: the order stays paid, its history says so.
    expect(first.json().paymentStatus).toBe('pagado');
    expect(first.json().paymentHistory.at(-1).detail).toBe(
      'Reembolso parcial de $ 1.000; devuelto en total $ 1.000',
    );
    const [, nota1] = await settle(orderId, ['factura:emitida', 'nota_credito:emitida']);
    expect(nota1).toMatchObject({ cbteTipo: 13, totalArs: 1000, seq: 1, docTipo: 99, docNro: '0' });
    expect(sent(nota1)).toMatchObject({
      CbteTipo: 13,
      ImpTotal: 1000,
      CbtesAsoc: [{ Tipo: 11, PtoVta: 3, Nro: factura.number, Cuit: '20111111112' }],
    });

    // The same refund asked twice at once (a double click): Mercado Pago refunds it once, one credit note.
    const [a, b] = await Promise.all([
      adminPost(`/api/admin/orders/${orderId}/refund`, { amount: 500 }),
      adminPost(`/api/admin/orders/${orderId}/refund`, { amount: 500 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(t.fake.payments.get(paymentId)!.transaction_amount_refunded).toBe(1500);
    // Mercado Pago telling it again changes nothing.
    await t.fake.notify(paymentId);
    const notes = await settle(orderId, ['factura:emitida', 'nota_credito:emitida', 'nota_credito:emitida']);
    expect(notes.map((r) => r.totalArs)).toEqual([4000, 1000, 500]);

    // Refunding the rest: the order is reembolsado and the last credit note is the rest (2500).
    const rest = await adminPost(`/api/admin/orders/${orderId}/refund`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().paymentStatus).toBe('reembolsado');
    const all = await settle(orderId, [
      'factura:emitida',
      'nota_credito:emitida',
      'nota_credito:emitida',
      'nota_credito:emitida',
    ]);
    expect(all.map((r) => [r.seq, r.totalArs])).toEqual([
      [0, 4000],
      [1, 1000],
      [2, 500],
      [3, 2500],
    ]);
    expect(new Set(all.slice(1).map((r) => r.number)).size).toBe(3);
    for (const nota of all.slice(1)) expect(sent(nota).CbtesAsoc[0].Nro).toBe(factura.number);

    // Cancelling it now, and the cancellation's job run again: nothing left to credit.
    expect((await adminPost(`/api/admin/orders/${orderId}/status`, { status: 'cancelado' })).statusCode).toBe(
      200,
    );
    await t.ctx.drainJobs();
    expect(await invoicesOf(orderId)).toHaveLength(4);
    expect((await adminPost(`/api/admin/orders/${orderId}/refund`, { amount: 1 })).statusCode).toBe(409);

    // The shopper downloads each; the partial one prints the money given back, linked to the invoice.
    const mine = (
      await t.ctx.app.inject({ url: '/api/invoices', headers: { cookie: refunded.cookie } })
    ).json().items as { id: number; kind: string; total: number }[];
    expect(mine.filter((i) => all.some((r) => r.id === i.id)).map((i) => [i.kind, i.total])).toEqual(
      expect.arrayContaining([
        ['factura', 4000],
        ['nota_credito', 1000],
        ['nota_credito', 500],
        ['nota_credito', 2500],
      ]),
    );
    const pdf = await t.ctx.app.inject({
      url: `/api/invoices/${nota1.id}/pdf`,
      headers: { cookie: refunded.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('NOTA DE CRÉDITO C');
    expect(text).toContain(`Devolución parcial del pedido ${await orderNumberText(t.ctx, orderId)}`);
    expect(text).toContain(`Factura C 00003-${String(factura.number).padStart(8, '0')}`);
    expect(text).not.toContain('Envío');

    // The owner's page and the accountant's CSV show each credit note with its invoice.
    const label = `C 00003-${String(factura.number).padStart(8, '0')}`;
    const listed = (await adminGet(`/api/admin/orders/${orderId}/invoices`)).json().items as {
      kind: string;
      total: number;
      credits: string | null;
    }[];
    expect(listed.map((i) => [i.kind, i.total, i.credits])).toEqual([
      ['factura', 4000, null],
      ['nota_credito', 1000, label],
      ['nota_credito', 500, label],
      ['nota_credito', 2500, label],
    ]);
    const month = factura.issueDate!.slice(0, 7);
    const csv = (await adminGet(`/api/admin/invoices.csv?month=${month}`)).body.replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/,pedido,comprobante_asociado$/);
    const ofOrder = lines.filter((l) => l.includes(orderId));
    expect(ofOrder.map((l) => l.split(',').at(-1))).toEqual(['', label, label, label]);
  });

  it('a partial refund Mercado Pago reports (made in its own panel): one credit note, however often and from however many places it is told', async () => {
    const { orderId, paymentId } = await paidMercadoPago(refunded.cookie);
    await settle(orderId, ['factura:emitida']);
    const payment = t.fake.payments.get(paymentId)!;
    const refundInPanel = (amount: number) => {
      payment.transaction_amount_refunded += amount;
      payment.status_detail = 'partially_refunded';
      payment.date_last_updated = new Date().toISOString();
    };
    refundInPanel(1500);
    // The webhook twice at once, and the shopper's return page: one credit note of 1500.
    await Promise.all([
      t.fake.notify(paymentId),
      t.fake.notify(paymentId),
      t.ctx.app.inject({
        method: 'POST',
        url: `/api/pedidos/${orderId}/pago/sync`,
        headers: { cookie: refunded.cookie },
      }),
    ]);
    const [, nota] = await settle(orderId, ['factura:emitida', 'nota_credito:emitida']);
    expect(nota).toMatchObject({ totalArs: 1500, seq: 1 });
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');

    // Its job run again (a retry after a crash): nothing more.
    expect(
      await t.ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `invoice:${orderId}:nota_credito:1500`)),
    ).toEqual([]);
    await t.ctx.database.db.insert(jobs).values({
      kind: 'invoices.issue',
      key: `invoice:${orderId}:nota_credito:1500`,
      payload: { orderId, kind: 'nota_credito', upToArs: 1500 },
    });
    await t.ctx.drainJobs();
    expect(
      await t.ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `invoice:${orderId}:nota_credito:1500`)),
    ).toEqual([]);
    expect(await invoicesOf(orderId)).toHaveLength(2);

    // Another 700 in the panel: one more, of 700.
    refundInPanel(700);
    await t.fake.notify(paymentId);
    const after = await settle(orderId, ['factura:emitida', 'nota_credito:emitida', 'nota_credito:emitida']);
    expect(after.map((r) => r.totalArs)).toEqual([4000, 1500, 700]);
  });
});

describe('ARCA down, slow or losing its answer', () => {
  it('down: the payment stands, the invoice is pendiente with the reason in Spanish, and the retry issues it', async () => {
    arca.fail('all', 'error');
    try {
      const orderId = await paidTransfer();
      expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
      const [pending] = await settle(orderId, ['factura:pendiente']);
      expect(pending.observations).toMatch(/No se pudo consultar a ARCA/);
      const list = (await adminGet(`/api/admin/orders/${orderId}/invoices`)).json();
      expect(list.items[0]).toMatchObject({
        state: 'pendiente',
        observations: expect.stringMatching(/ARCA/),
        number: null,
        label: null,
      });
      arca.fail('all', undefined);
      await jobDueNow(orderId);
      const [issued] = await settle(orderId, ['factura:emitida']);
      expect(issued.observations).toBe('');
      expect(issued.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      arca.fail('all', undefined);
    }
  });

  it("stalled: gives up after ARCA_TIMEOUT_MS, stays pendiente, and the owner's retry issues it", async () => {
    arca.fail('wsfe:FECAESolicitar', 'hang');
    let orderId: string;
    try {
      orderId = await paidTransfer();
      const [pending] = await settle(orderId, ['factura:pendiente']);
      expect(pending.observations).toMatch(/no respondió a tiempo/);
    } finally {
      arca.fail('wsfe:FECAESolicitar', undefined);
    }
    const [row] = await invoicesOf(orderId);
    // The stalled request may have reached ARCA: the retry asks FECompConsultar first.
    const retried = await adminPost(`/api/admin/invoices/${row.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ state: 'emitida', cae: expect.any(String) });
  });

  it("rejected: rechazada with ARCA's observation for the owner, no automatic retry, and the owner's retry issues it", async () => {
    arca.fail('wsfe:FECAESolicitar', 'reject');
    let orderId: string;
    try {
      orderId = await paidTransfer();
      const [rejected] = await settle(orderId, ['factura:rechazada']);
      expect(rejected.observations).toMatch(
        /^ARCA rechazó el comprobante:\n10015: El campo DocNro es invalido/,
      );
      expect(rejected.number).toBeNull();
      expect(rejected.requestedNumber).toBeNull();
      const shown = (await adminGet(`/api/admin/orders/${orderId}/invoices`)).json().items[0];
      expect(shown).toMatchObject({ state: 'rechazada', observations: expect.stringContaining('10015') });
    } finally {
      arca.fail('wsfe:FECAESolicitar', undefined);
    }
    // Nothing retries a rejection by itself: it waits for the owner.
    expect(
      await t.ctx.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `invoice:${orderId}:factura`)),
    ).toEqual([]);
    const [row] = await invoicesOf(orderId);
    const retried = await adminPost(`/api/admin/invoices/${row.id}/retry`);
    expect(retried.json()).toMatchObject({ state: 'emitida', observations: '' });
  });

  it('ARCA authorised but its answer was lost (a crash before our commit): recovered with FECompConsultar, never asked twice', async () => {
    arca.fail('wsfe:FECAESolicitar', 'drop-answer');
    // Until the test says so, the recovery cannot happen: with the tests' 50 ms back-off a retry
    // (drained, or run by the app's own runner) could otherwise recover the invoice before it is
    // seen pending, which a busy machine made happen.
    arca.fail('wsfe:FECompConsultar', 'error');
    let orderId: string;
    try {
      orderId = await paidTransfer();
      await settle(orderId, ['factura:pendiente']);
    } finally {
      arca.fail('wsfe:FECAESolicitar', undefined);
      arca.fail('wsfe:FECompConsultar', undefined);
    }
    const [pending] = await invoicesOf(orderId);
    expect(pending.requestedNumber).toBe(arca.lastNumber(3, 11));
    const before = solicitudes();
    const consultas = arca.requests.filter((r) => r.method === 'FECompConsultar').length;
    await jobDueNow(orderId);
    const [issued] = await settle(orderId, ['factura:emitida']);
    expect(solicitudes()).toBe(before);
    expect(arca.requests.filter((r) => r.method === 'FECompConsultar').length).toBe(consultas + 1);
    expect(issued.number).toBe(pending.requestedNumber);
    expect(issued.cae).toBe(arca.vouchers.get(`3:11:${issued.number}`)?.CodAutorizacion);
  });
});

describe("the owner's invoices page", () => {
  it('lists by month, exports the issued ones as CSV, resends the PDF, and checks the role', async () => {
    const orderId = await paidTransfer();
    const [invoice] = await settle(orderId, ['factura:emitida']);
    const month = invoice.issueDate!.slice(0, 7);
    const list = await adminGet(`/api/admin/invoices?month=${month}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().enabled).toBe(true);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        id: invoice.id,
        orderId,
        state: 'emitida',
        total: 4000,
        cae: invoice.cae,
        customerEmail: 'ana@example.com',
        hasPdf: true,
      }),
    );
    expect((await adminGet('/api/admin/invoices?month=2020-01')).json().items).toEqual([]);
    expect((await adminGet('/api/admin/invoices?month=2020-13')).statusCode).toBe(400);

    const csv = await adminGet(`/api/admin/invoices.csv?month=${month}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(
      'fecha,tipo,punto_de_venta,numero,doc_tipo,doc_nro,total,iva,cae,vencimiento_cae,pedido',
    );
    expect(csv.body).toContain(
      `${invoice.issueDate},11,3,${invoice.number},99,0,4000,0,${invoice.cae},${invoice.caeExpiry},${orderId}`,
    );

    const pdf = await adminGet(`/api/admin/invoices/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    await t.ctx.drainMail();
    const before = t.ctx.mails.length;
    expect((await adminPost(`/api/admin/invoices/${invoice.id}/resend`)).statusCode).toBe(200);
    await t.ctx.drainMail();
    expect(
      t.ctx.mails
        .slice(before)
        .filter((m) => m.to === 'ana@example.com' && m.text.includes(`/api/invoices/${invoice.id}/pdf`)),
    ).toHaveLength(1);

    for (const url of [
      '/api/admin/invoices',
      `/api/admin/invoices.csv`,
      `/api/admin/orders/${orderId}/invoices`,
    ]) {
      expect((await t.ctx.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.ctx.app.inject({ url, headers: { cookie: shopper.cookie } })).statusCode, url).toBe(
        403,
      );
    }
    expect(
      (await post(t.ctx, `/api/admin/invoices/${invoice.id}/resend`, undefined, shopper.cookie)).statusCode,
    ).toBe(403);
    expect((await adminPost('/api/admin/invoices/999999/retry')).statusCode).toBe(404);
    expect((await adminPost('/api/admin/orders/nope/invoice')).statusCode).toBe(400);
  });

  it('"Emitir factura" on an unpaid order is refused and creates nothing', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    const res = await adminPost(`/api/admin/orders/${orderId}/invoice`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('order_not_paid');
    expect(await invoicesOf(orderId)).toEqual([]);
    const stored = await t.ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.key, `invoice:${orderId}:factura`)));
    expect(stored).toEqual([]);
  });
});

/** The text a pdfkit PDF draws (its content streams inflated, its hex strings decoded), for checking what it says. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // The pattern may take a stream's last byte for the \r of its end of line: inflate what is there.
      content = inflateSync(Buffer.from(m[1], 'latin1'), { finishFlush: constants.Z_SYNC_FLUSH }).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      text +=
        [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
          .join('') + '\n';
    }
  }
  return text;
}

describe('a responsable inscripto', () => {
  it('issues Factura B with the 21 % IVA contained broken out, and its PDF shows the IVA, the Ley 27.743 legend, the CAE and the QR', async () => {
    const fakeB = await startTestArca();
    const b = await createPaymentTestApp(
      arcaEnv(fakeB, { ARCA_TAX_CONDITION: 'responsable_inscripto', ARCA_POINT_OF_SALE: '5' }),
    );
    try {
      const buyer = await signedInCustomer(b.ctx, 'inv_b_customer');
      const orderId = await placedOrderPaying(b.ctx, buyer.cookie, 'transferencia');
      expect(
        (await post(b.ctx, `/api/admin/orders/${orderId}/payment`, { status: 'pagado' }, b.admin.cookie))
          .statusCode,
      ).toBe(200);
      await expect
        .poll(async () => {
          await b.ctx.drainJobs();
          return (await b.ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).map(
            (r) => `${r.state}${r.pdfKey ? '' : ' (sin PDF)'}`,
          );
        })
        .toEqual(['emitida']);
      const [row] = await b.ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
      expect(row).toMatchObject({ cbteTipo: 6, pointOfSale: 5, number: 1, totalArs: 4000, vatArs: 694 });
      expect(row.request).toMatchObject({
        ImpTotal: 4000,
        ImpNeto: 3305.79,
        ImpIVA: 694.21,
        Iva: [{ Id: 5, BaseImp: 3305.79, Importe: 694.21 }],
        CondicionIVAReceptorId: 5,
      });
      const pdf = await b.ctx.app.inject({
        url: `/api/invoices/${row.id}/pdf`,
        headers: { cookie: buyer.cookie },
      });
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('FACTURA B');
      expect(text).toContain('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)');
      expect(text).toContain('IVA contenido: $ 694,21');
      expect(text).toContain(`CAE N°: ${row.cae}`);
      expect(text).toContain('Punto de venta: 00005');
      expect(text).toContain('Comp. Nro: 00000001');
      expect(text).toContain('CUIT: 20-11111111-2');
      expect(text).toContain('Envío: Local');
      // The QR code is an image.
      expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

      // A partial refund of a Mercado Pago order: Nota de crédito B (8) of the 1210 given back, its IVA broken out.
      const paidOnline = await placedOrderPaying(b.ctx, buyer.cookie, 'mercadopago');
      const { preferenceId } = await startCheckout(b.ctx, buyer.cookie, paidOnline);
      await b.fake.pay(preferenceId, { status: 'approved' });
      const refund = await post(
        b.ctx,
        `/api/admin/orders/${paidOnline}/refund`,
        { amount: 1210 },
        b.admin.cookie,
      );
      expect(refund.statusCode, refund.body).toBe(200);
      await expect
        .poll(async () => {
          await b.ctx.drainJobs();
          return (
            await b.ctx.database.db.select().from(invoices).where(eq(invoices.orderId, paidOnline))
          ).map((r) => `${r.kind}:${r.state}${r.pdfKey ? '' : ' (sin PDF)'}`);
        })
        .toEqual(['factura:emitida', 'nota_credito:emitida']);
      const [factura, nota] = await b.ctx.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, paidOnline))
        .orderBy(invoices.id);
      expect(nota).toMatchObject({ cbteTipo: 8, pointOfSale: 5, totalArs: 1210, vatArs: 210 });
      expect(nota.request).toMatchObject({
        CbteTipo: 8,
        ImpTotal: 1210,
        ImpNeto: 1000,
        ImpIVA: 210,
        Iva: [{ Id: 5, BaseImp: 1000, Importe: 210 }],
        CbtesAsoc: [{ Tipo: 6, PtoVta: 5, Nro: factura.number }],
      });
      const notePdf = pdfText(
        (
          await b.ctx.app.inject({
            url: `/api/invoices/${nota.id}/pdf`,
            headers: { cookie: buyer.cookie },
          })
        ).rawPayload,
      );
      expect(notePdf).toContain('NOTA DE CRÉDITO B');
      expect(notePdf).toContain('IVA contenido: $ 210,00');
    } finally {
      await b.close();
      await fakeB.close();
    }
  });
});

describe('without ARCA_*', () => {
  it('the shop works as before and the back office says invoicing is off', async () => {
    const plain = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
    try {
      const admin = await signedInAdmin(plain, 'inv_off_admin');
      const customer = await signedInCustomer(plain, 'inv_off_customer');
      const orderId = await placedOrderPaying(plain, customer.cookie, 'transferencia');
      expect(
        (await post(plain, `/api/admin/orders/${orderId}/payment`, { status: 'pagado' }, admin.cookie))
          .statusCode,
      ).toBe(200);
      await plain.drainJobs();
      await plain.drainMail();
      const number = await orderNumberText(plain, orderId);
      const paymentMail = plain.mails.find((m) =>
        m.subject.includes(`recibimos el pago del pedido ${number}`),
      );
      expect(paymentMail).toBeDefined();
      expect(paymentMail!.text).not.toContain('factura');
      expect(
        (await plain.app.inject({ url: '/api/admin/invoices', headers: { cookie: admin.cookie } })).json(),
      ).toEqual({ enabled: false, items: [] });
      const issue = await post(plain, `/api/admin/orders/${orderId}/invoice`, undefined, admin.cookie);
      expect(issue.statusCode).toBe(409);
      expect(issue.json().error.code).toBe('invoicing_off');
      expect(await plain.database.db.select().from(invoices)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('an order at an agreed amount (catering, decision 0026)', () => {
  it('prints "Ajuste al precio acordado" so the invoice lines add up to the total ARCA was sent (decision 0032)', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'transferencia');
    // As placeAgreedOrder stores it: the agreed amount is the subtotal and the total; the lines stay.
    await t.ctx.database.db
      .update(orders)
      .set({ totalArs: 9_500, subtotalArs: 9_500 })
      .where(eq(orders.id, orderId));
    expect((await adminPost(`/api/admin/orders/${orderId}/payment`, { status: 'pagado' })).statusCode).toBe(
      200,
    );
    const [invoice] = await settle(orderId, ['factura:emitida']);
    expect(invoice!.totalArs).toBe(9_500);
    const pdf = await t.ctx.app.inject({
      url: `/api/invoices/${invoice!.id}/pdf`,
      headers: { cookie: shopper.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    // The order's line is 4.000 at the catalogue's price, with a 0 delivery: 5.500 more were agreed.
    expect(text).toContain('Ajuste al precio acordado');
    expect(text).toContain('$ 5.500,00');
  });

  it('is paid through Mercado Pago at the agreed amount (one item) and marked paid (decision 0032)', async () => {
    const orderId = await placedOrderPaying(t.ctx, shopper.cookie, 'mercadopago');
    await t.ctx.database.db
      .update(orders)
      .set({ totalArs: 12_345, subtotalArs: 12_345 })
      .where(eq(orders.id, orderId));
    const { preferenceId } = await startCheckout(t.ctx, shopper.cookie, orderId);
    const { payment } = await t.fake.pay(preferenceId, { status: 'approved' });
    expect(payment.transaction_amount).toBe(12_345);
    expect((await storedOrder(t.ctx, orderId)).paymentStatus).toBe('pagado');
    const [invoice] = await settle(orderId, ['factura:emitida']);
    expect(invoice!.totalArs).toBe(12_345);
  });
});
