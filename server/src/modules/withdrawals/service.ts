/**
 * Withdrawal requests (Disposición 954/2025; docs/decisions/0020-withdrawal-button.md). Anyone may
 * ask, without an account: the request is stored, matched to an order when the e-mail and the order
 * number (or the phone) agree, and answered at once with a request code; the shopper's receipt and
 * the shop's notice are queued in the same transaction. The answer is the same whether or not an
 * order matched, so the form tells nobody which orders exist. Knows nothing of HTTP.
 */
import { randomInt } from 'node:crypto';
import type { AdminWithdrawal, WithdrawalReceipt, WithdrawalRequest, WithdrawalStatus } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { WithdrawalRequestRow } from '../../db/schema.ts';
import type { Lang } from '../../lib/lang.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { enqueueMails } from '../mail/index.ts';
import { withdrawalError } from './errors.ts';
import { withdrawalReceiptMail, withdrawalShopMail, type WithdrawalMailFacts } from './mails.ts';
import { findOrderId, insertRequest, listRequests, orderNumbers, updateStatus } from './store.ts';

export interface WithdrawalServiceDeps {
  db: Db;
  limiter: RateLimiter;
  /** Per client address and per e-mail, like the other public forms. */
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  facts: WithdrawalMailFacts;
  events: ShopEvents;
}

/** Who asks: the client's address (rate limits) and language (messages and mails). */
export interface WithdrawalCaller {
  ip: string;
  lang: Lang;
}

// No 0/O or 1/I: the code is read from a screen or a mail and may be typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A fresh request code such as ARR-7K2Q-H9XD (32^8 ≈ 10^12 possibilities). */
export function newWithdrawalCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `ARR-${part()}-${part()}`;
}

/** A stored request as the owner's queue shows it. */
export function toAdminWithdrawal(
  row: WithdrawalRequestRow,
  numbers: ReadonlyMap<string, number> = new Map(),
): AdminWithdrawal {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderNumber: row.orderNumber,
    orderId: row.orderId,
    orderNo: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
    reason: row.reason,
    lang: row.lang === 'en' ? 'en' : 'es',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, limiter, facts, events } = deps;
  const { perIp, perAccount, windowSeconds } = deps.rateLimit;
  return {
    /**
     * Records a withdrawal request and queues its two mails; emits `withdrawalRequested` after the commit.
     * @returns the request code and when it was received (the same answer whether an order matched or not)
     * @throws ShopError 429 rate_limited (with retryAfterSeconds)
     */
    async request(input: WithdrawalRequest, caller: WithdrawalCaller): Promise<WithdrawalReceipt> {
      const email = input.email.toLowerCase();
      await enforceRateLimits(limiter, [
        { key: `withdrawal:ip:${caller.ip}`, rule: { max: perIp, windowSeconds } },
        // Each request mails that address: a stranger cannot flood someone's mailbox.
        { key: `withdrawal:email:${email}`, rule: { max: perAccount, windowSeconds } },
      ]);
      const row = await inTransaction(db, async (tx) => {
        const orderId = await findOrderId(tx, {
          orderNumber: input.orderNumber,
          email,
          phoneDigits: input.phone.replace(/\D/g, '').slice(-10),
        });
        for (;;) {
          const stored = await insertRequest(tx, {
            code: newWithdrawalCode(),
            orderId,
            orderNumber: input.orderNumber,
            name: input.name,
            email,
            phone: input.phone,
            reason: input.reason,
            lang: caller.lang,
          });
          if (!stored) continue; // a code drawn twice: draw another
          await enqueueMails(tx, [
            {
              ...withdrawalReceiptMail(stored, facts),
              kind: 'withdrawal',
              key: `withdrawal:${stored.code}:shopper`,
            },
            {
              ...withdrawalShopMail(stored, facts),
              kind: 'withdrawal',
              key: `withdrawal:${stored.code}:shop`,
            },
          ]);
          return stored;
        }
      });
      events.emit('withdrawalRequested', { request: row });
      return { code: row.code, receivedAt: row.createdAt.toISOString() };
    },

    /** The owner's queue, newest first (at most 200), optionally of one status. */
    async list(filter: { status?: WithdrawalStatus }): Promise<AdminWithdrawal[]> {
      const rows = await listRequests(db, { ...filter, limit: 200 });
      const numbers = await orderNumbers(
        db,
        rows.flatMap((r) => (r.orderId ? [r.orderId] : [])),
      );
      return rows.map((r) => toAdminWithdrawal(r, numbers));
    },

    /**
     * Moves a request along the queue (new, in progress, answered; any order, so a mistake can be undone).
     * @throws ShopError 404 withdrawal_not_found
     */
    async setStatus(id: number, status: WithdrawalStatus): Promise<AdminWithdrawal> {
      const row = await updateStatus(db, id, status);
      if (!row) throw withdrawalError('withdrawal_not_found');
      return toAdminWithdrawal(row, await orderNumbers(db, row.orderId ? [row.orderId] : []));
    },
  };
}
