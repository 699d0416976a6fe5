/**
 * Background jobs (docs/decisions/0017-background-jobs.md): work a request hands over to the job
 * runner (plugins/job-runner.ts), e.g. converting an uploaded product photo. A row is queued with
 * `enqueueJob` (plugins/job-queue.ts), if need be in the same transaction as what it follows from,
 * claimed by one process at a time, and deleted once its handler succeeded; a row that gave up
 * stays, status failed, for a person to look at.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. "product-image.variants". */
    kind: text('kind').notNull(),
    /** At most one queued job per key (a second enqueue is ignored); null: always queued. */
    key: text('key').unique(),
    /** The handler's input, JSON. */
    payload: jsonb('payload').notNull(),
    /** pending: due at run_at; running: claimed until locked_until; failed: gave up (kept for a person). */
    status: text('status', { enum: ['pending', 'running', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts started so far (a claim counts one, even if its process then died). */
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: after this time the claim is abandoned (its process died) and the job is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Random per claim, so a claimer whose lease ran out cannot finish or fail a job another one now holds. */
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'failed')`),
    // The runner's question: which jobs of these kinds are due now, oldest first.
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
