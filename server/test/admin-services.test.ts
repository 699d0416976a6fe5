/**
 * The back office's services without HTTP (handlers are thin, the rules live in the
 * services): order status changes, roles, coupon ids, and the shared validation-error mapping.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, orderStatusChanges } from '../src/db/schema.ts';
import { ShopError } from '../src/lib/error-table.ts';
import { inputError } from '../src/lib/schema-validation-error.ts';
import type { MailMessage, Mailer } from '../src/plugins/mail.ts';
import type { FileStorage } from '../src/plugins/storage.ts';
import { setRole } from '../src/modules/customers/service.ts';
import { createAdminOrderService } from '../src/modules/order-desk/service.ts';
import { couponId } from '../src/modules/coupons/service.ts';
import { createTestApp, type TestContext, orderNumberText } from './helper.ts';
import { insertOrder, adminAndCustomer } from './factories/index.ts';

let ctx: TestContext;
let adminId: string;
let customerId: string;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  const { admin, customer } = await adminAndCustomer(ctx, 'services');
  adminId = admin.user.id;
  customerId = customer.user.id;
});
afterAll(() => ctx.close());

/** The error `promise` rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<ShopError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShopError);
  return err as ShopError;
}

function orderService(mailer: Mailer, errors: unknown[] = []) {
  return createAdminOrderService({
    db: ctx.database.db,
    mailer,
    storage: {} as FileStorage,
    facts: { shopName: 'Keto Test' },
    log: { error: (obj: unknown) => void errors.push(obj) },
  });
}

describe('admin order service: status changes', () => {
  it('moves an order along an allowed transition, records who did it and mails the customer', async () => {
    const sent: MailMessage[] = [];
    const service = orderService({ kind: 'outbox', send: async (m) => void sent.push(m), close() {} });
    const id = await insertOrder(ctx, { userId: customerId, kind: 'delivery', lines: [[3, 1, 2000]] });
    const answer = await service.changeStatus(id, { status: 'en_camino', changedBy: adminId });
    expect(answer).toMatchObject({ id, status: 'en_camino' });
    const history = await ctx.database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, id));
    expect(history).toEqual([
      expect.objectContaining({ changedBy: adminId, fromStatus: 'pendiente', toStatus: 'en_camino' }),
    ]);
    await new Promise((r) => setImmediate(r));
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain(await orderNumberText(ctx, id));
  });

  it('refuses a transition the domain does not allow, changing nothing', async () => {
    const service = orderService({ kind: 'outbox', send: async () => {}, close() {} });
    const id = await insertOrder(ctx, { userId: customerId, status: 'entregado', lines: [[3, 1, 2000]] });
    const err = await rejection(service.changeStatus(id, { status: 'pendiente', changedBy: adminId }));
    expect({ status: err.status, code: err.code, message: err.text('en'), fields: err.fields }).toEqual({
      status: 409,
      code: 'invalid_transition',
      message: 'That status change is not allowed.',
      fields: { status: 'entregado -> pendiente' },
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('entregado');
    expect(
      await ctx.database.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)),
    ).toEqual([]);
  });

  it('keeps the change when the mail cannot be sent, and logs it', async () => {
    const errors: unknown[] = [];
    const service = orderService(
      { kind: 'smtp', send: () => Promise.reject(new Error('smtp down')), close() {} },
      errors,
    );
    const id = await insertOrder(ctx, { userId: customerId, lines: [[3, 1, 2000]] });
    expect((await service.changeStatus(id, { status: 'cancelado', changedBy: adminId })).status).toBe(
      'cancelado',
    );
    await new Promise((r) => setImmediate(r));
    expect(errors).toEqual([expect.objectContaining({ order: id })]);
  });

  it('answers an id that is not a UUID, or an unknown one, as order_not_found', async () => {
    const service = orderService({ kind: 'outbox', send: async () => {}, close() {} });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const err = await rejection(service.get(id, 'es'));
      expect([err.status, err.code, err.text('es')]).toEqual([
        404,
        'order_not_found',
        'El pedido no existe.',
      ]);
    }
  });
});

describe('admin customer service: roles', () => {
  it('never lets an administrator demote themselves, and names an unknown account', async () => {
    const self = await rejection(setRole(ctx.database.db, adminId, 'customer', adminId));
    expect([self.status, self.code]).toEqual([409, 'cannot_demote_self']);
    const unknown = await rejection(setRole(ctx.database.db, 'no-such-user', 'admin', adminId));
    expect([unknown.status, unknown.code, unknown.text('en')]).toEqual([
      404,
      'user_not_found',
      'The account does not exist.',
    ]);
    expect(await setRole(ctx.database.db, customerId, 'admin', adminId)).toEqual({
      id: customerId,
      role: 'admin',
    });
    expect(await setRole(ctx.database.db, customerId, 'customer', adminId)).toEqual({
      id: customerId,
      role: 'customer',
    });
  });
});

describe('admin coupon service: ids', () => {
  it('reads a positive int4 and answers anything else as coupon_not_found', () => {
    expect(couponId('7')).toBe(7);
    expect(couponId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', '-1', '1.5', 'abc', '2147483648', '']) {
      expect(() => couponId(raw), raw).toThrow(ShopError);
    }
  });
});

describe('the validation-error mapping (lib/schema-validation-error.ts)', () => {
  const query = z
    .object({
      status: z.enum(['a', 'b']).optional(),
      day: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.deliveryDate')
        .optional(),
    })
    .strict();
  const fail = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error!;

  it('names unknown keys and bad enums in words of the request language', () => {
    const es = inputError(fail(query, { status: 'c', foo: 1, bar: 2 }), 'querystring', 'es');
    expect(es.fields).toEqual({
      status: 'debe ser uno de: a, b',
      foo: 'parámetro desconocido',
      bar: 'parámetro desconocido',
    });
    expect(es.message).toBe(
      'Parámetros inválidos: status debe ser uno de: a, b; foo parámetro desconocido; bar parámetro desconocido',
    );
    const en = inputError(fail(query, { foo: 1 }), 'params', 'en');
    expect(en.message).toBe('Invalid parameters: foo unknown parameter');
  });

  it("keeps a domain key in fields and words it in the message; a body says 'Revisá los datos ingresados'", () => {
    const err = inputError(fail(query, { day: 'mañana' }), 'body', 'es');
    expect(err.fields).toEqual({ day: 'validation.deliveryDate' });
    expect(err.message).toBe(
      'Revisá los datos ingresados: day tiene que ser un día del calendario con el formato AAAA-MM-DD',
    );
  });

  it('names the whole input `_` when it is not an object', () => {
    const err = inputError(fail(query, 'text'), 'body', 'en');
    expect(err.fields).toEqual({ _: 'invalid type (expected object)' });
    expect(err.message).toBe('Please check the data you entered: _ invalid type (expected object)');
  });
});
