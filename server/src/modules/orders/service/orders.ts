/**
 * Placing and reading web orders (SPEC.md sections 3, 4). The browser's prices are never
 * stored: every unit price, line total and the total are recomputed from the catalogue in the
 * database at the moment of the order, and the lines keep the title and price as sold.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  awaitsPayment,
  dealDiscountAt,
  dealUnitPrice,
  discountedPrice,
  isDeliveryWindow,
  isOrderStatus,
  isPaymentMethod,
  isPaymentStatus,
  lineTotal,
  MAX_LINE_QUANTITY,
  orderTotals,
  paymentDueAt,
  needsTaxId,
  sumLines,
  VALIDATION_KEYS,
  type Lang,
  type OrderRequest,
  type PaymentDeadlines,
  type PaymentMethod,
  type Pedido,
  type PedidoDelivery,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { deal, orderLines, orders, productIsListed, products, type OrderRow } from '../../../db/schema.ts';
import { HttpError, message } from '../../../lib/http-errors.ts';
import type { RateLimiter } from '../../../plugins/rate-limit.ts';
import { recordCouponUse, reserveCoupon, type ReservedCoupon } from '../../coupons/index.ts';
import { rememberCheckoutDetails } from '../../customers/index.ts';
import {
  bookDeliveryDay,
  checkDeliveryChoice,
  pricedDelivery,
  readDeliveryChoice,
  readPaymentDeadlines,
  type HolidayCalendar,
} from '../../delivery/index.ts';
import { queueOrderExpiry } from '../jobs.ts';
import type { ShopEvents } from '../../../lib/shop-events.ts';
import { enqueueMailsStatement, type Tx } from '../../mail/index.ts';
import { orderError } from '../errors.ts';
import { newOrderCustomerMail, newOrderShopMail, type ShopFacts } from '../mails/placed.ts';
import { ordersWithRequests } from '../../withdrawals/index.ts';

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
   * The configuration's payment times (UNPAID_*_TTL_MINUTES), used where the owner saved none
   *: a transfer or Mercado Pago order gets its due time and its expiry job from them.
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

export interface PricedLine {
  productId: number;
  /** Title in the order's language. */
  title: string;
  /** Both titles as sold. */
  titleEs: string;
  titleEn: string;
  unitPrice: number;
  quantity: number;
  /** The product's own lead time, hours. */
  leadTimeHours: number;
}

/**
 * Prices the requested lines from the database: equal ids are merged, products not in the shop (hidden, no image) and unknown ones refused.
 * @throws HttpError 400 `unknown_product` (fields `items.N.id`) or `invalid_input` (a merged quantity over 99).
 */
export async function priceLines(
  db: Db,
  request: Pick<OrderRequest, 'items'>,
  lang: Lang,
): Promise<PricedLine[]> {
  const ids = [...new Set(request.items.map((i) => Number(i.id)))];
  // The deal's discount while it runs (docs/decisions/0029): the same price the catalogue shows.
  const [dealRow] = await db
    .select({ productId: deal.productId, endsAt: deal.endsAt, discount: deal.discount })
    .from(deal)
    .limit(1);
  const now = new Date();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), productIsListed));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown: Record<string, string> = {};
  request.items.forEach((item, i) => {
    if (!byId.has(Number(item.id))) unknown[`items.${i}.id`] = VALIDATION_KEYS.unknownProduct;
  });
  if (Object.keys(unknown).length > 0) throw orderError('unknown_product', lang, unknown);

  const merged = new Map<number, number>();
  for (const item of request.items)
    merged.set(Number(item.id), (merged.get(Number(item.id)) ?? 0) + item.quantity);
  return [...merged].map(([id, quantity]) => {
    if (quantity > MAX_LINE_QUANTITY)
      throw orderError('too_many_units', lang, { items: VALIDATION_KEYS.quantity });
    const row = byId.get(id)!;
    return {
      productId: id,
      title: lang === 'en' ? row.titleEn : row.titleEs,
      titleEs: row.titleEs,
      titleEn: row.titleEn,
      unitPrice: (() => {
        const discount = dealDiscountAt(dealRow, id, now);
        return discount
          ? dealUnitPrice(row.priceArs, row.discountPercent, discount)
          : discountedPrice(row.priceArs, row.discountPercent);
      })(),
      quantity,
      leadTimeHours: row.leadTimeHours,
    };
  });
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
 * @throws HttpError 400 invalid_input (fields.paymentMethod) for a method the shop does not offer.
 * @throws HttpError 400 `unknown_product` / `too_many_units` (see priceLines).
 * @throws HttpError 400 unknown_zone, unknown_pickup_point, day_* (see readDeliveryChoice, checkDeliveryChoice); 409 day_full naming the next free day.
 * @throws HttpError 409 `coupon_<reason>` when the code does not apply (coupons/errors.ts); nothing is stored.
 * @throws HttpError 400 `tax_id_required` (fields.taxId) for a total from ARCA's identification threshold on without a DNI or CUIT (RG 5700/2025).
 * @throws HttpError 429 `rate_limited` (with retryAfterSeconds) past the account's orders per hour.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { request, userId, idempotencyKey, lang } = input;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
    if (existing)
      return { pedido: (await getOrders(db, userId, existing.id, lang))[0], created: false, order: existing };
  }
  if (!input.paymentMethods.includes(request.paymentMethod)) {
    throw new HttpError(400, 'invalid_input', `${message('invalidInput', lang)}: paymentMethod`, {
      paymentMethod: VALIDATION_KEYS.paymentMethod,
    });
  }
  // The account's count, the prices and the delivery choice are read at the same time (under load every round trip waits behind the other requests), then judged in
  // the order they always were: too many orders, then the lines, then the delivery.
  const [hit, priced, chosen, deadlines] = await Promise.allSettled([
    // Counted before anything is judged: one atomic upsert, so concurrent orders cannot slip past the limit.
    input.rateLimit
      ? input.rateLimit.limiter.hit(`orders:account:${userId}`, {
          max: input.rateLimit.perHour,
          windowSeconds: ORDER_RATE_WINDOW_SECONDS,
        })
      : Promise.resolve(undefined),
    priceLines(db, request, lang),
    readDeliveryChoice(db, {
      choice: request.delivery,
      address: request.address,
      lang,
      now: input.now ?? new Date(),
      holidays: input.holidays,
    }),
    readPaymentDeadlines(db, input.paymentDeadlines),
  ]);
  if (hit.status === 'rejected') throw hit.reason;
  if (hit.value && !hit.value.allowed) {
    const refused = orderError('rate_limited', lang);
    refused.retryAfterSeconds = hit.value.retryAfterSeconds;
    throw refused;
  }
  if (priced.status === 'rejected') throw priced.reason;
  if (chosen.status === 'rejected') throw chosen.reason;
  if (deadlines.status === 'rejected') throw deadlines.reason;
  const lines = priced.value;
  const subtotal = sumLines(lines);
  const now = input.now ?? new Date();
  const cart = {
    productLeadHours: Math.max(0, ...lines.map((l) => l.leadTimeHours)),
    units: lines.reduce((n, l) => n + l.quantity, 0),
  };
  const resolved = checkDeliveryChoice(chosen.value, { choice: request.delivery, cart, now, lang });
  // Fixed now: the shopper is told this time, so a later change by the owner never moves it.
  const dueAt = paymentDueAt(request.paymentMethod, now, deadlines.value);
  // Everything the order changes (the day's place, the order, its lines, the coupon's use) in one transaction.
  const storeOrder = () =>
    db.transaction(async (tx) => {
      await bookDeliveryDay(tx, {
        settings: resolved.settings,
        schedule: resolved.schedule,
        date: resolved.delivery.date,
        cart,
        now,
        lang,
      });
      let reserved: ReservedCoupon | undefined;
      if (request.coupon) {
        reserved = await reserveCoupon(
          tx,
          request.coupon,
          subtotal,
          { userId, email: request.email, phone: request.phone },
          lang,
        );
      }
      const totals = orderTotals({ subtotal, discount: reserved?.discount ?? 0, delivery: resolved.charge });
      // The total is known only now (prices, coupon, delivery); throwing rolls back the day and the coupon.
      if (needsTaxId(totals.total) && !request.taxId)
        throw orderError('tax_id_required', lang, { taxId: VALIDATION_KEYS.taxIdRequired });
      const delivery = pricedDelivery(resolved, totals.subtotal - totals.discount);
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          totalArs: totals.total,
          subtotalArs: totals.subtotal,
          discountArs: totals.discount,
          couponCode: reserved ? reserved.coupon.code : null,
          deliveryKind: delivery.kind,
          deliveryName: delivery.name,
          deliveryPriceArs: totals.delivery,
          deliveryAddress: delivery.address,
          deliveryDay: delivery.date,
          deliveryWindow: delivery.window,
          deliveryZoneId: resolved.zoneId,
          pickupPointId: resolved.pickupPointId,
          firstname: request.firstname,
          lastname: request.lastname,
          email: request.email,
          address: request.address,
          addressNotes: request.addressNotes,
          phone: request.phone,
          customerTaxId: request.taxId || null,
          lang,
          idempotencyKey,
          paymentMethod: request.paymentMethod,
          paymentStatus: 'pendiente',
          paymentDueAt: dueAt,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!order) return undefined;
      const lineValues = lines.map((l, position) => ({
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
      if (reserved) await recordCouponUse(tx, reserved, order.id, userId);
      // A pickup carries no address of the shopper's: the profile keeps the one it has.
      if (request.saveDetails)
        await rememberCheckoutDetails(tx, userId, {
          ...request,
          address: delivery.kind === 'pickup' ? '' : request.address,
        });
      if (dueAt) await queueOrderExpiry(tx, order.id, dueAt);
      // A new order has no receipt yet; its lines are the ones just priced.
      const pedido = toPedido({ ...order, hasReceipt: false }, lineValues, lang);
      const insertLines = tx.insert(orderLines).values(lineValues);
      if (input.notify) {
        // The lines and the two mails in one statement (one round trip while the transaction is
        // open; under load each round trip waits behind the other requests).
        // getSQL(): embedded as they are (a builder put into sql`` is wrapped in parentheses as a subquery).
        await tx.execute(
          sql`with "new_order_lines" as (${insertLines.getSQL()}) ${orderMailsStatement(tx, pedido, order, input.notify.shop).getSQL()}`,
        );
      } else {
        await insertLines;
      }
      return { order, pedido };
    });
  const inserted = await storeOrder().catch(async (err: unknown) => {
    // The same key's first request may have taken the coupon's last use or the day's last place: answer with its order.
    if (
      idempotencyKey &&
      err instanceof HttpError &&
      (err.code.startsWith('coupon_') || err.code.startsWith('day_full'))
    ) {
      const existing = await findByIdempotencyKey(db, userId, idempotencyKey);
      if (existing) return undefined;
    }
    throw err;
  });
  if (!inserted) {
    // A concurrent request with the same key won the race; answer with its order.
    const existing = (await findByIdempotencyKey(db, userId, idempotencyKey!))!;
    return { pedido: (await getOrders(db, userId, existing.id, lang))[0], created: false, order: existing };
  }
  input.notify?.events.emit('orderPlaced', { orderId: inserted.order.id, userId, order: inserted.order });
  return { pedido: inserted.pedido, created: true, order: inserted.order };
}

/**
 * The statement that queues the mails of a new order in its transaction: one to the shop and one to the shopper, each keyed by order and kind so it exists exactly once.
 */
function orderMailsStatement(tx: Tx, pedido: Pedido, order: OrderRow, shop: ShopFacts) {
  return enqueueMailsStatement(tx, [
    { key: `order:${order.id}:shop`, kind: 'order_shop', ...newOrderShopMail(pedido, order, shop) },
    {
      key: `order:${order.id}:customer`,
      kind: 'order_customer',
      ...newOrderCustomerMail(pedido, order, shop),
    },
  ]);
}

async function findByIdempotencyKey(db: Db, userId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * A stored line's title in the reader's language `lang` ("My orders" in English
 * listed Spanish titles). Lines stored before both titles were kept fall back to the title as sold.
 */
export function lineTitle(
  line: Pick<typeof orderLines.$inferSelect, 'title' | 'titleEs' | 'titleEn'>,
  lang: Lang,
): string {
  return (lang === 'en' ? line.titleEn : line.titleEs) ?? line.title;
}

/**
 * The orders of `userId`, newest first, with their lines in order, line titles in the reader's
 * language `lang`; only `orderId` when given. Never returns another customer's order.
 */
export async function getOrders(
  db: Db | Tx,
  userId: string,
  orderId: string | undefined,
  lang: Lang,
): Promise<Pedido[]> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      number: orders.number,
      deliveryDate: orders.deliveryDate,
      totalArs: orders.totalArs,
      subtotalArs: orders.subtotalArs,
      discountArs: orders.discountArs,
      couponCode: orders.couponCode,
      deliveryKind: orders.deliveryKind,
      deliveryName: orders.deliveryName,
      deliveryPriceArs: orders.deliveryPriceArs,
      deliveryAddress: orders.deliveryAddress,
      deliveryDay: orders.deliveryDay,
      deliveryWindow: orders.deliveryWindow,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paymentDueAt: orders.paymentDueAt,
      expiredAt: orders.expiredAt,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and inside the
      // subquery an unqualified "id" would mean the receipt's own column.
      hasReceipt: sql<boolean>`exists (select 1 from "receipts" where "receipts"."order_id" = "orders"."id")`,
    })
    .from(orders)
    .where(orderId ? and(eq(orders.userId, userId), eq(orders.id, orderId)) : eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, withdrawals] = await Promise.all([
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(orderLines.orderId, orderLines.position),
    ordersWithRequests(db, ids),
  ]);
  return rows.map((r) =>
    toPedido(
      r,
      lines.filter((l) => l.orderId === r.id),
      lang,
      withdrawals.has(r.id),
    ),
  );
}

/** The columns of an order row that its Pedido shows, plus whether a receipt exists. */
type PedidoRow = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'createdAt'
  | 'deliveryDate'
  | 'totalArs'
  | 'subtotalArs'
  | 'discountArs'
  | 'couponCode'
  | 'deliveryKind'
  | 'deliveryName'
  | 'deliveryPriceArs'
  | 'deliveryAddress'
  | 'deliveryDay'
  | 'deliveryWindow'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'paymentDueAt'
  | 'expiredAt'
> & { hasReceipt: boolean };

/**
 * The Pedido (DESIGN.md HTTP contract) of a stored order row and its lines (already in position
 * order), line titles in `lang`. Shared by getOrders and placeOrder, which builds the new order's
 * answer from the rows it has just written instead of reading them back (two fewer statements while the order's transaction is open).
 */
function toPedido(
  r: PedidoRow,
  lines: readonly Pick<
    typeof orderLines.$inferSelect,
    'productId' | 'title' | 'titleEs' | 'titleEn' | 'quantity' | 'unitPriceArs' | 'lineTotalArs'
  >[],
  lang: Lang,
  withdrawalRequested = false,
): Pedido {
  const items = lines.map((l) => ({
    productId: String(l.productId),
    title: lineTitle(l, lang),
    quantity: l.quantity,
    unitPrice: l.unitPriceArs,
    lineTotal: l.lineTotalArs,
  }));
  return {
    id: r.id,
    number: r.number,
    fechaPedido: r.createdAt.toISOString(),
    fechaEntrega: r.deliveryDate ? r.deliveryDate.toISOString() : null,
    // Older orders have no stored subtotal; their lines, kept as sold, sum to it.
    subtotal: r.subtotalArs ?? items.reduce((sum, i) => sum + i.lineTotal, 0),
    discount: r.discountArs,
    coupon: r.couponCode,
    delivery: storedDelivery(r),
    total: r.totalArs,
    status: isOrderStatus(r.status) ? r.status : 'pendiente',
    hasReceipt: Boolean(r.hasReceipt),
    paymentMethod: isPaymentMethod(r.paymentMethod) ? r.paymentMethod : 'transferencia',
    paymentStatus: isPaymentStatus(r.paymentStatus) ? r.paymentStatus : 'pendiente',
    // Only while it can still expire: unpaid, no receipt, not cancelled.
    payBefore: awaitsPayment({ ...r, hasReceipt: Boolean(r.hasReceipt) })
      ? r.paymentDueAt!.toISOString()
      : null,
    expired: r.expiredAt !== null,
    withdrawalRequested,
    items,
  };
}

/**
 * The delivery stored on an order row, or null for orders placed before it.
 * Shared by the shopper's and the back office's views of an order.
 */
export function storedDelivery(
  row: Pick<
    OrderRow,
    | 'deliveryKind'
    | 'deliveryName'
    | 'deliveryPriceArs'
    | 'deliveryAddress'
    | 'deliveryDay'
    | 'deliveryWindow'
  >,
): PedidoDelivery | null {
  if (!row.deliveryKind || !row.deliveryDay || !isDeliveryWindow(row.deliveryWindow)) return null;
  return {
    kind: row.deliveryKind,
    name: row.deliveryName ?? '',
    price: row.deliveryPriceArs ?? 0,
    address: row.deliveryAddress,
    date: row.deliveryDay,
    window: row.deliveryWindow,
  };
}
