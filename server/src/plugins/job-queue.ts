/**
 * The producer's side of the background jobs (docs/decisions/0017-background-jobs.md): a module
 * names a job kind with `jobKind` (its payload type rides along), and queues jobs with `enqueueJob`,
 * inside its own transaction when the job must exist exactly when what it follows from does. The
 * runner that executes them is job-runner.ts; a module registers its handler there.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

/** A transaction of `Db` (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A named kind of job whose payload is `P` (JSON). Make one per kind with `jobKind`. */
export interface JobKind<P> {
  readonly name: string;
  /** Never set: carries the payload type from the declaration to enqueue and register. */
  readonly payloadType?: P;
}

/** Declares a job kind; `name` is stored in every row ("module.what", e.g. "product-image.variants"). */
export function jobKind<P extends object>(name: string): JobKind<P> {
  return { name };
}

export interface EnqueueOptions {
  /** At most one queued (pending, running or failed) job per key; a second enqueue is ignored. */
  key?: string;
  /** Not before this time; default now. */
  runAt?: Date;
}

/**
 * Queues one job of `kind` in `db` (usually the caller's transaction). The runner picks it up at
 * its next poll, or at once when the caller kicks it after the commit.
 * @returns true when queued, false when a job with `options.key` was already queued.
 */
export async function enqueueJob<P extends object>(
  db: Db | Tx,
  kind: JobKind<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind: kind.name, payload, key: options.key ?? null, runAt: options.runAt ?? sql`now()` })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Thrown by a handler when trying again cannot help (the input is wrong, not the moment): the job
 * is given up at once, with a logged error, instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
