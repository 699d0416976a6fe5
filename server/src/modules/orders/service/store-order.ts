/**
 * The store step of placing an order: everything the order changes (the day's place, the coupon's
 * use, the order, its lines, its expiry job, its two mails in the outbox) in one transaction, so a
 * refusal at any step leaves nothing behind and the mails exist exactly when the order does.
 */
import {
  lineTotal,
  needsTaxId,
  orderTotals,
  sumLines,
  VALIDATION_KEYS,
  type Lang,
  type OrderRequest,
  type Pedido,
  type PedidoDelivery,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { recordCouponUse, reserveCoupon, type ReservedCoupon } from '../../coupons/index.ts';
import { rememberCheckoutDetails } from '../../customers/index.ts';
import { bookDeliveryDay, pricedDelivery, type ResolvedDelivery } from '../../delivery/index.ts';
import { enqueueMailsStatement } from '../../mail/index.ts';
import { orderError } from '../errors.ts';
import { queueOrderExpiry } from '../jobs.ts';
import { newOrderCustomerMail, newOrderShopMail, type ShopFacts } from '../mails.ts';
import { insertOrderUnlessKeyTaken, insertOrderLines, type NewOrderLine } from '../store/orders.ts';
import { toPedido } from './orders.ts';
import type { PricedLine } from './price-lines.ts';

/** What the earlier steps of placing an order settled: who, what, priced lines, checked delivery. */
export interface OrderPlan {
  userId: string;
  request: OrderRequest;
  idempotencyKey: string | undefined;
  lang: Lang;
  lines: readonly PricedLine[];
  delivery: { resolved: ResolvedDelivery; cart: { productLeadHours: number; units: number } };
  /** When an unpaid order expires (paymentDueAt), or null. */
  dueAt: Date | null;
  now: Date;
  /** When given, the order's mails are queued in its transaction. */
  notify?: { shop: ShopFacts };
}

export interface StoredOrder {
  order: OrderRow;
  pedido: Pedido;
}

type Totals = ReturnType<typeof orderTotals>;

/**
 * Stores the order of `plan` in one transaction: books the day, reserves the coupon, checks the
 * tax id against the total, inserts the order, counts the coupon's use, keeps the shopper's details
 * when asked, queues the expiry, inserts the lines and queues the mails.
 * @returns undefined when a concurrent request with the same idempotency key stored its order first.
 * @throws ShopError 409 day_full*, coupon_*; 400 tax_id_required. The transaction rolls back.
 */
export function storeOrder(db: Db, plan: OrderPlan): Promise<StoredOrder | undefined> {
  return inTransaction(db, async (tx) => {
    await bookDay(tx, plan);
    const reserved = await reserveOrderCoupon(tx, plan);
    const totals = checkedTotals(plan, reserved);
    const delivery = pricedDelivery(plan.delivery.resolved, totals.afterDiscount);
    const order = await insertOrder(tx, plan, totals, reserved, delivery);
    if (!order) return undefined;
    const lineValues = plan.lines.map((l, position) => ({
      orderId: order.id,
      productId: l.productId,
      position,
      title: l.title,
      titleEs: l.titleEs,
      titleEn: l.titleEn,
      unitPriceArs: l.unitPrice,
      quantity: l.quantity,
      lineTotalArs: lineTotal(l.unitPrice, l.quantity),
    }));
    if (reserved) await recordCouponUse(tx, reserved, order.id, plan.userId);
    // A pickup carries no address of the shopper's: the profile keeps the one it has.
    if (plan.request.saveDetails)
      await rememberCheckoutDetails(tx, plan.userId, {
        ...plan.request,
        address: delivery.kind === 'pickup' ? '' : plan.request.address,
      });
    if (plan.dueAt) await queueOrderExpiry(tx, order.id, plan.dueAt);
    // A new order has no receipt yet; its lines are the ones just priced.
    const pedido = toPedido({ ...order, hasReceipt: false }, lineValues, plan.lang);
    await insertLinesAndQueueMails(tx, plan, { order, pedido }, lineValues);
    return { order, pedido };
  });
}

/** Takes a place on the chosen day. @throws ShopError 409 day_full / day_full_no_other. */
async function bookDay(tx: Tx, plan: OrderPlan): Promise<void> {
  const { resolved, cart } = plan.delivery;
  await bookDeliveryDay(tx, {
    settings: resolved.settings,
    schedule: resolved.schedule,
    date: resolved.delivery.date,
    cart,
    now: plan.now,
  });
}

/** The order's coupon, re-checked with its row locked, or undefined without one. @throws ShopError 409 coupon_*. */
async function reserveOrderCoupon(tx: Tx, plan: OrderPlan): Promise<ReservedCoupon | undefined> {
  const { request } = plan;
  if (!request.coupon) return undefined;
  return reserveCoupon(tx, request.coupon, sumLines(plan.lines), {
    userId: plan.userId,
    email: request.email,
    phone: request.phone,
  });
}

/**
 * The order's totals (lines, coupon, delivery), known only now.
 * @throws ShopError 400 tax_id_required (fields.taxId) for a total from ARCA's identification
 *   threshold on without a DNI or CUIT (RG 5700/2025); throwing rolls back the day and the coupon.
 */
function checkedTotals(plan: OrderPlan, reserved: ReservedCoupon | undefined): Totals {
  const totals = orderTotals({
    lines: plan.lines,
    coupon: reserved ? { code: reserved.coupon.code, discount: reserved.discount } : null,
    delivery: plan.delivery.resolved.charge,
  });
  if (needsTaxId(totals.total) && !plan.request.taxId)
    throw orderError('tax_id_required', { taxId: VALIDATION_KEYS.taxIdRequired });
  return totals;
}

/** Inserts the order row; undefined when the same user's idempotency key is already taken. */
async function insertOrder(
  tx: Tx,
  plan: OrderPlan,
  totals: Totals,
  reserved: ReservedCoupon | undefined,
  delivery: PedidoDelivery,
): Promise<OrderRow | undefined> {
  const { request, delivery: chosen } = plan;
  return insertOrderUnlessKeyTaken(tx, {
    userId: plan.userId,
    totalArs: totals.total,
    subtotalArs: totals.subtotal,
    discountArs: totals.discount,
    couponCode: totals.coupon,
    deliveryKind: delivery.kind,
    deliveryName: delivery.name,
    deliveryPriceArs: totals.delivery,
    deliveryAddress: delivery.address,
    deliveryDay: delivery.date,
    deliveryWindow: delivery.window,
    deliveryZoneId: chosen.resolved.zoneId,
    pickupPointId: chosen.resolved.pickupPointId,
    firstname: request.firstname,
    lastname: request.lastname,
    email: request.email,
    address: request.address,
    addressNotes: request.addressNotes,
    phone: request.phone,
    customerTaxId: request.taxId || null,
    lang: plan.lang,
    idempotencyKey: plan.idempotencyKey,
    paymentMethod: request.paymentMethod,
    paymentStatus: 'pendiente',
    paymentDueAt: plan.dueAt,
  });
}

/**
 * Inserts the lines and, when the plan notifies, queues the order's two mails in the same
 * statement: one round trip while the transaction is open (under load each round trip waits
 * behind the other requests).
 */
async function insertLinesAndQueueMails(
  tx: Tx,
  plan: OrderPlan,
  stored: StoredOrder,
  lineValues: NewOrderLine[],
): Promise<void> {
  await insertOrderLines(
    tx,
    lineValues,
    plan.notify ? orderMailsStatement(tx, stored, plan.notify.shop) : undefined,
  );
}

/**
 * The statement that queues the mails of a new order: one to the shop and one to the shopper, each
 * keyed by order and kind so it exists exactly once.
 */
function orderMailsStatement(tx: Tx, { order, pedido }: StoredOrder, shop: ShopFacts) {
  return enqueueMailsStatement(tx, [
    { key: `order:${order.id}:shop`, kind: 'order_shop', ...newOrderShopMail(pedido, order, shop) },
    {
      key: `order:${order.id}:customer`,
      kind: 'order_customer',
      ...newOrderCustomerMail(pedido, order, shop),
    },
  ]);
}
