/**
 * The background job runner (decision 0017) on a real database: jobs queued in a transaction,
 * retries with backoff, giving up, leases of dead processes, one job at a time per lane, shutdown,
 * and two runners on one PostgreSQL database (with TEST_DATABASE_URL; on PGlite both share it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { jobs } from '../src/db/schema.ts';
import { enqueueJob, jobKind, PermanentJobError } from '../src/plugins/job-queue.ts';
import { createJobRunner, type JobRunnerOptions } from '../src/plugins/job-runner.ts';
import { createPostgresDatabase, openTestDatabase } from './helper.ts';
import { until } from './spawn-server.ts';

type Log = JobRunnerOptions['log'];
const noop = () => {};

/** A logger that keeps the messages of each level. */
function recordingLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const log = {
    warn: (_: unknown, msg: string) => void warnings.push(msg),
    error: (_: unknown, msg: string) => void errors.push(msg),
  } as unknown as Log;
  return { log, warnings, errors };
}

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await dispose();
});

/** A runner on this file's database; the kinds of each test have names of their own. */
function runner(log: Log = { warn: noop, error: noop } as unknown as Log) {
  return createJobRunner({ db: database.db, databaseKind: 'postgres', log, pollMs: 60_000 });
}

const rowsOf = (kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('the job runner', () => {
  it('runs a job queued in a transaction once that commits, and never one whose transaction rolled back', async () => {
    const kind = jobKind<{ n: number }>('test.tx');
    const ran: number[] = [];
    const jobsRunner = runner();
    jobsRunner.register(kind, async ({ n }) => void ran.push(n));
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, kind, { n: 1 });
        throw new Error('rolled back');
      })
      .catch(noop);
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, kind, { n: 2 });
    });
    await jobsRunner.drain();
    expect(ran).toEqual([2]);
    expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('queues one job per key while it is queued', async () => {
    const kind = jobKind<{ n: number }>('test.key');
    expect(await enqueueJob(database.db, kind, { n: 1 }, { key: 'test.key:a' })).toBe(true);
    expect(await enqueueJob(database.db, kind, { n: 2 }, { key: 'test.key:a' })).toBe(false);
    const ran: number[] = [];
    const jobsRunner = runner();
    jobsRunner.register(kind, async ({ n }) => void ran.push(n));
    await jobsRunner.drain();
    expect(ran).toEqual([1]);
    // Done and deleted: the key may be queued again.
    expect(await enqueueJob(database.db, kind, { n: 3 }, { key: 'test.key:a' })).toBe(true);
    await jobsRunner.drain();
    expect(ran).toEqual([1, 3]);
  });

  it('tries a failed job again after a backoff that doubles, with the error kept, until it succeeds', async () => {
    const kind = jobKind<{ n: number }>('test.retry');
    const attempts: number[] = [];
    const { log, warnings } = recordingLog();
    const jobsRunner = runner(log);
    jobsRunner.register(
      kind,
      async (_payload, { attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`flaky ${attempt}`);
      },
      { retryBaseMs: 60_000, maxAttempts: 5 },
    );
    await jobsRunner.enqueue(kind, { n: 1 });
    for (const [attempt, baseDelay] of [
      [1, 60_000],
      [2, 120_000],
    ] as const) {
      const startedAt = Date.now();
      await jobsRunner.drain();
      const [row] = await rowsOf(kind.name);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: `flaky ${attempt}`,
        lockedUntil: null,
        claimToken: null,
      });
      // Not due again before its backoff (±20 %): drain does not run it early.
      const wait = row!.runAt.getTime() - startedAt;
      expect(wait).toBeGreaterThan(baseDelay * 0.8 - 1000);
      expect(wait).toBeLessThan(baseDelay * 1.2 + 5000);
      await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, row!.id));
    }
    await jobsRunner.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await rowsOf(kind.name)).toEqual([]);
    expect(warnings).toEqual(['job failed; will try again', 'job failed; will try again']);
  });

  it('gives a job up after its last attempt, or at once on a PermanentJobError, with a logged error, and keeps the row', async () => {
    const kind = jobKind<{ permanent: boolean }>('test.give-up');
    const { log, errors } = recordingLog();
    const jobsRunner = runner(log);
    jobsRunner.register(
      kind,
      async ({ permanent }) => {
        throw permanent ? new PermanentJobError('bad input') : new Error('still down');
      },
      { retryBaseMs: 10, maxAttempts: 2 },
    );
    await enqueueJob(database.db, kind, { permanent: true }, { key: 'give-up:permanent' });
    await enqueueJob(database.db, kind, { permanent: false }, { key: 'give-up:transient' });
    await jobsRunner.drain();
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, 'give-up:transient'));
    await jobsRunner.drain();
    const rows = Object.fromEntries((await rowsOf(kind.name)).map((r) => [r.key, r]));
    expect(rows['give-up:permanent']).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'bad input',
    });
    expect(rows['give-up:transient']).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'still down',
    });
    expect(errors).toEqual(['job given up after its last attempt', 'job given up after its last attempt']);
    // Given up is not due: nothing runs it again.
    await jobsRunner.drain();
    expect((await rowsOf(kind.name)).map((r) => r.attempts).sort()).toEqual([1, 2]);
  });

  it('takes over a job whose claimer died once its lease ran out, not before, and gives up one whose every claim died', async () => {
    const kind = jobKind<{ name: string }>('test.lease');
    const ran: string[] = [];
    const { log, errors } = recordingLog();
    const jobsRunner = runner(log);
    jobsRunner.register(kind, async ({ name }) => void ran.push(name), { maxAttempts: 3 });
    const claimed = (name: string, lockedUntil: Date, attempts: number) => ({
      kind: kind.name,
      payload: { name },
      key: `lease:${name}`,
      status: 'running' as const,
      attempts,
      lockedUntil,
      claimToken: crypto.randomUUID(),
    });
    await database.db
      .insert(jobs)
      .values([
        claimed('expired', new Date(Date.now() - 1000), 1),
        claimed('held', new Date(Date.now() + 60_000), 1),
        claimed('crashing', new Date(Date.now() - 1000), 3),
      ]);
    await jobsRunner.drain();
    expect(ran).toEqual(['expired']);
    const rows = Object.fromEntries((await rowsOf(kind.name)).map((r) => [r.key, r]));
    expect(Object.keys(rows).sort()).toEqual(['lease:crashing', 'lease:held']);
    expect(rows['lease:held']!.status).toBe('running');
    expect(rows['lease:crashing']).toMatchObject({ status: 'failed', attempts: 4 });
    expect(rows['lease:crashing']!.lastError).toContain('abandoned by its process 3 times');
    expect(errors).toEqual(['job given up after its last attempt']);
  });

  it('on PGlite, start() makes every job left running by a crashed run due at once', async () => {
    const kind = jobKind<{ n: number }>('test.pglite-start');
    await database.db.insert(jobs).values({
      kind: kind.name,
      payload: { n: 1 },
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() + 60_000),
      claimToken: crypto.randomUUID(),
    });
    const ran: number[] = [];
    const jobsRunner = createJobRunner({
      db: database.db,
      databaseKind: 'pglite',
      log: { warn: noop, error: noop } as unknown as Log,
      pollMs: 20,
    });
    jobsRunner.register(kind, async ({ n }) => void ran.push(n));
    jobsRunner.start();
    try {
      await until(() => ran.length === 1, 'the job of the crashed run');
    } finally {
      await jobsRunner.stop();
    }
    await until(async () => (await rowsOf(kind.name)).length === 0, 'its row deleted');
  });

  it('runs one job at a time per lane and process, while other lanes go on', async () => {
    const slowA = jobKind<{ n: number }>('test.lane-a1');
    const slowB = jobKind<{ n: number }>('test.lane-a2');
    const other = jobKind<{ n: number }>('test.lane-b');
    let inLaneA = 0;
    let mostInLaneA = 0;
    let otherRan!: () => void;
    // The first job of lane A waits for the job of lane B: were lanes not independent, this would never end.
    const otherHasRun = new Promise<void>((r) => (otherRan = r));
    const jobsRunner = runner();
    const laneA = async ({ n }: { n: number }) => {
      inLaneA += 1;
      mostInLaneA = Math.max(mostInLaneA, inLaneA);
      await (n === 0 ? otherHasRun : new Promise((r) => setTimeout(r, 5)));
      inLaneA -= 1;
    };
    jobsRunner.register(slowA, laneA, { lane: 'test-a' });
    jobsRunner.register(slowB, laneA, { lane: 'test-a' });
    jobsRunner.register(other, async () => otherRan(), { lane: 'test-b' });
    for (let n = 0; n < 3; n++) {
      await enqueueJob(database.db, slowA, { n });
      await enqueueJob(database.db, slowB, { n: n + 10 });
    }
    await enqueueJob(database.db, other, { n: 0 });
    jobsRunner.start();
    try {
      await jobsRunner.drain();
    } finally {
      await jobsRunner.stop();
    }
    expect(mostInLaneA).toBe(1);
    for (const kind of [slowA, slowB, other]) expect(await rowsOf(kind.name)).toEqual([]);
  });

  it('on stop, hands a job still running back for the next start, its attempt not counted, and its late end changes nothing', async () => {
    const kind = jobKind<{ n: number }>('test.stop');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started = false;
    const jobsRunner = runner();
    jobsRunner.register(kind, async () => {
      started = true;
      await released;
    });
    await enqueueJob(database.db, kind, { n: 1 });
    jobsRunner.start();
    await until(() => started, 'the job started');
    await jobsRunner.stop(50);
    const [row] = await rowsOf(kind.name);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, claimToken: null, lockedUntil: null });
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(await rowsOf(kind.name)).toHaveLength(1);
    await database.db.delete(jobs).where(eq(jobs.id, row!.id));
  });
});

describe('two runners on one database', () => {
  it('never run a job twice (PostgreSQL with TEST_DATABASE_URL: two pools, like two processes), and take over an abandoned one once', async () => {
    let first: Database;
    let second: Database;
    let dropDb: () => Promise<void>;
    if (process.env.TEST_DATABASE_URL) {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
      first = await openDatabase({ databaseUrl: created.url });
      await first.migrate();
      second = await openDatabase({ databaseUrl: created.url });
      dropDb = () => created.drop();
    } else {
      const opened = await openTestDatabase();
      first = opened.database;
      second = first;
      dropDb = opened.dispose;
    }
    const kind = jobKind<{ n: number }>('test.two-runners');
    const runs: { runner: string; n: number }[] = [];
    const make = (db: Database, name: string) => {
      const jobsRunner = createJobRunner({
        db: db.db,
        databaseKind: 'postgres',
        log: { warn: noop, error: noop } as unknown as Log,
        pollMs: 20,
      });
      jobsRunner.register(
        kind,
        async ({ n }) => {
          await new Promise((r) => setTimeout(r, 2 + Math.random() * 5));
          runs.push({ runner: name, n });
        },
        { leaseMs: 30_000 },
      );
      return jobsRunner;
    };
    const a = make(first, 'a');
    const b = make(second, 'b');
    try {
      // One claimed by a runner that then died: its lease has run out.
      await first.db.insert(jobs).values({
        kind: kind.name,
        payload: { n: -1 },
        status: 'running',
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
        claimToken: crypto.randomUUID(),
      });
      for (let n = 0; n < 60; n++) await enqueueJob(first.db, kind, { n });
      a.start();
      b.start();
      for (let i = 0; i < 10; i++) {
        a.kick();
        b.kick();
        await new Promise((r) => setTimeout(r, 5));
      }
      await until(() => runs.length >= 61, '61 runs');
      await Promise.all([a.drain(), b.drain()]);
      await new Promise((r) => setTimeout(r, 200));
      expect(runs).toHaveLength(61);
      expect(new Set(runs.map((r) => r.n)).size).toBe(61);
      expect(await first.db.select().from(jobs)).toEqual([]);
      if (second !== first) expect(new Set(runs.map((r) => r.runner))).toEqual(new Set(['a', 'b']));
    } finally {
      await a.stop();
      await b.stop();
      if (second !== first) await second.close();
      await first.close();
      await dropDb();
    }
  }, 60_000);
});
