/**
 * Placing a web order, as its steps: answer a repeated idempotency key → check the payment method →
 * read the account's order count, the prices and the delivery choice at once → judge the limit, the
 * lines and the delivery in that order → store the order (one transaction that also queues its
 * mails, `storeOrder` below) → emit `orderPlaced` after the commit. Every price is the server's
 * (orders' `priceLines`), never the browser's. The order's rows are written by orders' store,
 * through orders' index.ts.
 */
import {
  lineTotal,
  needsTaxId,
  orderTotals,
  paymentDueAt,
  sumLines,
  VALIDATION_KEYS,
  type Lang,
  type OrderRequest,
  type PaymentDeadlines,
  type PaymentMethod,
  type Pedido,
  type PedidoDelivery,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isShopError } from '../../lib/error-table.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { RateLimiter, RateResult } from '../../plugins/rate-limit.ts';
import { recordCouponUse, reserveCoupon, type ReservedCoupon } from '../coupons/index.ts';
import { rememberCheckoutDetails } from '../customers/index.ts';
import {
  bookDeliveryDay,
  checkDeliveryChoice,
  pricedDelivery,
  readDeliveryChoice,
  readPaymentDeadlines,
  type HolidayCalendar,
  type ResolvedDelivery,
} from '../delivery/index.ts';
import { enqueueMailsStatement } from '../mail/index.ts';
import {
  findOrderByIdempotencyKey,
  getOrders,
  insertOrderLines,
  insertOrderUnlessKeyTaken,
  newOrderCustomerMail,
  newOrderShopMail,
  orderError,
  priceLines,
  queueOrderExpiry,
  toPedido,
  type NewOrderLine,
  type PricedLine,
  type ShopFacts,
} from '../orders/index.ts';

/** The window of the orders-per-account limit: one hour (RATE_LIMIT_ORDERS_PER_HOUR). */
export const ORDER_RATE_WINDOW_SECONDS = 3600;

/** How new orders are counted: in the database, per account, so the limit holds across processes. */
export interface OrderRateLimit {
  limiter: RateLimiter;
  perHour: number;
}

export interface PlaceOrderInput {
  userId: string;
  request: OrderRequest;
  /** Idempotency-Key header, already validated; undefined when the client sent none. */
  idempotencyKey: string | undefined;
  /** The order's language: its line titles, its mails and the answer. */
  lang: Lang;
  /** The methods the shop offers (config SHOP_PAYMENT_METHODS); any other is refused. */
  paymentMethods: readonly PaymentMethod[];
  /** When given, an account past `perHour` new orders in the hour is refused (429 rate_limited). */
  rateLimit?: OrderRateLimit;
  /** The clock for the delivery day rules (tests fix it); defaults to the real time. */
  now?: Date;
  /** The national holidays the delivery days follow (DELIVERY_HOLIDAYS_COUNTRY); none when absent. */
  holidays?: HolidayCalendar;
  /**
   * The configuration's payment times (UNPAID_*_TTL_MINUTES), used where the owner saved none:
   * a transfer or Mercado Pago order gets its due time and its expiry job from them.
   */
  paymentDeadlines: PaymentDeadlines;
  /**
   * When given (the server always does): the order's two mails are queued in its transaction
   * (mail outbox) and `orderPlaced` is emitted after the commit.
   */
  notify?: { shop: ShopFacts; events: ShopEvents };
}

export interface PlacedOrder {
  pedido: Pedido;
  /** False when an earlier request with the same idempotency key had already created it. */
  created: boolean;
  /** The stored delivery data, for the mails. */
  order: OrderRow;
}

/**
 * Stores an order as pendiente with its lines, in one transaction, its payment pendiente.
 * A second call with the same user and idempotency key returns the first order (created: false),
 * also when both arrive at the same time (the unique index decides), and is not counted against
 * the account's orders per hour; a new order past that limit is refused and stores nothing.
 * The delivery choice is checked (active zone or point, a bookable day and window for
 * this cart) and priced by the server; inside the transaction the day's capacity is taken, then a
 * coupon is re-checked with its row locked and its use counted, so of orders racing for a day's
 * last place or a coupon's last use exactly as many as fit are stored. The total is composed by
 * `orderTotals` (the zone's "free from" looks at the subtotal after the coupon's discount).
 * @throws ShopError 400 invalid_input (fields.paymentMethod) for a method the shop does not offer.
 * @throws ShopError 400 `unknown_product` / `too_many_units` (see priceLines).
 * @throws ShopError 400 unknown_zone, unknown_pickup_point, day_* (see readDeliveryChoice, checkDeliveryChoice); 409 day_full naming the next free day.
 * @throws ShopError 409 `coupon_<reason>` when the code does not apply (coupons/errors.ts); nothing is stored.
 * @throws ShopError 400 `tax_id_required` (fields.taxId) for a total from ARCA's identification threshold on without a DNI or CUIT (RG 5700/2025).
 * @throws ShopError 429 `rate_limited` (with retryAfterSeconds) past the account's orders per hour.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const repeated = await orderOfKey(db, input);
  if (repeated) return repeated;
  checkPaymentMethod(input);
  const now = input.now ?? new Date();
  const [count, priced, chosen, deadlines] = await readAtOnce(db, input, now);
  checkOrderLimit(settled(count));
  const [lines, choice, paymentTimes] = [settled(priced), settled(chosen), settled(deadlines)];
  const delivery = checkDelivery(choice, lines, input.request, now);
  // Fixed now: the shopper is told this time, so a later change by the owner never moves it.
  const dueAt = paymentDueAt(input.request.paymentMethod, now, paymentTimes);
  const stored = await storeOrder(db, { ...input, lines, delivery, dueAt, now }).catch((err: unknown) =>
    lostRaceToSameKey(db, input, err),
  );
  // Undefined: a concurrent request with the same key stored the order; answer with it.
  if (!stored) return (await orderOfKey(db, input))!;
  emitOrderPlaced(input, stored);
  return { pedido: stored.pedido, created: true, order: stored.order };
}

/** The order an earlier request with the same user and idempotency key stored (created: false), or undefined. */
async function orderOfKey(db: Db, input: PlaceOrderInput): Promise<PlacedOrder | undefined> {
  const { userId, idempotencyKey, lang } = input;
  if (!idempotencyKey) return undefined;
  const existing = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
  if (!existing) return undefined;
  return { pedido: (await getOrders(db, userId, existing.id, lang))[0], created: false, order: existing };
}

/** @throws ShopError 400 invalid_input (fields.paymentMethod) for a method the shop does not offer. */
function checkPaymentMethod(input: PlaceOrderInput): void {
  if (!input.paymentMethods.includes(input.request.paymentMethod))
    throw orderError(
      'invalid_input',
      { paymentMethod: VALIDATION_KEYS.paymentMethod },
      { field: 'paymentMethod' },
    );
}

/**
 * Counts this order against the account's limit, prices the lines, reads the delivery choice and
 * the payment times, all at once: under load every round trip waits behind the other requests.
 * The count is one atomic upsert made before anything is judged, so concurrent orders cannot
 * slip past the limit. Each result is judged afterwards, in the order above.
 */
function readAtOnce(db: Db, input: PlaceOrderInput, now: Date) {
  const { request, rateLimit } = input;
  return Promise.allSettled([
    rateLimit
      ? rateLimit.limiter.hit(`orders:account:${input.userId}`, {
          max: rateLimit.perHour,
          windowSeconds: ORDER_RATE_WINDOW_SECONDS,
        })
      : Promise.resolve(undefined),
    priceLines(db, request, input.lang),
    readDeliveryChoice(db, {
      choice: request.delivery,
      address: request.address,
      now,
      holidays: input.holidays,
    }),
    readPaymentDeadlines(db, input.paymentDeadlines),
  ]);
}

/** The value of a settled read; @throws what the read threw. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** @throws ShopError 429 `rate_limited` (with retryAfterSeconds) when the count is past the limit. */
function checkOrderLimit(count: RateResult | undefined): void {
  if (!count || count.allowed) return;
  const refused = orderError('rate_limited');
  refused.retryAfterSeconds = count.retryAfterSeconds;
  throw refused;
}

/**
 * The chosen delivery checked against this cart: its lead time (the longest of its products) and
 * its units. @throws ShopError 400 day_* (checkDeliveryChoice).
 */
function checkDelivery(
  chosen: ResolvedDelivery,
  lines: readonly PricedLine[],
  request: OrderRequest,
  now: Date,
): { resolved: ResolvedDelivery; cart: { productLeadHours: number; units: number } } {
  const cart = {
    productLeadHours: Math.max(0, ...lines.map((l) => l.leadTimeHours)),
    units: lines.reduce((n, l) => n + l.quantity, 0),
  };
  return { resolved: checkDeliveryChoice(chosen, { choice: request.delivery, cart, now }), cart };
}

/**
 * When storing failed for want of the coupon's last use or the day's last place, and the same
 * key's first request is what took it: undefined (answer with that order). @throws `err` otherwise.
 */
async function lostRaceToSameKey(db: Db, input: PlaceOrderInput, err: unknown): Promise<undefined> {
  const { userId, idempotencyKey } = input;
  if (idempotencyKey && isShopError(err, 'coupon_*', 'day_full*')) {
    if (await findOrderByIdempotencyKey(db, userId, idempotencyKey)) return undefined;
  }
  throw err;
}

/** Tells the subscribers (push alert, cache refreshes) after the commit; its mails are already queued. */
function emitOrderPlaced(input: PlaceOrderInput, stored: StoredOrder): void {
  input.notify?.events.emit('orderPlaced', {
    orderId: stored.order.id,
    userId: input.userId,
    order: stored.order,
  });
}

/*
 * The store step of placing an order: everything the order changes (the day's place, the coupon's
 * use, the order, its lines, its expiry job, its two mails in the outbox) in one transaction, so a
 * refusal at any step leaves nothing behind and the mails exist exactly when the order does.
 */
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
