/**
 * Receipts per order are capped (RECEIPTS_MAX_PER_ORDER) and so are the bytes
 * a customer uploads per Argentine day (RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY), in the database,
 * so uploads arriving together cannot pass the caps; a refusal stores nothing, file included.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../src/db/orders-schema.ts';
import { argentinaDayStart } from '../src/lib/argentina-day.ts';
import { signedInCustomer, type SignedInCustomer, insertOrder } from './factories/index.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { tinyPdf, uploadReceipt } from './receipts-support.ts';

const pdf = tinyPdf();
const file = [{ name: 'comprobante', filename: 'pago.pdf', contentType: 'application/pdf', data: pdf }];

async function startApp(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-receipt-caps-'));
  const ctx = await createTestApp({ DATA_DIR: dataDir, RATE_LIMIT_PER_IP: '1000', ...env });
  return {
    ctx,
    async close() {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function helpers(ctx: TestContext) {
  return {
    rowsOf: (orderId: string) => ctx.database.db.select().from(receipts).where(eq(receipts.orderId, orderId)),
    async filesOf(orderId: string): Promise<string[]> {
      const dir = path.join(ctx.config.filesDir, 'receipts', orderId);
      return existsSync(dir) ? readdir(dir) : [];
    },
  };
}

describe('at most RECEIPTS_MAX_PER_ORDER receipts per order (default 5)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let owner: SignedInCustomer;
  beforeAll(async () => {
    app = await startApp({});
    owner = await signedInCustomer(app.ctx, 'cinco');
  });
  afterAll(() => app?.close());

  it('refuses the sixth receipt with 409 too_many_receipts, in Spanish or English, storing nothing more', async () => {
    const { ctx } = app;
    const { rowsOf, filesOf } = helpers(ctx);
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    for (let i = 0; i < 5; i++)
      expect((await uploadReceipt(ctx, orderId, file, owner.cookie)).statusCode).toBe(201);

    const sixth = await uploadReceipt(ctx, orderId, file, owner.cookie);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      error: {
        code: 'too_many_receipts',
        message: 'Este pedido ya tiene 5 comprobantes, el máximo. Si necesitás corregir uno, escribinos.',
      },
    });
    const english = await uploadReceipt(ctx, orderId, file, `${owner.cookie}; lang=en`);
    expect(english.json().error.message).toBe(
      'This order already has 5 receipts, the most it takes. If you need to correct one, write to us.',
    );
    expect(await rowsOf(orderId)).toHaveLength(5);
    expect(await filesOf(orderId)).toHaveLength(5);

    // The cap is per order: the customer's next order takes receipts.
    const next = await insertOrder(ctx, { userId: owner.user.id });
    expect((await uploadReceipt(ctx, next, file, owner.cookie)).statusCode).toBe(201);
  });

  it('stores exactly five of eight uploads sent at once, and no file of the refused ones', async () => {
    const { ctx } = app;
    const { rowsOf, filesOf } = helpers(ctx);
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => uploadReceipt(ctx, orderId, file, owner.cookie)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409))
      expect(refused.json().error.code).toBe('too_many_receipts');
    const rows = await rowsOf(orderId);
    expect(rows).toHaveLength(5);
    expect((await filesOf(orderId)).sort()).toEqual(rows.map((r) => path.basename(r.storageKey)).sort());
  });
});

describe('at most RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY bytes per customer per Argentine day', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  // Room for four of the test PDFs a day.
  const cap = pdf.length * 4;
  beforeAll(async () => {
    app = await startApp({ RECEIPTS_MAX_BYTES_PER_CUSTOMER_PER_DAY: String(cap) });
  });
  afterAll(() => app?.close());

  it("counts every order of the customer, answers 429 with Retry-After until Argentina's midnight, and spares other customers", async () => {
    const { ctx } = app;
    const { rowsOf, filesOf } = helpers(ctx);
    const owner = await signedInCustomer(ctx, 'diaria');
    const first = await insertOrder(ctx, { userId: owner.user.id });
    const second = await insertOrder(ctx, { userId: owner.user.id });
    for (const orderId of [first, first, second, second])
      expect((await uploadReceipt(ctx, orderId, file, owner.cookie)).statusCode).toBe(201);

    const third = await insertOrder(ctx, { userId: owner.user.id });
    const refused = await uploadReceipt(ctx, third, file, owner.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('receipts_daily_limit');
    expect(refused.json().error.message).toMatch(
      /^Con este archivo superarías el máximo de 1 KB en comprobantes por día\./,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    const untilMidnight = (argentinaDayStart(new Date()).getTime() + 86_400_000 - Date.now()) / 1000;
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(60);
    const english = await uploadReceipt(ctx, third, file, `${owner.cookie}; lang=en`);
    expect(english.json().error.message).toBe(
      'This file would take you over the limit of 1 KB of receipts per day. Try a smaller file or upload it tomorrow.',
    );
    expect(await rowsOf(third)).toEqual([]);
    expect(await filesOf(third)).toEqual([]);

    const stranger = await signedInCustomer(ctx, 'otra_diaria');
    const theirs = await insertOrder(ctx, { userId: stranger.user.id });
    expect((await uploadReceipt(ctx, theirs, file, stranger.cookie)).statusCode).toBe(201);
  });

  it("does not count the previous Argentine day's receipts, and does count those since 00:00 in Argentina", async () => {
    const { ctx } = app;
    const owner = await signedInCustomer(ctx, 'ayer');
    const orderId = await insertOrder(ctx, { userId: owner.user.id });
    const dayStart = argentinaDayStart(new Date());
    const old = { orderId, storageKey: 'receipts/old.pdf', contentType: 'application/pdf', sizeBytes: cap };
    // 23:59:59.999 in Argentina yesterday: a full cap's worth, not counted today.
    await ctx.database.db.insert(receipts).values({ ...old, createdAt: new Date(dayStart.getTime() - 1) });
    expect((await uploadReceipt(ctx, orderId, file, owner.cookie)).statusCode).toBe(201);

    const other = await insertOrder(ctx, { userId: owner.user.id });
    // 00:00 today in Argentina: counted, so the day is now full.
    await ctx.database.db.insert(receipts).values({ ...old, orderId: other, createdAt: dayStart });
    const res = await uploadReceipt(ctx, other, file, owner.cookie);
    expect(res.statusCode).toBe(429);
  });

  it('holds under uploads sent at once to several orders: exactly four fit', async () => {
    const { ctx } = app;
    const { rowsOf, filesOf } = helpers(ctx);
    const owner = await signedInCustomer(ctx, 'rafaga');
    const orderIds = await Promise.all([1, 2, 3].map(() => insertOrder(ctx, { userId: owner.user.id })));
    const results = await Promise.all(
      orderIds.flatMap((id) => [id, id, id]).map((id) => uploadReceipt(ctx, id, file, owner.cookie)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    let rows = 0;
    for (const id of orderIds) {
      const stored = await rowsOf(id);
      rows += stored.length;
      expect(await filesOf(id)).toHaveLength(stored.length);
    }
    expect(rows).toBe(4);
  });
});
