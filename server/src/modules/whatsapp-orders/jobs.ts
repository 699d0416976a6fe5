/**
 * The expiry of WhatsApp orders (docs/decisions/0034-whatsapp-orders-and-review-approval.md): each
 * one gets, in the transaction that records it, one `orders.expire-whatsapp` job due at its
 * `expiresAt` (background jobs, decision 0017); the job name stays the one queued jobs carry.
 */
import type { Db } from '../../db/client.ts';
import { enqueueJob, jobKind, type JobKind, type Tx } from '../../plugins/job-queue.ts';
import type { JobHandler } from '../../plugins/job-runner.ts';
import { deleteExpiredWhatsappOrder } from './store.ts';

export interface WhatsappOrderExpiryPayload {
  whatsappOrderId: string;
}

/**
 * Deletes a WhatsApp order the owner neither confirmed nor discarded by its `expiresAt`
 * (decision 0034): a stranger's records do not pile up. Confirmed or discarded ones are kept.
 */
export const WHATSAPP_ORDER_EXPIRY_JOB: JobKind<WhatsappOrderExpiryPayload> =
  jobKind<WhatsappOrderExpiryPayload>('orders.expire-whatsapp');

/** Queues the expiry of WhatsApp order `id` at `dueAt`, in its transaction `tx`. */
export async function queueWhatsappOrderExpiry(tx: Db | Tx, id: string, dueAt: Date): Promise<void> {
  await enqueueJob(
    tx,
    WHATSAPP_ORDER_EXPIRY_JOB,
    { whatsappOrderId: id },
    { key: `whatsapp-order-expiry:${id}`, runAt: dueAt },
  );
}

/**
 * The handler of WHATSAPP_ORDER_EXPIRY_JOB; `now` is the clock (tests move it). Deleting is
 * idempotent: an order decided or already gone is left alone.
 */
export function whatsappOrderExpiryHandler(deps: {
  db: Db;
  now?: () => Date;
}): JobHandler<WhatsappOrderExpiryPayload> {
  const now = deps.now ?? (() => new Date());
  return async ({ whatsappOrderId }) => {
    await deleteExpiredWhatsappOrder(deps.db, whatsappOrderId, now());
  };
}
