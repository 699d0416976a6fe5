/**
 * The SQL of the mail outbox (db/mail-schema.ts): queueing mails, claiming due ones for this
 * process (one UPDATE over a `FOR UPDATE SKIP LOCKED` subquery), and recording each one sent,
 * failed for good, or due again later.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OutboxMail } from './service.ts';

// Due: pending and its time come, or claimed by a process whose lease has run out.
const DUE = sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()) or (${mailOutbox.status} = 'sending' and ${mailOutbox.lockedUntil} < now())`;

/**
 * The statement `enqueueMails` runs, not yet sent, for a caller that sends it together with
 * another one (placing an order: its lines and its mails in one round trip).
 * `mails` must not be empty.
 */
export function enqueueMailsStatement(db: Db | Tx, mails: readonly OutboxMail[]) {
  return db
    .insert(mailOutbox)
    .values(
      mails.map((m) => ({
        key: m.key ?? `random:${crypto.randomUUID()}`,
        kind: m.kind,
        toAddress: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.key });
}

/**
 * Claims up to `batchSize` due rows, oldest first, for `leaseMs` ms: status sending, one attempt
 * more, locked until then (one statement: atomic on both databases). @returns them by id.
 */
export async function claimDueMails(db: Db, leaseMs: number, batchSize: number): Promise<MailOutboxRow[]> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(
      sql`${mailOutbox.id} in (
          select ${mailOutbox.id} from ${mailOutbox}
          where (${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now())
             or (${mailOutbox.status} = 'sending' and ${mailOutbox.lockedUntil} < now())
          order by ${mailOutbox.id}
          limit ${batchSize}
          for update skip locked)`,
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks mail `id` sent now, if this process still holds it; with `wipe`, its subject and texts are emptied. */
export async function markMailSent(db: Db, id: number, wipe: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      ...(wipe ? { subject: '', text: '', html: '' } : {}),
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Marks mail `id` failed for good with `error` (its first 500 characters). */
export async function markMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Makes mail `id` pending again, due in `delayMs` ms by the database's clock, keeping `error` (500 characters). */
export async function retryMailLater(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Whether any mail is due now. */
export async function hasDueMail(db: Db): Promise<boolean> {
  const due = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(DUE).limit(1);
  return due.length > 0;
}

/** Makes every mail left "sending" pending again (one process owns a PGlite database: they were being sent when it died). */
export async function releaseSendingMails(db: Db): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'pending', lockedUntil: null })
    .where(eq(mailOutbox.status, 'sending'));
}
