/**
 * The orders module's rules, knowing nothing of HTTP: reading web orders (the shopper's orders with
 * their lines, titles in the reader's language, and the Pedido of a stored row), pricing an
 * order's lines from the catalogue, the shopper's own cancel, and an order at an agreed amount
 * (catering). Placing a web order is the checkout module's.
 */
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
  paymentDueAt,
  shopperCanCancel,
  VALIDATION_KEYS,
  type DeliveryKind,
  type DeliveryWindow,
  type Lang,
  type OrderRequest,
  type PaymentDeadlines,
  type Pedido,
  type PedidoDelivery,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { mergeQuantities, unknownProductFields } from '../../lib/cart-lines.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import { readDeal, readListedProductsByIds, readProductPrices } from '../catalog/index.ts';
import { releaseCouponUse } from '../coupons/index.ts';
import {
  bookDeliveryDay,
  listPickupPoints,
  readDeliverySettings,
  readPaymentDeadlines,
} from '../delivery/index.ts';
import { enqueueMails } from '../mail/index.ts';
import { ordersWithRequests } from '../withdrawals/index.ts';
import { orderError } from './errors.ts';
import { queueOrderExpiry } from './jobs.ts';
import {
  cancelMoney,
  orderCancelledByShopperMail,
  orderCancelledShopMail,
  type CancelMailFacts,
} from './mails.ts';
import {
  cancelOrderRow,
  insertOrder,
  insertOrderLines,
  insertStatusChange,
  lockOrder,
  readOrderLines,
  readShopperOrders,
  type OrderLineRow,
} from './store.ts';

/**
 * A stored line's title in the reader's language `lang` ("My orders" in English
 * listed Spanish titles). Lines stored before both titles were kept fall back to the title as sold.
 */
export function lineTitle(line: Pick<OrderLineRow, 'title' | 'titleEs' | 'titleEn'>, lang: Lang): string {
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
  const rows = await readShopperOrders(db, userId, orderId);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, withdrawals] = await Promise.all([readOrderLines(db, ids), ordersWithRequests(db, ids)]);
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
 * The Pedido (as GET /api/pedidos answers it) of a stored order row and its lines (already in position
 * order), line titles in `lang`. Shared by getOrders and placeOrder, which builds the new order's
 * answer from the rows it has just written instead of reading them back (two fewer statements while the order's transaction is open).
 */
export function toPedido(
  r: PedidoRow,
  lines: readonly Pick<
    OrderLineRow,
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

/*
 * An order's lines priced by the server: the browser's prices are never stored; every unit price
 * is read from the catalogue in the database at the moment of the order.
 */
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
 * @throws ShopError 400 `unknown_product` (fields `items.N.id`) or `too_many_units` (a merged quantity over 99).
 */
export async function priceLines(
  db: Db,
  request: Pick<OrderRequest, 'items'>,
  lang: Lang,
): Promise<PricedLine[]> {
  const ids = [...new Set(request.items.map((i) => Number(i.id)))];
  // The deal's discount while it runs (docs/decisions/0029): the same price the catalogue shows.
  const dealRow = await readDeal(db);
  const now = new Date();
  const rows = await readListedProductsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = unknownProductFields(request.items, (id) => byId.has(id));
  if (Object.keys(unknown).length > 0) throw orderError('unknown_product', unknown);

  return [...mergeQuantities(request.items)].map(([id, quantity]) => {
    if (quantity > MAX_LINE_QUANTITY) throw orderError('too_many_units', { items: VALIDATION_KEYS.quantity });
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

/*
 * A shopper cancels their own order from My orders while it is pendiente (decision 0027): the same
 * giving back as the owner's cancellation and the unpaid-order expiry (decision 0018): status
 * cancelado with a history row, the coupon use given back (releaseCouponUse), the day's place
 * free (capacity counts from the orders), and the mails queued in the same transaction. After the
 * commit `orderCancelled` (by the customer) is told: a paid Mercado Pago order is refunded through
 * the payments' refund path, the owner gets a push alert, a paid order's invoice a credit note.
 */
/**
 * Cancels `orderId` of `userId` (locked, so a status change by the owner at the same moment comes
 * before or after it, never both).
 * @returns the order as stored before and after.
 * @throws ShopError 404 order_not_found (unknown, or another customer's), 409 not_cancellable (not pendiente).
 */
export async function cancelOwnOrder(
  db: Db,
  input: { userId: string; orderId: string; facts: CancelMailFacts },
): Promise<{ before: OrderRow; after: OrderRow }> {
  const { userId, orderId } = input;
  return inTransaction(db, async (tx) => {
    const before = await lockOrder(tx, orderId, userId);
    if (!before) throw orderError('order_not_found');
    if (!shopperCanCancel(before)) throw orderError('not_cancellable');
    const after = await cancelOrderRow(tx, orderId);
    await insertStatusChange(tx, {
      orderId,
      changedBy: userId,
      fromStatus: before.status,
      toStatus: 'cancelado',
      deliveryDate: before.deliveryDate,
    });
    await releaseCouponUse(tx, orderId);
    const money = cancelMoney(before);
    await enqueueMails(tx, [
      {
        key: `order:${orderId}:cancelled`,
        kind: 'order_cancelled',
        ...orderCancelledByShopperMail(after!, money, input.facts),
      },
      {
        key: `order:${orderId}:cancelled:shop`,
        kind: 'order_cancelled',
        ...orderCancelledShopMail(after!, money, input.facts),
      },
    ]);
    return { before, after: after! };
  });
}

/**
 * POST /api/pedidos/:id/cancelar: cancels the shopper's order (cancelOwnOrder), then tells
 * `orderCancelled` by the customer (refund, push alert, credit note; their mails are already queued).
 * @returns the order as My orders shows it, in `lang`.
 * @throws the errors of cancelOwnOrder.
 */
export async function cancelOrder(
  db: Db,
  input: { userId: string; orderId: string; lang: Lang; facts: CancelMailFacts; events: ShopEvents },
): Promise<Pedido> {
  const { after } = await cancelOwnOrder(db, input);
  input.events.emit('orderCancelled', { order: after, by: 'customer' });
  const [pedido] = await getOrders(db, input.userId, input.orderId, input.lang);
  return pedido!;
}

/*
 * An order at an agreed amount (docs/decisions/0026-catering-requests.md): a confirmed catering
 * request becomes an order like a web order (the shopper's account, a delivery or pickup on a booked
 * day, payable by transfer or cash, expiring unpaid like any transfer order), except that its
 * amount is the one the owner quoted rather than the catalogue's. The lines keep what was asked at
 * the catalogue's prices as a reference; the agreed amount is the subtotal and the total.
 */
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
