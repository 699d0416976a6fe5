/**
 * The owner's order desk behind /api/admin/orders: the filtered list with its counts, one order in full, a status change with
 * its history row, coupon release and customer mail, and an order's receipt file. Knows nothing
 * of HTTP: it throws the errors of `adminOrderError` (ShopErrors with the contract's codes).
 */
import {
  canTransition,
  deliveryDateAfter,
  isOrderStatus,
  isPaymentStatus,
  nextStatuses,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  receiptAwaitsCheck,
  statusUndoUntil,
  type Lang,
  type OrderStatus,
  type PaymentEvent,
  type PaymentEventSource,
  type PaymentStatus,
} from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ShopEvents } from '../../lib/shop-events.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { FileStorage, StoredFile } from '../../plugins/storage.ts';
import { releaseCouponUse } from '../coupons/index.ts';
import { findOrderReceipt } from '../receipts/index.ts';
import {
  insertStatusChange,
  lineTitle,
  lockOrder,
  storedDelivery,
  updateStatusFrom,
} from '../orders/index.ts';
import { ordersWithRequests } from '../withdrawals/index.ts';
import { adminOrderError } from './errors.ts';
import { statusChangeMail } from './mails.ts';
import { findOrder as readOrder, readDeskOrders, readLastStatusChanges, readOrderDetail } from './store.ts';

/** The list filters (GET /api/admin/orders): `from`/`to` are ISO instants on the order date, inclusive. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  from?: string;
  to?: string;
  /** Name, e-mail, "first last", or the start of the order id. */
  q?: string;
  userId?: string;
  limit: number;
  offset: number;
}

/** A status change asked for: `deliveryDate` null clears it, undefined keeps the rule's default. */
export interface StatusChange {
  status: OrderStatus;
  deliveryDate?: string | null;
  /** The administrator's user id, recorded in the history. */
  changedBy: string;
}

/** A receipt file ready to send, with the name it is downloaded under. */
export interface ReceiptFile {
  file: StoredFile;
  contentType: string;
  filename: string;
}

export interface AdminOrderServiceDeps {
  db: Db;
  /** Sends the customer's status mail (the outbox's order_status mailer). */
  mailer: Mailer;
  storage: FileStorage;
  /** The mail's signature, read when a mail is written (docs/decisions/0028). */
  facts: { readonly shopName: string };
  /** Where a status mail that could not be sent is logged (the change itself stands). */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Told after a cancellation commits (orderCancelled: a paid order's credit note, decision 0021). */
  events?: ShopEvents;
}

const uuid = z.uuid();

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;

export function createAdminOrderService(deps: AdminOrderServiceDeps) {
  const { db } = deps;

  /** The order `id`; an id that is not a UUID reads as unknown. @throws order_not_found (404) */
  async function findOrder(id: string): Promise<OrderRow> {
    if (!uuid.safeParse(id).success) throw adminOrderError('order_not_found');
    const order = await readOrder(db, id);
    if (!order) throw adminOrderError('order_not_found');
    return order;
  }

  return {
    /**
     * Orders newest first, with counts per status and per payment status; an order whose receipt
     * awaits the owner's check (domain receiptAwaitsCheck) is marked, filtered and counted as
     * en_revision, and `receiptsToCheck` counts them. Counts follow the date
     * and search filters, not their own facet, so the tabs always show every status; each facet's
     * counts follow the other facet's filter.
     */
    async list(filter: AdminOrderFilter) {
      const { status, paymentStatus, from, to, q, userId, limit, offset } = filter;
      // "1042", "#1042" or "N.º 1042": the order's short number.
      const number = q ? /^(?:n\.?\s*[º°o]?\.?|no\.?|#)?\s*(\d{1,9})$/i.exec(q.trim())?.[1] : undefined;
      const { rows, total, perStatus, perPayment } = await readDeskOrders(db, {
        status,
        paymentStatus,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
        q,
        number: number ? Number(number) : undefined,
        userId,
        limit,
        offset,
      });
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const r of perStatus) if (isOrderStatus(r.status)) counts[r.status] = Number(r.n);
      const paymentCounts = Object.fromEntries(PAYMENT_STATUSES.map((s) => [s, 0])) as Record<
        PaymentStatus,
        number
      >;
      for (const r of perPayment) if (isPaymentStatus(r.status)) paymentCounts[r.status] = Number(r.n);
      const receiptsToCheck = perPayment.reduce((n, r) => n + Number(r.toCheck), 0);
      return {
        receiptsToCheck,
        items: rows.map(({ order: o, hasReceipt }) => ({
          id: o.id,
          number: o.number,
          createdAt: o.createdAt.toISOString(),
          deliveryDate: o.deliveryDate?.toISOString() ?? null,
          status: o.status,
          total: o.totalArs,
          coupon: o.couponCode,
          delivery: storedDelivery(o),
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          receiptToCheck: receiptAwaitsCheck({
            status: o.status,
            paymentStatus: o.paymentStatus,
            hasReceipt: Boolean(hasReceipt),
          }),
          customer: { name: `${o.firstname} ${o.lastname}`, email: o.email, phone: o.phone },
        })),
        total,
        counts,
        paymentCounts,
      };
    },

    /** One order in full, line titles in `lang`. @throws order_not_found (404) */
    async get(id: string, lang: Lang) {
      return adminOrderDetail(db, await findOrder(id), lang);
    },

    /**
     * Moves order `id` to `change.status` (domain ORDER_TRANSITIONS) in one transaction: only from
     * the status read (a concurrent change makes it match nothing), with a history row, and the
     * coupon use given back when cancelled. The customer's mail goes after commit; a
     * mail failure is logged, never undoes the change.
     * @throws order_not_found (404), invalid_transition (409, fields.status "from -> to")
     */
    async changeStatus(
      id: string,
      change: StatusChange,
    ): Promise<{ id: string; status: string; deliveryDate: string | null }> {
      const order = await findOrder(id);
      const given = change.deliveryDate
        ? new Date(change.deliveryDate)
        : change.deliveryDate === null
          ? null
          : undefined;
      const deliveryDate = deliveryDateAfter(change.status, given, order.deliveryDate, new Date());
      const updated = await inTransaction(db, async (tx) => {
        const from = order.status;
        if (!isOrderStatus(from) || !canTransition(from, change.status, order.deliveryKind ?? null))
          return undefined;
        const row = await updateStatusFrom(tx, order.id, from, {
          status: change.status,
          deliveryDate,
          updatedAt: new Date(),
        });
        if (!row) return undefined;
        await insertStatusChange(tx, {
          orderId: order.id,
          changedBy: change.changedBy,
          fromStatus: from,
          toStatus: change.status,
          deliveryDate,
        });
        if (change.status === 'cancelado') await releaseCouponUse(tx, order.id);
        return row;
      });
      if (!updated)
        throw adminOrderError('invalid_transition', { status: `${order.status} -> ${change.status}` });
      if (change.status === 'cancelado') deps.events?.emit('orderCancelled', { order: updated });
      deps.mailer
        .send(statusChangeMail(updated, change.status, deliveryDate, deps.facts.shopName))
        .catch((err: unknown) =>
          deps.log.error({ err, order: updated.id }, 'could not send the status mail'),
        );
      return {
        id: updated.id,
        status: updated.status,
        deliveryDate: updated.deliveryDate?.toISOString() ?? null,
      };
    },

    /**
     * Undoes the order's last status change (a "Marcar entregado" clicked by mistake) while domain
     * statusUndoUntil allows it (STATUS_UNDO_MINUTES, not a cancellation, not an undo): the order
     * goes back to the status it came from, with the delivery date it had then, and the undo is a
     * history row of its own (`undoOf` the change undone), so the history keeps both. The
     * customer is mailed the status it is in again. Locks the order's row, so two undos (or an
     * undo racing a change) cannot both apply.
     * @throws order_not_found (404), undo_unavailable (409)
     */
    async undoStatus(
      id: string,
      changedBy: string,
    ): Promise<{ id: string; status: string; deliveryDate: string | null }> {
      const order = await findOrder(id);
      const now = new Date();
      const updated = await inTransaction(db, async (tx) => {
        const current = await lockOrder(tx, order.id);
        const [last, previous] = await readLastStatusChanges(tx, order.id, 2);
        if (!current || !last) return undefined;
        const fact = { from: last.fromStatus, to: last.toStatus, at: last.changedAt, undoOf: last.undoOf };
        const back = last.fromStatus;
        if (!statusUndoUntil(fact, current.status, now) || !isOrderStatus(back)) return undefined;
        // The delivery date it had before that change: the one the change before it left (none: no date).
        const deliveryDate = previous ? previous.deliveryDate : null;
        const row = await updateStatusFrom(tx, order.id, current.status, {
          status: back,
          deliveryDate,
          updatedAt: now,
        });
        if (!row) return undefined;
        await insertStatusChange(tx, {
          orderId: order.id,
          changedBy,
          fromStatus: last.toStatus,
          toStatus: last.fromStatus,
          deliveryDate,
          undoOf: last.id,
        });
        return row;
      });
      if (!updated) throw adminOrderError('undo_unavailable');
      if (isOrderStatus(updated.status)) {
        deps.mailer
          .send(statusChangeMail(updated, updated.status, updated.deliveryDate, deps.facts.shopName))
          .catch((err: unknown) =>
            deps.log.error({ err, order: updated.id }, 'could not send the status mail'),
          );
      }
      return {
        id: updated.id,
        status: updated.status,
        deliveryDate: updated.deliveryDate?.toISOString() ?? null,
      };
    },

    /**
     * The receipt `receiptId` of order `id`, as stored, named "comprobante-<first 8 of the id>.<ext>".
     * @throws order_not_found (404), receipt_not_found (404, also when the file is gone)
     */
    async receipt(id: string, receiptId: string): Promise<ReceiptFile> {
      const order = await findOrder(id);
      if (!uuid.safeParse(receiptId).success) throw adminOrderError('receipt_not_found');
      const row = await findOrderReceipt(db, order.id, receiptId);
      const file = row ? await deps.storage.get(row.storageKey) : undefined;
      if (!row || !file) throw adminOrderError('receipt_not_found');
      const extension = row.storageKey.split('.').pop() ?? 'bin';
      return { file, contentType: row.contentType, filename: `comprobante-${order.number}.${extension}` };
    },
  };
}

/*
 * One order as the back office shows it (GET /api/admin/orders/:id):
 * lines, customer and delivery data, receipts, status history, and the payment side: method,
 * status, the Mercado Pago payments seen and the payment history (oldest first).
 */
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
