/**
 * The mail outbox and its worker. A mail is first a row of `mail_outbox`
 * (db/mail-schema.ts), written with `enqueueMails` in the same transaction as what it announces,
 * so an acknowledged order always has its mails queued, whatever happens to the process next.
 * The worker in each server process then sends due rows through the real mailer (SMTP or the
 * outbox folder), marks them sent, and on a failure tries again later with exponential backoff,
 * giving up with a logged error after `maxAttempts`.
 *
 * Several processes on one PostgreSQL database: a row is claimed by one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` subquery, which sets it "sending" until `locked_until`; no other
 * worker claims it before that time has passed, and after it (the claimer died mid-send) the row
 * is due again. PGlite has one process per folder (pglite-lock.ts), so at start every
 * "sending" row is left over from a crash and is due at once.
 *
 * Delivery is at least once in the strict sense (a process killed between the SMTP server's "250
 * OK" and the UPDATE that marks the row sent sends that one mail again after the lease); every
 * message carries a Message-ID derived from its row, so a receiving server or client can fold such
 * a repeat. Every other path (retries of the request, restarts, two workers) sends a mail once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import type { MailOutboxRow } from '../../db/schema.ts';
import { InvalidRecipientError, type Mailer, type MailMessage } from '../../plugins/mail.ts';
import {
  claimDueMails,
  enqueueMailsStatement,
  hasDueMail,
  markMailFailed,
  markMailSent,
  releaseSendingMails,
  retryMailLater,
} from './store.ts';

/** The handle of an open transaction (db/transaction.ts), for the modules that take it from here. */
export type { Tx };

/** One mail to queue. */
export interface OutboxMail extends MailMessage {
  /** Makes the mail exist once: a second enqueue with the same key is ignored. Default: a random key (always queued). */
  key?: string;
  /** What it is about, for logs and counts: "order_shop", "order_customer", "payment", "receipt", "status", "account_code"... */
  kind: string;
}

/**
 * Kinds whose subject and text are wiped once sent: what they carry must not outlive the mail in
 * the database. account_code: a sign-in code. subscriber: the confirmation
 * and unsubscribe links (their tokens are kept only hashed in `subscribers`) and the single-use
 * first-order code.
 */
const SECRET_KINDS = new Set(['account_code', 'subscriber']);

/**
 * Queues mails inside `db` (usually the caller's transaction, so they exist exactly when what
 * they announce does). A key already queued is skipped. Resolves once the rows are written.
 */
export async function enqueueMails(db: Db | Tx, mails: readonly OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await enqueueMailsStatement(db, mails);
}

/**
 * A Mailer whose send() only queues the message (kind `kind`, a random key) in `db`, then calls
 * `onQueued` (the worker's kick). For modules that just "send a mail", and for command-line tools
 * whose mails the running server's worker sends.
 */
export function queueingMailer(db: Db, kind: string, onQueued: () => void = () => {}): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await enqueueMails(db, [{ ...message, kind }]);
      onQueued();
    },
    close() {},
  };
}

export interface MailOutboxOptions {
  db: Db;
  /** pglite: one process owns the database, so rows left "sending" by a crash are due at start. */
  databaseKind: 'pglite' | 'postgres';
  /** The real transport (SMTP or outbox folder). */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** How often the worker looks for due mails besides being kicked, ms. */
  pollMs: number;
  /** Delay before the first retry, ms; doubles each attempt (with ±20 % jitter), at most 6 h. */
  retryBaseMs: number;
  /** Attempts before a mail is given up (status failed, logged as an error). */
  maxAttempts: number;
  /** How long a claimed mail is this process's before another may take it (a crash), ms. */
  leaseMs: number;
  /** Mails claimed and sent together. Default 10. */
  batchSize?: number;
  /** Domain of the Message-IDs, e.g. the sender's. */
  messageIdDomain: string;
}

export interface MailOutbox {
  /** Queues mails outside any transaction and wakes the worker (for mails that announce nothing stored). */
  enqueue(mails: readonly OutboxMail[]): Promise<void>;
  /**
   * A Mailer whose send() queues the message under `kind` (and a random key) and wakes the
   * worker, for modules that only need "send this mail". Resolves once queued.
   */
  mailer(kind: string): Mailer;
  /** Sends due mails now (after a commit that queued some); returns at once. */
  kick(): void;
  /** Sends until no mail is due; resolves when done (tests, the load benchmark). */
  drain(): Promise<void>;
  /** Starts the poll timer and sends what is already due (pending rows of an earlier run). */
  start(): void;
  /**
   * Stops claiming, waits up to `graceMs` for the mails being sent, and resolves. Rows not yet
   * claimed stay pending for the next start (or another process).
   */
  stop(graceMs?: number): Promise<void>;
}

const MAX_BACKOFF_MS = 6 * 3_600_000;

/** The delay before attempt `attempts + 1`, after `attempts` failed ones: base · 2^(attempts−1), ±20 %, capped. */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

/** Builds the outbox worker; call start() once the app is ready and stop() on close. */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;

  /** Claims up to batchSize due rows for this process (one statement: atomic on both databases). */
  async function claim(): Promise<MailOutboxRow[]> {
    return claimDueMails(db, options.leaseMs, batchSize);
  }

  async function sendOne(row: MailOutboxRow): Promise<void> {
    try {
      await options.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: `<outbox-${row.id}@${options.messageIdDomain}>`,
      });
    } catch (err) {
      await failed(row, err);
      return;
    }
    await markMailSent(db, row.id, SECRET_KINDS.has(row.kind));
  }

  async function failed(row: MailOutboxRow, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    // A bad address will not get better: no retries.
    const giveUp = err instanceof InvalidRecipientError || row.attempts >= options.maxAttempts;
    if (giveUp) {
      log.error(
        { err, mailId: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts },
        'mail given up after its last attempt',
      );
      await markMailFailed(db, row.id, message);
      return;
    }
    const delay = retryDelayMs(row.attempts, options.retryBaseMs);
    log.warn(
      { err, mailId: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts, retryInMs: delay },
      'mail not sent; will try again',
    );
    await retryMailLater(db, row.id, message, delay);
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let rows: MailOutboxRow[];
      try {
        rows = await claim();
      } catch (err) {
        // The database is away: the next poll tries again.
        log.warn({ err }, 'mail outbox: could not claim mails');
        return;
      }
      if (rows.length === 0) return;
      // In order, one at a time per batch step: SMTP servers are happier that way, and mails of one order keep their order.
      for (const row of rows) {
        await sendOne(row).catch((err: unknown) =>
          log.error({ err, mailId: row.id }, 'mail outbox: could not record a mail'),
        );
      }
    }
  }

  function kick(): void {
    if (stopped || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        kick();
      }
    });
  }

  return {
    async enqueue(mails) {
      await enqueueMails(db, mails);
      kick();
    },
    mailer: (kind) => queueingMailer(db, kind, kick),
    kick,
    async drain() {
      for (let i = 0; i < 1000 && started && !stopped; i++) {
        kick();
        if (!running) return;
        await running;
        if (!running) {
          // One more pass: mails queued while the last one ran.
          if (!(await hasDueMail(db))) return;
        }
      }
    },
    start() {
      if (started) return;
      started = true;
      const begin =
        options.databaseKind === 'pglite'
          ? // Only this process can have claimed them: they were being sent when it last died.
            releaseSendingMails(db)
          : Promise.resolve();
      begin
        .catch((err: unknown) => log.warn({ err }, 'mail outbox: could not release mails of an earlier run'))
        .finally(kick);
      timer = setInterval(kick, options.pollMs);
      timer.unref();
    },
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      let expired: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (expired = setTimeout(resolve, graceMs)))]);
      clearTimeout(expired);
    },
  };
}
