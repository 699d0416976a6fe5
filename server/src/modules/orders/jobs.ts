/**
 * Unpaid orders expire (docs/decisions/0018-unpaid-order-expiry.md). A transfer or
 * Mercado Pago order gets its due time when placed (`paymentDueAt`) and, in the same transaction,
 * one `orders.expire-unpaid` job due then (background jobs, decision 0017: one runner shared by
 * every process, so one process cancels it). The job cancels the order if it is still unpaid with
 * no receipt, gives back its coupon use (its day's place is free once it is cancelled: capacity
 * counts from the orders) and queues the shopper's mail in the same transaction. Idempotent: an
 * order paid, cancelled or expired meanwhile is left alone.
 */
import { awaitsPayment, isPastPaymentDeadline } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { enqueueJob, jobKind, type JobKind, type Tx } from '../../plugins/job-queue.ts';
import type { JobHandler, JobKindOptions } from '../../plugins/job-runner.ts';
import { releaseCouponUse } from '../coupons/index.ts';
import { enqueueMails } from '../mail/index.ts';
import { orderExpiredMail, type ExpiryMailFacts } from './mails.ts';
import { orderHasReceipt } from '../receipts/index.ts';
import { cancelOrderRow, lockOrder } from './store.ts';

export interface OrderExpiryPayload {
  orderId: string;
}

/** Cancels one order if it is still unpaid at its due time. */
export const ORDER_EXPIRY_JOB: JobKind<OrderExpiryPayload> =
  jobKind<OrderExpiryPayload>('orders.expire-unpaid');

/** One queued expiry per order. */
export const orderExpiryJobKey = (orderId: string) => `order-expiry:${orderId}`;

/** Short work; a few quick retries (the database away), then the next attempts much later. */
export const ORDER_EXPIRY_JOB_OPTIONS: JobKindOptions = {
  maxAttempts: 8,
  retryBaseMs: 30_000,
  leaseMs: 60_000,
};

/** Queues the expiry of `orderId` at `dueAt`, in the order's transaction `tx`. */
export async function queueOrderExpiry(tx: Db | Tx, orderId: string, dueAt: Date): Promise<void> {
  await enqueueJob(tx, ORDER_EXPIRY_JOB, { orderId }, { key: orderExpiryJobKey(orderId), runAt: dueAt });
}

/**
 * What expireUnpaidOrder did: expired it; 'not_due' (still inside its time at `now`); 'kept'
 * (gone, paid, a receipt uploaded, cancelled, or cash: nothing to do).
 */
export type ExpiryOutcome = 'expired' | 'not_due' | 'kept';

/**
 * Cancels order `orderId` when, at `now`, its time to pay is over (domain isPastPaymentDeadline):
 * status cancelado, `expired_at` set, its coupon use given back, and the shopper's mail (in their
 * language) queued, all in one transaction with the order's row locked, so a payment recorded at
 * the same moment either comes first (the order is kept) or finds it cancelled (then Mercado Pago's
 * approval puts it "en revisión" for the owner, domain/src/payment-status.ts).
 */
export async function expireUnpaidOrder(
  db: Db,
  orderId: string,
  now: Date,
  facts: ExpiryMailFacts,
): Promise<ExpiryOutcome> {
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.paymentDueAt === null) return 'kept';
    const hasReceipt = await orderHasReceipt(tx, orderId);
    const rule = {
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentDueAt: order.paymentDueAt,
      hasReceipt,
    };
    if (!isPastPaymentDeadline(rule, now)) {
      // Unpaid but early (its due time not reached at `now`), or settled: paid, receipt, cancelled.
      return awaitsPayment(rule) ? 'not_due' : 'kept';
    }
    await cancelOrderRow(tx, orderId, now);
    await releaseCouponUse(tx, orderId);
    await enqueueMails(tx, [
      { key: `order:${orderId}:expired`, kind: 'order_expired', ...orderExpiredMail(order, facts) },
    ]);
    return 'expired';
  });
}

/**
 * The handler of ORDER_EXPIRY_JOB; `now` is the clock (tests move it). An order not yet due (the
 * database's clock ahead of this process's) throws, so the runner tries it again a little later.
 * `onExpired` is told after the commit (the outbox's kick, the catalogue's day counts).
 */
export function orderExpiryHandler(deps: {
  db: Db;
  facts: ExpiryMailFacts;
  now?: () => Date;
  onExpired?: (orderId: string) => void;
}): JobHandler<OrderExpiryPayload> {
  const now = deps.now ?? (() => new Date());
  return async ({ orderId }) => {
    const outcome = await expireUnpaidOrder(deps.db, orderId, now(), deps.facts);
    if (outcome === 'not_due') throw new Error(`order ${orderId} is not due yet`);
    if (outcome === 'expired') deps.onExpired?.(orderId);
  };
}
