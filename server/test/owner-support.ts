/**
 * Helpers of the owner's tests: an administrator and a customer, and orders written
 * straight into the database with the delivery day, status, payment and placing instant a test
 * needs (the web order path is covered by orders.test.ts; here the sums are what is tested).
 */
import { eq } from 'drizzle-orm';
import { orderLines, orders, users } from '../src/db/schema.ts';
import type { TestContext } from './helper.ts';
import { createSignedInUser } from './accounts-support.ts';

export async function ownerAndCustomer(ctx: TestContext, prefix: string) {
  const admin = await createSignedInUser(ctx, `${prefix}_admin`);
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  const customer = await createSignedInUser(ctx, `${prefix}_customer`);
  return { admin, customer };
}

export interface TestOrder {
  userId: string;
  /** [productId, quantity, unit price ARS] */
  lines: [number, number, number][];
  day?: string | null;
  window?: 'manana' | 'tarde';
  status?: 'pendiente' | 'en_camino' | 'listo_para_retirar' | 'entregado' | 'cancelado';
  /** How it is handed over; default a pickup at "Local" (with a day), none without one. */
  kind?: 'delivery' | 'pickup';
  paymentStatus?: 'pendiente' | 'pagado' | 'rechazado' | 'reembolsado' | 'en_revision';
  createdAt?: Date;
  firstname?: string;
  deliveryPriceArs?: number;
}

/** Inserts an order with its lines; total = lines + delivery. @returns its id. */
export async function insertOrder(ctx: TestContext, o: TestOrder): Promise<string> {
  const subtotal = o.lines.reduce((n, [, q, p]) => n + q * p, 0);
  const deliveryPrice = o.deliveryPriceArs ?? 0;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      userId: o.userId,
      status: o.status ?? 'pendiente',
      paymentStatus: o.paymentStatus ?? 'pendiente',
      totalArs: subtotal + deliveryPrice,
      subtotalArs: subtotal,
      deliveryKind: o.day === null ? null : (o.kind ?? 'pickup'),
      deliveryName: o.day === null ? null : o.kind === 'delivery' ? 'Capital' : 'Local',
      deliveryPriceArs: deliveryPrice,
      deliveryDay: o.day ?? null,
      deliveryWindow: o.day === null ? null : (o.window ?? 'tarde'),
      firstname: o.firstname ?? 'Carla',
      lastname: 'Núñez',
      email: 'carla@example.com',
      address: 'Mitre 10',
      phone: '387 1',
      createdAt: o.createdAt ?? new Date(),
    })
    .returning({ id: orders.id });
  await ctx.database.db.insert(orderLines).values(
    o.lines.map(([productId, quantity, price], i) => ({
      orderId: row!.id,
      productId,
      position: i,
      title: `P${productId}`,
      unitPriceArs: price,
      quantity,
      lineTotalArs: quantity * price,
    })),
  );
  return row!.id;
}
