/**
 * Orders for API tests. `placeOrder` goes through POST /api/pedido, so the order is priced,
 * booked, stored and mailed as a shopper's is: for tests of what placing an order does, or of
 * what follows one. `insertOrder` writes the order's rows straight in, with the day, status,
 * payment and placing instant a test needs: for tests that only need orders to exist (the owner's
 * figures, receipts, reviews by buyers).
 */
import type { InjectOptions } from 'fastify';
import { orderLines, orders } from '../../src/db/schema.ts';
import type { TestContext } from '../helper.ts';
import { originOf } from '../accounts-support.ts';
import { pickupChoice } from '../delivery-support.ts';

/**
 * A valid checkout body: Ana Pérez picks up one product 3 (2000 ARS) at the seeded point three
 * weekdays ahead and pays by transfer. `overrides` replaces whole fields (`items`, `delivery`...).
 */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    firstname: 'Ana',
    lastname: 'Pérez',
    email: 'ana@example.com',
    address: 'Caseros 123',
    phone: '3875550000',
    paymentMethod: 'transferencia',
    delivery: pickupChoice(),
    items: [{ id: '3', quantity: 1 }],
    ...overrides,
  };
}

let contacts = 0;
/**
 * An e-mail `<name>@mail.example` and a phone no other order of the test file has: for tests of
 * rules that tell shoppers apart by them (a first-order coupon).
 */
export function uniqueContact(name: string) {
  contacts += 1;
  return { email: `${name}@mail.example`, phone: `387 4${String(contacts).padStart(6, '0')}` };
}

export interface PlaceOrderOptions {
  /** The Idempotency-Key header of a checkout that may be retried. */
  idempotencyKey?: string;
  /** More request headers (Accept-Language...). */
  headers?: Record<string, string>;
}

/**
 * POSTs orderBody(`overrides`) to /api/pedido from the app's own origin as the session `cookie`
 * (none: signed out). @returns the response, whatever its status.
 */
export function placeOrder(
  ctx: Pick<TestContext, 'app' | 'config'>,
  cookie: string | undefined,
  overrides: Record<string, unknown> = {},
  options: PlaceOrderOptions = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/pedido',
    payload: orderBody(overrides),
    headers: {
      origin: originOf(ctx),
      ...(cookie ? { cookie } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...options.headers,
    },
  };
  return ctx.app.inject(request);
}

/** The order as POST /api/pedido answers it (the fields tests read; the rest is there too). */
export interface PlacedOrder {
  id: string;
  number: number;
  total: number;
  [field: string]: unknown;
}

/** placeOrder, for a test that needs the order to exist: throws unless it is answered 201. @returns the order. */
export async function placedOrder(
  ctx: Pick<TestContext, 'app' | 'config'>,
  cookie: string,
  overrides: Record<string, unknown> = {},
  options: PlaceOrderOptions = {},
): Promise<PlacedOrder> {
  const res = await placeOrder(ctx, cookie, overrides, options);
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return res.json().pedido as PlacedOrder;
}

/**
 * placedOrder of `quantity` product 3 (2000 ARS each, so the total is 2000 × quantity) paid by
 * `paymentMethod` ('transferencia', 'mercadopago', 'efectivo'): for payment tests. @returns its id.
 */
export async function placedOrderPaying(
  ctx: Pick<TestContext, 'app' | 'config'>,
  cookie: string,
  paymentMethod: string,
  quantity = 2,
): Promise<string> {
  return (await placedOrder(ctx, cookie, { paymentMethod, items: [{ id: '3', quantity }] })).id;
}

/** An order row for insertOrder; what is not given takes the defaults below. */
export interface TestOrder {
  userId: string;
  /** [productId, quantity, unit price ARS]; default one product 3 at 2000 ARS. */
  lines?: [number, number, number][];
  /** The booked day; null for an order with no delivery at all (older orders). */
  day?: string | null;
  window?: 'manana' | 'tarde';
  status?: 'pendiente' | 'en_camino' | 'listo_para_retirar' | 'entregado' | 'cancelado';
  /** How it is handed over; default a pickup at "Local" (with a day), none without one. */
  kind?: 'delivery' | 'pickup';
  paymentMethod?: 'transferencia' | 'mercadopago' | 'efectivo';
  paymentStatus?: 'pendiente' | 'pagado' | 'rechazado' | 'reembolsado' | 'en_revision';
  createdAt?: Date;
  firstname?: string;
  lastname?: string;
  deliveryPriceArs?: number;
}

/**
 * Inserts an order of Carla Núñez and its lines straight into the database (nothing is booked,
 * mailed or told). Its subtotal is the lines' sum and its total that plus `deliveryPriceArs`.
 * @returns the order's id.
 */
export async function insertOrder(ctx: Pick<TestContext, 'database'>, o: TestOrder): Promise<string> {
  const lines = o.lines ?? [[3, 1, 2000]];
  const subtotal = lines.reduce((n, [, q, p]) => n + q * p, 0);
  const deliveryPrice = o.deliveryPriceArs ?? 0;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      userId: o.userId,
      status: o.status ?? 'pendiente',
      paymentMethod: o.paymentMethod ?? 'transferencia',
      paymentStatus: o.paymentStatus ?? 'pendiente',
      totalArs: subtotal + deliveryPrice,
      subtotalArs: subtotal,
      deliveryKind: o.day === null ? null : (o.kind ?? 'pickup'),
      deliveryName: o.day === null ? null : o.kind === 'delivery' ? 'Capital' : 'Local',
      deliveryPriceArs: deliveryPrice,
      deliveryDay: o.day ?? null,
      deliveryWindow: o.day === null ? null : (o.window ?? 'tarde'),
      firstname: o.firstname ?? 'Carla',
      lastname: o.lastname ?? 'Núñez',
      email: 'carla@example.com',
      address: 'Mitre 10',
      phone: '387 1',
      createdAt: o.createdAt ?? new Date(),
    })
    .returning({ id: orders.id });
  if (lines.length > 0) {
    await ctx.database.db.insert(orderLines).values(
      lines.map(([productId, quantity, price], i) => ({
        orderId: row!.id,
        productId,
        position: i,
        title: `P${productId}`,
        unitPriceArs: price,
        quantity,
        lineTotalArs: quantity * price,
      })),
    );
  }
  return row!.id;
}
