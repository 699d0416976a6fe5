/**
 * The background job runner (docs/decisions/0017-background-jobs.md):
 * one per server process, on the `jobs` table (db/jobs-schema.ts), in the style of the mail outbox.
 *
 * Modules register a handler per job kind (`register`), each in a lane: a lane runs at most one
 * job at a time in a process (the image lane keeps sharp conversions from taking every core of a
 * busy host), lanes run side by side. A job is claimed by one UPDATE over a `FOR UPDATE SKIP
 * LOCKED` subquery, so on PostgreSQL every process's runner may poll the same table and none runs
 * a job another holds; the claim lasts the kind's lease, after which a job whose process died is
 * due again. PGlite has one process per folder (pglite-lock.ts), so at start every "running" row
 * is left over from a crash and is due at once.
 *
 * A job that succeeds is deleted; one that fails is tried again with exponential backoff
 * (job-rules.ts) and given up after its kind's attempts with a logged error (status failed, kept).
 * Delivery is at least once: handlers must be idempotent (a process that dies after the work but
 * before the delete runs it again after the lease).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/schema.ts';
import { enqueueJob, type EnqueueOptions, type JobKind } from './job-queue.ts';
import { afterFailure, attemptsExhausted, type RetryPolicy } from './job-rules.ts';

/** What a handler learns about the job besides its payload. */
export interface JobContext {
  jobId: number;
  /** 1 for the first attempt. */
  attempt: number;
}

/** Does the work of one job; throws to have it retried (or PermanentJobError to give it up). */
export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

/** How a kind's jobs run; every field has a default. */
export interface JobKindOptions extends Partial<RetryPolicy> {
  /** Jobs of one lane run one at a time per process. Default: a lane of the kind's own. */
  lane?: string;
  /** How long a claim holds before the job counts as abandoned, ms; longer than the slowest run. Default 5 min. */
  leaseMs?: number;
}

export interface JobRunnerOptions {
  db: Db;
  /** pglite: one process owns the database, so rows left running by a crash are due at start. */
  databaseKind: 'pglite' | 'postgres';
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often each lane looks for due jobs besides being kicked, ms. */
  pollMs: number;
}

export interface JobRunner {
  /**
   * Makes this process run jobs of `kind` with `handler`; may be called before or after start().
   * @throws Error when the kind already has a handler.
   */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>, options?: JobKindOptions): void;
  /** Queues a job outside any transaction and kicks the runner. @returns false when `options.key` was already queued. */
  enqueue<P extends object>(kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<boolean>;
  /** Looks for due jobs now (after a commit that queued one); returns at once. */
  kick(): void;
  /** Runs every due job of the registered kinds, and the ones they queue, until none is due (tests, tools). */
  drain(): Promise<void>;
  /** Starts the poll timer and runs what is already due (jobs of an earlier run). */
  start(): void;
  /**
   * Stops claiming, waits up to `graceMs` for the jobs running, then hands those still running
   * back (pending, the attempt not counted) for the next start or another process.
   */
  stop(graceMs?: number): Promise<void>;
}

const DEFAULTS = { maxAttempts: 5, retryBaseMs: 30_000, leaseMs: 5 * 60_000 };

interface Registration extends RetryPolicy {
  handler: JobHandler<unknown>;
  leaseMs: number;
}

interface Lane {
  kinds: string[];
  leaseMs: number;
  running?: Promise<void>;
  again: boolean;
}

/** Builds the runner; call start() once the app is ready and stop() on close. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const registrations = new Map<string, Registration>();
  const lanes = new Map<string, Lane>();
  /** Claim token → job id of every job this process is running, to hand back on stop. */
  const inFlight = new Map<string, number>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const dueSql = sql`((${jobs.status} = 'pending' and ${jobs.runAt} <= now()) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))`;

  /** Claims the lane's oldest due job for this process (one statement: atomic on both databases). */
  async function claim(lane: Lane, token: string): Promise<JobRow | undefined> {
    const [row] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        claimToken: token,
        lockedUntil: sql`now() + ${`${lane.leaseMs} milliseconds`}::interval`,
      })
      .where(
        sql`${jobs.id} in (
          select ${jobs.id} from ${jobs}
          where ${inArray(jobs.kind, lane.kinds)} and ${dueSql}
          order by ${jobs.runAt}, ${jobs.id}
          limit 1
          for update skip locked)`,
      )
      .returning();
    return row;
  }

  /** This claim's row, unless another claim has taken it since (our lease ran out). */
  const ours = (row: JobRow, token: string) => and(eq(jobs.id, row.id), eq(jobs.claimToken, token));

  async function giveUp(row: JobRow, token: string, err: unknown): Promise<void> {
    log.error(
      { err, jobId: row.id, kind: row.kind, attempts: row.attempts },
      'job given up after its last attempt',
    );
    await db
      .update(jobs)
      .set({ status: 'failed', lockedUntil: null, claimToken: null, lastError: errorText(err) })
      .where(ours(row, token));
  }

  async function failed(row: JobRow, token: string, policy: RetryPolicy, err: unknown): Promise<void> {
    const outcome = afterFailure(row.attempts, err, policy);
    if (outcome.giveUp) return giveUp(row, token, err);
    log.warn(
      { err, jobId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: outcome.retryInMs },
      'job failed; will try again',
    );
    await db
      .update(jobs)
      .set({
        status: 'pending',
        lockedUntil: null,
        claimToken: null,
        lastError: errorText(err),
        runAt: sql`now() + ${`${outcome.retryInMs} milliseconds`}::interval`,
      })
      .where(ours(row, token));
  }

  /** Claims and runs one job of `lane`; false when none was due. */
  async function runOne(lane: Lane): Promise<boolean> {
    const token = randomUUID();
    const row = await claim(lane, token);
    if (!row) return false;
    const registration = registrations.get(row.kind)!;
    inFlight.set(token, row.id);
    try {
      if (attemptsExhausted(row.attempts, registration)) {
        await giveUp(row, token, new Error(`abandoned by its process ${row.attempts - 1} times`));
        return true;
      }
      try {
        await registration.handler(row.payload, { jobId: row.id, attempt: row.attempts });
      } catch (err) {
        await failed(row, token, registration, err);
        return true;
      }
      await db.delete(jobs).where(ours(row, token));
    } catch (err) {
      // The database went away while recording the outcome: the lease brings the job back.
      log.error({ err, jobId: row.id, kind: row.kind }, 'job runner: could not record a job');
    } finally {
      inFlight.delete(token);
    }
    return true;
  }

  async function loop(lane: Lane): Promise<void> {
    while (!stopped) {
      let ran: boolean;
      try {
        ran = await runOne(lane);
      } catch (err) {
        // The database is away (a claim failed): the next poll tries again.
        log.warn({ err }, 'job runner: could not claim a job');
        return;
      }
      if (!ran) return;
    }
  }

  function runLane(lane: Lane): void {
    if (stopped) return;
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = loop(lane).finally(() => {
      lane.running = undefined;
      if (lane.again) {
        lane.again = false;
        runLane(lane);
      }
    });
  }

  function kick(): void {
    if (!started) return;
    for (const lane of lanes.values()) runLane(lane);
  }

  async function anyDue(): Promise<boolean> {
    if (registrations.size === 0) return false;
    const due = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, [...registrations.keys()]), dueSql))
      .limit(1);
    return due.length > 0;
  }

  return {
    register(kind, handler, kindOptions = {}) {
      if (registrations.has(kind.name)) throw new Error(`job kind ${kind.name} already has a handler`);
      const registration = { ...DEFAULTS, ...kindOptions, handler: handler as JobHandler<unknown> };
      registrations.set(kind.name, registration);
      const laneName = kindOptions.lane ?? kind.name;
      const lane = lanes.get(laneName) ?? { kinds: [], leaseMs: 0, again: false };
      lane.kinds.push(kind.name);
      // One claim statement per lane: the longest lease of its kinds covers each of them.
      lane.leaseMs = Math.max(lane.leaseMs, registration.leaseMs);
      lanes.set(laneName, lane);
    },
    async enqueue(kind, payload, enqueueOptions) {
      const queued = await enqueueJob(db, kind, payload, enqueueOptions);
      kick();
      return queued;
    },
    kick,
    async drain() {
      for (let i = 0; i < 10_000 && !stopped; i++) {
        // Waits for the lanes at work (a kick from outside may have started them) without kicking
        // them again, which would keep them busy looking for work for ever.
        const active = [...lanes.values()].flatMap((lane) => (lane.running ? [lane.running] : []));
        if (active.length > 0) {
          await Promise.all(active);
          continue;
        }
        // Nothing running here: done unless a job is due (a retry made due, one queued by a handler).
        if (!(await anyDue())) return;
        for (const lane of lanes.values()) runLane(lane);
      }
    },
    start() {
      if (started) return;
      started = true;
      const begin =
        options.databaseKind === 'pglite'
          ? // Only this process can have claimed them: they were running when it last died.
            db
              .update(jobs)
              .set({ status: 'pending', lockedUntil: null, claimToken: null })
              .where(eq(jobs.status, 'running'))
              .then(() => undefined)
          : Promise.resolve();
      begin
        .catch((err: unknown) => log.warn({ err }, 'job runner: could not release jobs of an earlier run'))
        .finally(kick);
      timer = setInterval(kick, options.pollMs);
      timer.unref();
    },
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      const active = [...lanes.values()].flatMap((lane) => (lane.running ? [lane.running] : []));
      if (active.length === 0) return;
      let expired: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(active),
        new Promise<void>((resolve) => (expired = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(expired);
      if (inFlight.size === 0) return;
      // A shutdown is not the job's fault: hand it back without counting the attempt.
      await db
        .update(jobs)
        .set({ status: 'pending', lockedUntil: null, claimToken: null, attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.status, 'running'), inArray(jobs.claimToken, [...inFlight.keys()])))
        .catch((err: unknown) => log.warn({ err }, 'job runner: could not hand back the jobs still running'));
    },
  };
}

/** An error as stored in last_error: its message, at most 500 characters. */
function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}
