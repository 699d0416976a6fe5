/**
 * An order at an agreed amount (docs/decisions/0026-catering-requests.md): a confirmed catering
 * request becomes an order like a web order (the shopper's account, a delivery or pickup on a booked
 * day, payable by transfer or cash, expiring unpaid like any transfer order), except that its
 * amount is the one the owner quoted rather than the catalogue's. The lines keep what was asked at
 * the catalogue's prices as a reference; the agreed amount is the subtotal and the total.
 */
import {
  lineTotal,
  paymentDueAt,
  type DeliveryKind,
  type DeliveryWindow,
  type Lang,
  type PaymentDeadlines,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import {
  bookDeliveryDay,
  listPickupPoints,
  readDeliverySettings,
  readPaymentDeadlines,
} from '../../delivery/index.ts';
import { queueOrderExpiry } from '../jobs.ts';
import { insertOrder, insertOrderLines } from '../store/orders.ts';
import { readProductPrices } from '../../catalog/index.ts';

export interface AgreedOrderInput {
  userId: string;
  /** The agreed amount, whole ARS (delivery included). */
  amount: number;
  /** What was asked; products no longer in the database are left out. */
  lines: readonly { productId: number; titleEs: string; titleEn: string; quantity: number }[];
  contact: { firstname: string; lastname: string; email: string; phone: string };
  delivery: { kind: DeliveryKind; date: string; window: DeliveryWindow; address: string };
  paymentMethod: 'transferencia' | 'efectivo' | 'mercadopago';
  /** The order's language (its mails and line titles). */
  lang: Lang;
  /** Stored as the order's idempotency key (one order per agreement and account). */
  idempotencyKey: string;
  /** The configuration's payment times, where the owner saved none. */
  paymentDeadlines: PaymentDeadlines;
  now?: Date;
}

/**
 * Stores an order at `input.amount` in one transaction: books the day's place against its capacity
 * (`bookDeliveryDay`), stores the order and its lines, queues its expiry when unpaid by transfer,
 * with the caller's writes around it in the same transaction: `hooks.claim` first (lock and check
 * what the order comes from, so a second confirmation waits and then stores nothing), `hooks.then`
 * after the order is stored (the caller's own writes and mails), before the commit.
 * @returns the stored order
 * @throws ShopError 409 day_full (naming the next free day) when the day has no room left; nothing is stored.
 * @throws whatever `hooks.claim` or `hooks.then` throw; nothing is stored then.
 */
export async function placeAgreedOrder(
  db: Db,
  input: AgreedOrderInput,
  hooks: { claim: (tx: Tx) => Promise<void>; then: (tx: Tx, order: OrderRow) => Promise<void> },
): Promise<OrderRow> {
  const now = input.now ?? new Date();
  const ids = [...new Set(input.lines.map((l) => l.productId))];
  const [settings, deadlines, points, prices] = await Promise.all([
    readDeliverySettings(db),
    readPaymentDeadlines(db, input.paymentDeadlines),
    input.delivery.kind === 'pickup' ? listPickupPoints(db, true) : Promise.resolve([]),
    readProductPrices(db, ids),
  ]);
  const priceOf = new Map(prices.map((p) => [p.id, p.priceArs]));
  const lines = input.lines.filter((l) => priceOf.has(l.productId));
  const units = Math.max(
    1,
    lines.reduce((sum, l) => sum + l.quantity, 0),
  );
  const point = points[0];
  const en = input.lang === 'en';
  const delivery =
    input.delivery.kind === 'pickup'
      ? { name: point?.name ?? (en ? 'Pickup' : 'Retiro'), address: point?.address ?? '' }
      : { name: en ? 'Catering delivery' : 'Envío del encargo', address: input.delivery.address };
  const dueAt = paymentDueAt(input.paymentMethod, now, deadlines);
  return inTransaction(db, async (tx) => {
    await hooks.claim(tx);
    // Unlike checkout, the lead time and closed days are not checked: the owner agreed to the day. Its capacity still holds.
    await bookDeliveryDay(tx, {
      settings,
      date: input.delivery.date,
      cart: { productLeadHours: 0, units },
      now,
    });
    const order = await insertOrder(tx, {
      userId: input.userId,
      totalArs: input.amount,
      subtotalArs: input.amount,
      discountArs: 0,
      deliveryKind: input.delivery.kind,
      deliveryName: delivery.name,
      deliveryPriceArs: 0,
      deliveryAddress: delivery.address,
      deliveryDay: input.delivery.date,
      deliveryWindow: input.delivery.window,
      pickupPointId: input.delivery.kind === 'pickup' && point ? Number(point.id) : null,
      firstname: input.contact.firstname,
      lastname: input.contact.lastname,
      email: input.contact.email,
      address: input.delivery.kind === 'delivery' ? input.delivery.address : '',
      phone: input.contact.phone,
      lang: input.lang,
      idempotencyKey: input.idempotencyKey,
      paymentMethod: input.paymentMethod,
      paymentStatus: 'pendiente',
      paymentDueAt: dueAt,
    });
    if (lines.length > 0) {
      await insertOrderLines(
        tx,
        lines.map((l, position) => {
          const unit = priceOf.get(l.productId)!;
          return {
            orderId: order.id,
            productId: l.productId,
            position,
            title: en ? l.titleEn : l.titleEs,
            titleEs: l.titleEs,
            titleEn: l.titleEn,
            unitPriceArs: unit,
            quantity: l.quantity,
            lineTotalArs: lineTotal(unit, l.quantity),
          };
        }),
      );
    }
    if (dueAt) await queueOrderExpiry(tx, order.id, dueAt);
    await hooks.then(tx, order);
    return order;
  });
}
