/**
 * One order as the back office shows it (GET /api/admin/orders/:id):
 * lines, customer and delivery data, receipts, status history, and the payment side: method,
 * status, the Mercado Pago payments seen and the payment history (oldest first).
 */
import {
  isOrderStatus,
  isPaymentStatus,
  nextStatuses,
  statusUndoUntil,
  type Lang,
  type OrderStatus,
  type PaymentEvent,
  type PaymentEventSource,
} from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import { lineTitle, storedDelivery } from '../index.ts';
import { ordersWithRequests } from '../../withdrawals/index.ts';
import type { OrderRow } from '../../../db/schema.ts';
import { readOrderDetail } from '../store/detail.ts';

/**
 * The detail of `order` (already found); the shape of docs/orders-api.md "GET /api/admin/orders/:id".
 * Line titles are in the reader's language `lang`; `lang` in the answer stays the order's.
 */
export async function adminOrderDetail(db: Db, order: OrderRow, lang: Lang) {
  const [{ lines, files, history, mpPayments, events }, withdrawals] = await Promise.all([
    readOrderDetail(db, order.id),
    ordersWithRequests(db, [order.id]),
  ]);
  return {
    id: order.id,
    number: order.number,
    userId: order.userId,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    deliveryDate: order.deliveryDate?.toISOString() ?? null,
    total: order.totalArs,
    /** The products' subtotal (older orders: their lines, kept as sold), the coupon's discount and code, the delivery as placed. */
    subtotal: order.subtotalArs ?? lines.reduce((sum, l) => sum + l.lineTotalArs, 0),
    discount: order.discountArs,
    coupon: order.couponCode,
    delivery: storedDelivery(order),
    lang: order.lang,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    expiredAt: order.expiredAt?.toISOString() ?? null,
    withdrawalRequested: withdrawals.has(order.id),
    customer: {
      firstname: order.firstname,
      lastname: order.lastname,
      email: order.email,
      phone: order.phone,
      address: order.address,
      addressNotes: order.addressNotes,
    },
    items: lines.map((l) => ({
      productId: String(l.productId),
      title: lineTitle(l, lang),
      quantity: l.quantity,
      unitPrice: l.unitPriceArs,
      lineTotal: l.lineTotalArs,
    })),
    receipts: files.map((f) => ({
      id: f.id,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
      originalName: f.originalName,
      createdAt: f.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      by: h.by ?? h.byName,
      undo: h.undoOf !== null,
    })),
    /** The last change, while it can be undone: the status the order would go back to, and until when. */
    undo: undoOffer(history.at(-1), order.status, new Date()),
    allowedNext: isOrderStatus(order.status) ? nextStatuses(order.status, order.deliveryKind ?? null) : [],
    payments: mpPayments.map((p) => ({
      id: p.id,
      status: p.status,
      statusDetail: p.statusDetail,
      amount: p.amount,
      refunded: p.status === 'refunded' ? Math.max(p.amount, p.amountRefunded) : p.amountRefunded,
      at: p.dateLastUpdated.toISOString(),
    })),
    paymentHistory: events.map((e): PaymentEvent => ({
      at: e.at.toISOString(),
      source: e.source as PaymentEventSource,
      from: isPaymentStatus(e.fromStatus) ? e.fromStatus : null,
      to: isPaymentStatus(e.toStatus) ? e.toStatus : 'pendiente',
      by: e.by,
      detail: e.detail,
    })),
  };
}

/** The detail's `undo`: the last change's way back while domain statusUndoUntil allows it, else null. */
function undoOffer(
  last: { from: string; to: string; at: Date; undoOf: number | null } | undefined,
  current: string,
  now: Date,
): { to: OrderStatus; until: string } | null {
  const until = statusUndoUntil(last, current, now);
  if (!until || !last || !isOrderStatus(last.from)) return null;
  return { to: last.from, until: until.toISOString() };
}
