/**
 * Test help for the background jobs (decision 0017): holding the image lane, so that a test can
 * look at what the shop does before a queued conversion has run, whatever the machine's speed.
 */
import type { FastifyInstance } from 'fastify';
import { IMAGE_LANE } from '../src/modules/product-images/jobs.ts';
import { jobKind } from '../src/plugins/job-queue.ts';

const HOLD_JOB = jobKind<{ n: number }>('test.hold-image-lane');

interface Hold {
  started: () => void;
  released: Promise<void>;
}

const holds = new WeakMap<FastifyInstance, { current?: Hold }>();

/**
 * Occupies `app`'s image lane (one job at a time per process) with a job that waits, so the
 * conversions and previews queued from now on wait too. Resolves once the lane is held; call the
 * returned function to let them run (then `drainJobs` to wait for them).
 */
export async function holdImageLane(app: FastifyInstance): Promise<() => void> {
  let slot = holds.get(app);
  if (!slot) {
    const fresh: { current?: Hold } = {};
    slot = fresh;
    holds.set(app, fresh);
    app.jobs.register(
      HOLD_JOB,
      async () => {
        const hold = fresh.current!;
        hold.started();
        await hold.released;
      },
      { lane: IMAGE_LANE, maxAttempts: 1 },
    );
  }
  let started!: () => void;
  let release!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  slot.current = { started, released: new Promise<void>((resolve) => (release = resolve)) };
  await app.jobs.enqueue(HOLD_JOB, { n: Math.random() });
  await running;
  return release;
}
