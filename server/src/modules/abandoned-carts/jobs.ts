/**
 * The abandoned-cart sweep as a background job (decision 0017): `carts.remind-abandoned` mails every
 * cart due a reminder. Each process queues one sweep per SWEEP_EVERY_MS slot under the slot's key,
 * so across processes a slot's sweep is queued once and run by one of them; a sweep run twice
 * sends nothing twice (the service locks each account and re-checks).
 */
import { jobKind, type JobKind } from '../../plugins/job-queue.ts';
import type { JobKindOptions, JobRunner } from '../../plugins/job-runner.ts';
import type { AbandonedCartService } from './service.ts';

export const ABANDONED_CART_SWEEP: JobKind<Record<string, never>> =
  jobKind<Record<string, never>>('carts.remind-abandoned');

/** How often carts are looked at: a reminder goes out at most this late after its cart is due. */
export const SWEEP_EVERY_MS = 10 * 60_000;

const OPTIONS: JobKindOptions = { maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 5 * 60_000 };

/** The slot's key: one queued sweep per slot whatever the number of processes. */
const slotKey = (now: number) => `abandoned-carts:${Math.floor(now / SWEEP_EVERY_MS)}`;

/**
 * Registers the sweep's handler on `jobs` and starts queueing one sweep per slot (the first now).
 * @returns stop(): ends the queueing (on close).
 */
export function startAbandonedCartSweeps(
  jobs: JobRunner,
  service: AbandonedCartService,
  log: { warn(obj: object, msg: string): void },
): () => void {
  jobs.register(
    ABANDONED_CART_SWEEP,
    async () => {
      await service.remindDue();
    },
    OPTIONS,
  );
  const queue = () => {
    jobs
      .enqueue(ABANDONED_CART_SWEEP, {}, { key: slotKey(Date.now()) })
      .catch((err: unknown) => log.warn({ err }, 'could not queue the abandoned-cart sweep'));
  };
  queue();
  const timer = setInterval(queue, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
