/**
 * Reading web orders: the shopper's orders with their lines (titles in the reader's language), and
 * the Pedido of a stored row. The lines keep the title and price as sold (place-order.ts).
 */
import {
  awaitsPayment,
  isDeliveryWindow,
  isOrderStatus,
  isPaymentMethod,
  isPaymentStatus,
  type Lang,
  type Pedido,
  type PedidoDelivery,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { OrderRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { ordersWithRequests } from '../../withdrawals/index.ts';
import { readOrderLines, readShopperOrders, type OrderLineRow } from '../store/orders.ts';

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
