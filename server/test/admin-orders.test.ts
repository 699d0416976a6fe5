import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusChanges } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './helper.ts';
import { ORIGIN, post } from './accounts-support.ts';
import { signedInCustomer, signedInAdmin, type SignedInCustomer, placeOrder } from './factories/index.ts';
import { tinyPng, uploadReceipt } from './receipts-support.ts';
import { zoneChoice } from './delivery-support.ts';

let ctx: TestContext;
let admin: SignedInCustomer;
let customer: SignedInCustomer;
let orderId: string;

/** The customer's details at checkout (the rest of the order is orderBody's). */
const carla = {
  firstname: 'Carla',
  lastname: 'Núñez',
  email: 'carla@example.com',
  address: 'Mitre 10',
  phone: '387 1',
  addressNotes: 'Portón verde',
};

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_IP: '1000' });
  admin = await signedInAdmin(ctx, 'owner_admin');
  customer = await signedInCustomer(ctx, 'carla_customer');
  const placed = await placeOrder(ctx, customer.cookie, {
    ...carla,
    items: [
      { id: '12', quantity: 1 },
      { id: '3', quantity: 2 },
    ],
  });
  orderId = placed.json().pedido.id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('every /api/admin route checks the role on the server', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/admin/orders' },
    { method: 'GET' as const, url: `/api/admin/orders/${orderId}` },
    { method: 'POST' as const, url: `/api/admin/orders/${orderId}/status`, payload: { status: 'en_camino' } },
    {
      method: 'GET' as const,
      url: `/api/admin/orders/${orderId}/receipts/00000000-0000-4000-8000-000000000000`,
    },
  ];

  it('answers 401 to a visitor and 403 to a customer, changing nothing', async () => {
    for (const route of routes()) {
      const anonymous = await ctx.app.inject({ ...route, headers: { origin: ORIGIN } });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const asCustomer = await ctx.app.inject({
        ...route,
        headers: { origin: ORIGIN, cookie: customer.cookie },
      });
      expect(asCustomer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asCustomer.json().error.code).toBe('admin_only');
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row.status).toBe('pendiente');
  });

  it('tells the web app who is an administrator', async () => {
    expect((await get('/api/session', admin.cookie)).json().user.isAdmin).toBe(true);
    expect((await get('/api/session', customer.cookie)).json().user.isAdmin).toBe(false);
  });
});

describe('the order desk', () => {
  it('lists orders newest first with counts per status, filtered by status, date and search', async () => {
    const second = (
      await placeOrder(ctx, customer.cookie, {
        ...carla,
        firstname: 'Zoe',
        email: 'zoe@example.com',
        items: [{ id: '1', quantity: 1 }],
      })
    ).json().pedido.id;
    const all = (await get('/api/admin/orders', admin.cookie)).json();
    expect(all.items.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([second, orderId]);
    expect(all.counts).toMatchObject({ pendiente: 2, en_camino: 0, entregado: 0, cancelado: 0 });
    expect(all.items[1]).toMatchObject({
      status: 'pendiente',
      total: 29000,
      customer: { name: 'Carla Núñez', email: 'carla@example.com' },
    });

    expect(
      (await get('/api/admin/orders?q=zoe@', admin.cookie)).json().items.map((o: { id: string }) => o.id),
    ).toEqual([second]);
    expect(
      (await get(`/api/admin/orders?q=${orderId.slice(0, 6)}`, admin.cookie))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).toEqual([orderId]);
    expect((await get('/api/admin/orders?q=carla%20n', admin.cookie)).json().total).toBe(1);
    // Wildcards typed in the search match themselves: "%" and "_" find no order here.
    expect((await get('/api/admin/orders?q=%25', admin.cookie)).json().total).toBe(0);
    expect((await get('/api/admin/orders?q=_', admin.cookie)).json().total).toBe(0);
    expect((await get('/api/admin/orders?status=entregado', admin.cookie)).json().total).toBe(0);
    expect((await get('/api/admin/orders?from=2999-01-01T00:00:00Z', admin.cookie)).json().total).toBe(0);
    expect((await get('/api/admin/orders?status=enviado', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/orders?from=ayer', admin.cookie)).statusCode).toBe(400);
  });

  it('shows an order with lines, delivery data and the next allowed statuses', async () => {
    const res = await get(`/api/admin/orders/${orderId}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pendiente',
      total: 29000,
      customer: { address: 'Mitre 10', addressNotes: 'Portón verde', phone: '387 1' },
      items: [
        expect.objectContaining({ productId: '12', quantity: 1 }),
        expect.objectContaining({ productId: '3', quantity: 2, lineTotal: 4000 }),
      ],
      receipts: [],
      history: [],
      // A pickup: "listo para retirar", never "en camino".
      allowedNext: ['listo_para_retirar', 'cancelado'],
    });
    expect((await get('/api/admin/orders/not-a-uuid', admin.cookie)).statusCode).toBe(404);
  });

  it('moves a pickup pendiente -> listo para retirar -> entregado, records each change, mails the customer where to pick it up, and the customer sees it', async () => {
    // Mails of what came before are sent by the outbox worker: let them out first.
    await ctx.drainMail();
    const before = ctx.mails.length;
    // A pickup is never "en camino" (the walk-through's shopper was mailed "your order is now on its way").
    const onTheWay = await post(
      ctx,
      `/api/admin/orders/${orderId}/status`,
      { status: 'en_camino' },
      admin.cookie,
    );
    expect(onTheWay.statusCode).toBe(409);
    expect(onTheWay.json().error.code).toBe('invalid_transition');
    const ready = await post(
      ctx,
      `/api/admin/orders/${orderId}/status`,
      { status: 'listo_para_retirar' },
      admin.cookie,
    );
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'listo_para_retirar' });
    await expect
      .poll(() => ctx.mails.slice(before).find((m) => m.to === 'carla@example.com')?.text ?? '')
      .toContain('ahora está listo para retirar');
    const mail = ctx.mails.slice(before).find((m) => m.to === 'carla@example.com')!;
    expect(mail.text).toContain(`Retiralo en Local, ${ctx.config.shop.address}.`);
    expect(mail.text).not.toContain('en camino');
    expect(mail.subject).toContain('listo para retirar');

    // Not allowed: back to pendiente, or skipping ahead twice.
    const back = await post(
      ctx,
      `/api/admin/orders/${orderId}/status`,
      { status: 'pendiente' },
      admin.cookie,
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({
      code: 'invalid_transition',
      message: 'Ese cambio de estado no está permitido.',
    });

    const markedAt = Date.now();
    expect(
      (await post(ctx, `/api/admin/orders/${orderId}/status`, { status: 'entregado' }, admin.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(ctx, `/api/admin/orders/${orderId}/status`, { status: 'cancelado' }, admin.cookie))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(ctx, `/api/admin/orders/${orderId}/status`, { status: 'perdido' }, admin.cookie))
        .statusCode,
    ).toBe(400);

    const detail = (await get(`/api/admin/orders/${orderId}`, admin.cookie)).json();
    expect(detail.history.map((h: { from: string; to: string; by: string }) => [h.from, h.to, h.by])).toEqual(
      [
        ['pendiente', 'listo_para_retirar', 'owner_admin'],
        ['listo_para_retirar', 'entregado', 'owner_admin'],
      ],
    );
    expect(detail.allowedNext).toEqual([]);
    const mine = (await get('/api/pedidos', customer.cookie))
      .json()
      .pedidos.find((p: { id: string }) => p.id === orderId);
    expect(mine.status).toBe('entregado');
    // Delivered before the scheduled day: the delivery date is when it was marked.
    expect(Date.parse(mine.fechaEntrega)).toBeGreaterThanOrEqual(markedAt - 1000);
    expect(Date.parse(mine.fechaEntrega)).toBeLessThanOrEqual(Date.now());
  });

  it('moves a home delivery pendiente -> en camino (mailing its time) -> entregado, never "listo para retirar"; records a delivery date when marked entregado without one', async () => {
    await ctx.drainMail();
    const before = ctx.mails.length;
    const id = (
      await placeOrder(ctx, customer.cookie, {
        ...carla,
        delivery: zoneChoice(),
        items: [{ id: '1', quantity: 1 }],
      })
    ).json().pedido.id;
    expect((await get(`/api/admin/orders/${id}`, admin.cookie)).json().allowedNext).toEqual([
      'en_camino',
      'cancelado',
    ]);
    expect(
      (await post(ctx, `/api/admin/orders/${id}/status`, { status: 'listo_para_retirar' }, admin.cookie))
        .statusCode,
    ).toBe(409);
    const onTheWay = await post(
      ctx,
      `/api/admin/orders/${id}/status`,
      { status: 'en_camino', deliveryDate: '2099-12-01T15:30:00Z' },
      admin.cookie,
    );
    expect(onTheWay.json()).toMatchObject({ status: 'en_camino', deliveryDate: '2099-12-01T15:30:00.000Z' });
    await expect
      .poll(
        () =>
          ctx.mails.slice(before).find((m) => m.to === 'carla@example.com' && m.text.includes('en camino'))
            ?.text ?? '',
      )
      .toContain('12:30');
    const markedAt = Date.now();
    const delivered = await post(
      ctx,
      `/api/admin/orders/${id}/status`,
      { status: 'entregado', deliveryDate: null },
      admin.cookie,
    );
    expect(delivered.statusCode).toBe(200);
    expect(Date.parse(delivered.json().deliveryDate)).toBeGreaterThanOrEqual(markedAt - 1000);
    const mine = (await get('/api/pedidos', customer.cookie))
      .json()
      .pedidos.find((p: { id: string }) => p.id === id);
    expect(mine.fechaEntrega).toBe(delivered.json().deliveryDate);
  });

  it('undoes a status change for a few minutes (a mistaken "Marcar entregado"), keeping both in the history; never a cancellation, an undo, or later', async () => {
    const id = (
      await placeOrder(ctx, customer.cookie, {
        ...carla,
        delivery: zoneChoice(),
        items: [{ id: '2', quantity: 1 }],
      })
    ).json().pedido.id;
    const detail = async () => (await get(`/api/admin/orders/${id}`, admin.cookie)).json();
    const undo = () => post(ctx, `/api/admin/orders/${id}/status/undo`, {}, admin.cookie);
    expect((await detail()).undo).toBeNull();
    expect((await undo()).statusCode).toBe(409);
    await post(
      ctx,
      `/api/admin/orders/${id}/status`,
      { status: 'en_camino', deliveryDate: '2099-12-01T15:30:00Z' },
      admin.cookie,
    );
    await post(ctx, `/api/admin/orders/${id}/status`, { status: 'entregado' }, admin.cookie);
    const offered = (await detail()).undo;
    expect(offered.to).toBe('en_camino');
    expect(Date.parse(offered.until) - Date.now()).toBeGreaterThan(9 * 60_000);

    await ctx.drainMail();
    const before = ctx.mails.length;
    const undone = await undo();
    expect(undone.statusCode).toBe(200);
    // Back to en camino with the delivery date it had.
    expect(undone.json()).toMatchObject({ status: 'en_camino', deliveryDate: '2099-12-01T15:30:00.000Z' });
    await expect
      .poll(() => ctx.mails.slice(before).find((m) => m.to === 'carla@example.com')?.text ?? '')
      .toContain('ahora está en camino');
    const after = await detail();
    expect(
      after.history.map((h: { from: string; to: string; undo: boolean }) => [h.from, h.to, h.undo]),
    ).toEqual([
      ['pendiente', 'en_camino', false],
      ['en_camino', 'entregado', false],
      ['entregado', 'en_camino', true],
    ]);
    expect(after.allowedNext).toEqual(['entregado', 'cancelado']);
    // An undo is not undone in turn.
    expect(after.undo).toBeNull();
    const again = await undo();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'undo_unavailable',
      message: 'Ese cambio de estado ya no se puede deshacer.',
    });

    // Ten minutes later it is final.
    await post(ctx, `/api/admin/orders/${id}/status`, { status: 'entregado' }, admin.cookie);
    await ctx.database.db
      .update(orderStatusChanges)
      .set({ changedAt: new Date(Date.now() - 11 * 60_000) })
      .where(
        and(
          eq(orderStatusChanges.orderId, id),
          eq(orderStatusChanges.toStatus, 'entregado'),
          isNull(orderStatusChanges.undoOf),
        ),
      );
    expect((await detail()).undo).toBeNull();
    expect((await undo()).statusCode).toBe(409);
    expect((await detail()).status).toBe('entregado');

    // A cancellation is confirmed before and stays final.
    const other = (
      await placeOrder(ctx, customer.cookie, { ...carla, items: [{ id: '2', quantity: 1 }] })
    ).json().pedido.id;
    await post(ctx, `/api/admin/orders/${other}/status`, { status: 'cancelado' }, admin.cookie);
    expect((await post(ctx, `/api/admin/orders/${other}/status/undo`, {}, admin.cookie)).statusCode).toBe(
      409,
    );
    expect((await post(ctx, `/api/admin/orders/${other}/status/undo`, {}, customer.cookie)).statusCode).toBe(
      403,
    );
  });

  it('lists the lines of an English order in Spanish for a Spanish reader, and in English for an English one', async () => {
    const placed = await placeOrder(ctx, `${customer.cookie}; lang=en`, {
      ...carla,
      items: [{ id: '11', quantity: 1 }],
    });
    const id = placed.json().pedido.id;
    const title = async (lang: string) =>
      (await get(`/api/admin/orders/${id}`, `${admin.cookie}; lang=${lang}`)).json().items[0].title;
    const es = await title('es');
    const en = await title('en');
    expect(en).toBe(placed.json().pedido.items[0].title);
    expect(es).not.toBe(en);
    expect(es).toBe((await ctx.app.inject({ url: '/api/products/11?lang=es' })).json().title);
  });

  it('cancels from pendiente', async () => {
    const id = (
      await placeOrder(ctx, customer.cookie, { ...carla, items: [{ id: '2', quantity: 1 }] })
    ).json().pedido.id;
    const res = await post(ctx, `/api/admin/orders/${id}/status`, { status: 'cancelado' }, admin.cookie);
    expect(res.json().status).toBe('cancelado');
  });
});

describe('receipts on the order desk', () => {
  it('lists the receipts of an order and serves each file to administrators only', async () => {
    const id = (
      await placeOrder(ctx, customer.cookie, { ...carla, items: [{ id: '4', quantity: 1 }] })
    ).json().pedido.id;
    const png = tinyPng();
    const upload = await uploadReceipt(
      ctx,
      id,
      [{ name: 'comprobante', filename: 'pago.png', contentType: 'image/png', data: png }],
      customer.cookie,
    );
    expect(upload.statusCode).toBe(201);
    const [receipt] = (await get(`/api/admin/orders/${id}`, admin.cookie)).json().receipts;
    expect(receipt).toMatchObject({
      contentType: 'image/png',
      sizeBytes: png.length,
      originalName: 'pago.png',
    });

    const file = await get(`/api/admin/orders/${id}/receipts/${receipt.id}`, admin.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(png);
    expect(
      (await get(`/api/admin/orders/${id}/receipts/${receipt.id}?download=1`, admin.cookie)).headers[
        'content-disposition'
      ],
    ).toMatch(/^attachment; filename="comprobante-/);
    expect((await get(`/api/admin/orders/${id}/receipts/${receipt.id}`, customer.cookie)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/admin/orders/${orderId}/receipts/${receipt.id}`, admin.cookie)).statusCode).toBe(
      404,
    );
  });

  it('flags and counts an order whose receipt awaits the owner\'s check as "en revisión", until it is marked paid', async () => {
    const id = (
      await placeOrder(ctx, customer.cookie, {
        ...carla,
        lastname: 'Comprobante',
        items: [{ id: '4', quantity: 1 }],
      })
    ).json().pedido.id;
    const desk = async (query = '') =>
      (await get(`/api/admin/orders?q=Comprobante${query}`, admin.cookie)).json();
    const before = await desk();
    expect(before.items[0]).toMatchObject({ id, paymentStatus: 'pendiente', receiptToCheck: false });
    expect(before).toMatchObject({ receiptsToCheck: 0, paymentCounts: { pendiente: 1, en_revision: 0 } });

    expect(
      (
        await uploadReceipt(
          ctx,
          id,
          [{ name: 'comprobante', filename: 'pago.png', contentType: 'image/png', data: tinyPng() }],
          customer.cookie,
        )
      ).statusCode,
    ).toBe(201);
    const after = await desk();
    expect(after.items[0]).toMatchObject({ id, paymentStatus: 'pendiente', receiptToCheck: true });
    expect(after).toMatchObject({ receiptsToCheck: 1, paymentCounts: { pendiente: 0, en_revision: 1 } });
    expect((await desk('&paymentStatus=en_revision')).items.map((o: { id: string }) => o.id)).toEqual([id]);
    expect((await desk('&paymentStatus=pendiente')).items).toEqual([]);

    expect(
      (await post(ctx, `/api/admin/orders/${id}/payment`, { status: 'pagado' }, admin.cookie)).statusCode,
    ).toBe(200);
    const paid = await desk();
    expect(paid.items[0]).toMatchObject({ id, paymentStatus: 'pagado', receiptToCheck: false });
    expect(paid).toMatchObject({ receiptsToCheck: 0, paymentCounts: { pagado: 1, en_revision: 0 } });
  });
});

describe('customers and administrators', () => {
  it('lists customers with contact data and order count, and links to their orders', async () => {
    await post(
      ctx,
      '/api/cliente',
      {
        nombre: 'Carla',
        apellido: 'Núñez',
        email: 'carla@example.com',
        direccion: 'Mitre 10',
        telefono: '387 1',
      },
      customer.cookie,
    );
    const list = (await get('/api/admin/customers?q=carla', admin.cookie)).json();
    expect((await get('/api/admin/customers?q=%25', admin.cookie)).json().total).toBe(0);
    expect(list.total).toBe(1);
    const carla = list.items[0];
    expect(carla).toMatchObject({
      id: customer.user.id,
      username: 'carla_customer',
      role: 'customer',
      nombre: 'Carla',
      telefono: '387 1',
    });
    expect(carla.orderCount).toBeGreaterThanOrEqual(3);
    const theirs = (await get(`/api/admin/orders?userId=${carla.id}`, admin.cookie)).json();
    expect(theirs.total).toBe(carla.orderCount);
    expect((await get('/api/admin/customers', customer.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/customers')).statusCode).toBe(401);
  });

  it("promotes and demotes, but never the administrator's own role, and only for administrators", async () => {
    const promote = await post(
      ctx,
      `/api/admin/users/${customer.user.id}/role`,
      { role: 'admin' },
      admin.cookie,
    );
    expect(promote.json()).toEqual({ id: customer.user.id, role: 'admin' });
    expect((await get('/api/admin/customers', customer.cookie)).statusCode).toBe(200);
    expect(
      (
        await post(ctx, `/api/admin/users/${customer.user.id}/role`, { role: 'customer' }, admin.cookie)
      ).json().role,
    ).toBe('customer');
    expect((await get('/api/admin/customers', customer.cookie)).statusCode).toBe(403);

    expect(
      (await post(ctx, `/api/admin/users/${admin.user.id}/role`, { role: 'customer' }, admin.cookie))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(ctx, `/api/admin/users/${admin.user.id}/role`, { role: 'customer' }, customer.cookie))
        .statusCode,
    ).toBe(403);
    expect((await post(ctx, `/api/admin/users/${admin.user.id}/role`, { role: 'customer' })).statusCode).toBe(
      401,
    );
    expect(
      (await post(ctx, '/api/admin/users/nobody/role', { role: 'admin' }, admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, `/api/admin/users/${customer.user.id}/role`, { role: 'owner' }, admin.cookie))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/session', admin.cookie)).json().user.isAdmin).toBe(true);
  });
});
