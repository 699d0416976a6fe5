import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECEIPT_MAX_BYTES } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, receipts } from '../src/db/orders-schema.ts';
import { post } from './accounts-support.ts';
import { signedInCustomer, type SignedInCustomer, insertOrder } from './factories/index.ts';
import { createTestApp, orderNumberText, type TestContext } from './helper.ts';
import { fakeExe, tinyPdf, tinyPng, uploadReceipt } from './receipts-support.ts';

let ctx: TestContext;
let dataDir: string;
let owner: SignedInCustomer;
let other: SignedInCustomer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-receipts-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  owner = await signedInCustomer(ctx, 'duena');
  other = await signedInCustomer(ctx, 'otro');
});
afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const receiptsOf = (orderId: string) =>
  ctx.database.db.select().from(receipts).where(eq(receipts.orderId, orderId));

/** Files kept for the order on disk (DATA_DIR/files/receipts/<orderId>/). */
async function filesOf(orderId: string): Promise<string[]> {
  const dir = path.join(ctx.config.filesDir, 'receipts', orderId);
  return existsSync(dir) ? readdir(dir) : [];
}

async function expectNothingStored(orderId: string) {
  expect(await receiptsOf(orderId)).toEqual([]);
  expect(await filesOf(orderId)).toEqual([]);
}

async function waitForMail(subjectPart: string) {
  for (let i = 0; i < 100; i++) {
    const mail = ctx.mails.find((m) => m.to === ctx.config.ordersEmail && m.subject.includes(subjectPart));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no shop mail about ${subjectPart}`);
}

describe('POST /api/pedidos/:pedidoId/comprobante', () => {
  it('stores a PNG from the owner under the order, records it and answers 201', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const png = tinyPng();
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'transferencia.png', contentType: 'image/png', data: png }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    const { receipt } = res.json() as {
      receipt: { id: string; contentType: string; sizeBytes: number; createdAt: string };
    };
    expect(receipt).toEqual({
      id: expect.any(String),
      contentType: 'image/png',
      sizeBytes: png.length,
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(receipt.createdAt))).toBe(false);

    const [row] = await receiptsOf(orderId);
    expect(row).toMatchObject({
      id: receipt.id,
      contentType: 'image/png',
      sizeBytes: png.length,
      originalName: 'transferencia.png',
    });
    expect(row.storageKey).toMatch(new RegExp(`^receipts/${orderId}/[0-9a-f-]{36}\\.png$`));
    expect(await readFile(path.join(ctx.config.filesDir, row.storageKey))).toEqual(png);

    // The order now shows that a receipt was received.
    const list = await ctx.app.inject({ url: '/api/pedidos', headers: { cookie: owner.cookie } });
    const pedido = (list.json() as { pedidos: { id: string; hasReceipt: boolean }[] }).pedidos.find(
      (p) => p.id === orderId,
    );
    expect(pedido?.hasReceipt).toBe(true);
  });

  it('accepts a PDF, detected from its bytes even when sent as octet-stream without an extension', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const pdf = tinyPdf();
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'comprobante', contentType: 'application/octet-stream', data: pdf }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().receipt.contentType).toBe('application/pdf');
    const [row] = await receiptsOf(orderId);
    expect(row.storageKey.endsWith('.pdf')).toBe(true);
    expect(await readFile(path.join(ctx.config.filesDir, row.storageKey))).toEqual(pdf);
  });

  it('mails the shop, in Spanish, with the short order id and the customer name', async () => {
    const orderId = await insertOrder(ctx, {
      userId: owner.user.id,
      firstname: 'Lucía',
      lastname: 'Gómez <b>',
    });
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: tinyPng() }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    const number = await orderNumberText(ctx, orderId);
    const mail = await waitForMail(number);
    expect(mail.subject).toBe(`Comprobante recibido para el pedido ${number}`);
    expect(mail.text).toContain('Cliente: Lucía Gómez <b>');
    expect(mail.text).toContain(owner.email);
    // The shopper's text never becomes markup in the HTML part.
    expect(mail.html).toContain('Cliente: Lucía Gómez &#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('refuses a renamed executable sent as image/png with 415 and stores nothing', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'receipt.png', contentType: 'image/png', data: fakeExe() }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_type');
    expect(res.json().error.message).toMatch(/PDF/);
    await expectNothingStored(orderId);
  });

  it('refuses plain text and unrecognisable bytes with 415', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    for (const data of ['hola, te pagué', Buffer.from([1, 2, 3, 4, 5, 6, 7, 8])]) {
      const res = await uploadReceipt(
        ctx,
        orderId,
        [{ name: 'comprobante', filename: 'x.pdf', contentType: 'application/pdf', data }],
        owner.cookie,
      );
      expect(res.statusCode).toBe(415);
    }
    await expectNothingStored(orderId);
  });

  it('refuses a file over 10 MB with 413 file_too_large and stores nothing', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const png = tinyPng();
    const big = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - png.length)]);
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'big.png', contentType: 'image/png', data: big }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'file_too_large', message: 'El archivo supera los 10 MB.' });
    await expectNothingStored(orderId);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES - png.length)]);
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'ok.png', contentType: 'image/png', data: exact }],
      owner.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().receipt.sizeBytes).toBe(RECEIPT_MAX_BYTES);
  });

  it.each([
    ['a text field only', [{ name: 'nota', data: 'sin archivo' }]],
    [
      'an empty file (nothing picked)',
      [{ name: 'comprobante', filename: '', contentType: 'application/octet-stream', data: '' }],
    ],
    [
      'a file in another field',
      [{ name: 'archivo', filename: 'r.png', contentType: 'image/png', data: tinyPng() }],
    ],
  ])('answers 400 no_file for %s', async (_label, parts) => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const res = await uploadReceipt(ctx, orderId, parts, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'no_file', message: 'Por favor seleccioná un archivo.' });
    await expectNothingStored(orderId);
  });

  it('answers 400 no_file to a request that is not multipart', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const res = await post(ctx, `/api/pedidos/${orderId}/comprobante`, { comprobante: 'x' }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('no_file');
  });

  it("answers 404 order_not_found for another customer's order, exactly as for an unknown one, storing nothing", async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const file = [{ name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: tinyPng() }];
    const foreign = await uploadReceipt(ctx, orderId, file, other.cookie);
    const unknown = await uploadReceipt(ctx, '00000000-0000-4000-8000-000000000000', file, other.cookie);
    const notAnId = await uploadReceipt(ctx, 'abc', file, other.cookie);
    for (const res of [foreign, unknown, notAnId]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'order_not_found', message: 'El pedido no existe.' });
    }
    await expectNothingStored(orderId);
  });

  it('answers 401 without a session', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const res = await uploadReceipt(ctx, orderId, [
      { name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: tinyPng() },
    ]);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
    await expectNothingStored(orderId);
  });

  it.each(['en_camino', 'entregado', 'cancelado'] as const)(
    'answers 409 not_pending once the order is %s, storing nothing',
    async (status) => {
      const orderId = await insertOrder(ctx, { userId: owner.user.id });
      await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
      const res = await uploadReceipt(
        ctx,
        orderId,
        [{ name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: tinyPng() }],
        owner.cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('not_pending');
      await expectNothingStored(orderId);
    },
  );

  it.each(['pagado', 'reembolsado'] as const)(
    'answers 409 already_paid on a pendiente order whose payment is %s, storing nothing',
    async (paymentStatus) => {
      const orderId = await insertOrder(ctx, { userId: owner.user.id });
      await ctx.database.db.update(orders).set({ paymentStatus }).where(eq(orders.id, orderId));
      const res = await uploadReceipt(
        ctx,
        orderId,
        [{ name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: tinyPng() }],
        owner.cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'already_paid',
        message: 'El pedido ya figura pagado: no hace falta un comprobante.',
      });
      await expectNothingStored(orderId);
    },
  );

  it('answers in English when the lang cookie says so', async () => {
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const res = await uploadReceipt(
      ctx,
      orderId,
      [{ name: 'comprobante', filename: 'r.png', contentType: 'image/png', data: fakeExe() }],
      `${owner.cookie}; lang=en`,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('The file must be an image (JPG, PNG, WebP, HEIC, AVIF) or a PDF.');
  });
});
