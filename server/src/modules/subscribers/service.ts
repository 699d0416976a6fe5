/**
 * The newsletter's rules: subscribing, confirming, leaving, and the owner's list and export.
 *
 * Subscribing to the first-order 10 %: an e-mail is kept as pendiente until its confirmation link
 * is opened; confirming creates a single-use coupon (10 %, first order only, one use) and mails it;
 * the unsubscribe link of any mail sets it to baja.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SUBSCRIBER_DISCOUNT_PERCENT, subscriberTokenSchema, type AdminSubscriber } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriberRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Lang } from '../../lib/lang.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import {
  confirmSubscriptionMail,
  leaveConfirmMail,
  subscriberCodeMail,
  type SubscriberMailFacts,
} from './mails.ts';
import {
  findSubscriberByConfirmHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  lockSubscriber,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  upsertPendingSubscriber,
  listSubscriberRows,
} from './store.ts';
import { insertSubscriberCoupon, readCouponCode, readCouponUses } from '../coupons/index.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { subscriberError } from './errors.ts';
import { toCsv } from '../../lib/csv.ts';

/** How long a confirmation link works. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// No 0/O or 1/I: the code is read from a mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A fresh subscriber code such as BIENVENIDA-7K2QH9XD (about 10^12 possibilities: not guessable). */
export function newSubscriberCode(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `BIENVENIDA-${suffix}`;
}

/**
 * Records a subscription request for `email` and returns the mail to send: the confirmation link
 * (new, again pending, or back after an unsubscribe), or the code again for one already confirmed.
 * The caller answers the same in every case, so the form does not tell who is subscribed.
 */
export async function subscribe(
  db: Db,
  rawEmail: string,
  lang: Lang,
  facts: SubscriberMailFacts,
): Promise<MailMessage> {
  const email = rawEmail.trim().toLowerCase();
  const token = newToken();
  const existing = await findSubscriberByEmail(db, email);
  if (existing?.status === 'confirmado' && existing.couponId !== null) {
    const code = await readCouponCode(db, existing.couponId);
    if (code) return subscriberCodeMail(email, lang, code, existing.unsubscribeToken, facts);
  }
  const row = await upsertPendingSubscriber(db, {
    email,
    lang,
    confirmTokenHash: hashToken(token),
    confirmSentAt: new Date(),
    unsubscribeToken: newToken(),
  });
  return confirmSubscriptionMail(email, lang, token, row.unsubscribeToken, facts);
}

export type ConfirmResult =
  | { outcome: 'confirmed'; email: string; mail: MailMessage }
  | { outcome: 'already_confirmed'; email: string }
  | { outcome: 'invalid' };

/**
 * Confirms the subscription whose link carried `token`: creates its coupon and returns the mail with
 * the code. A second click answers already_confirmed (no second code); an unknown or expired link, invalid.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  facts: SubscriberMailFacts,
  now = new Date(),
): Promise<ConfirmResult> {
  const row = await findSubscriberByConfirmHash(db, hashToken(token));
  if (!row) return { outcome: 'invalid' };
  if (row.status === 'confirmado') return { outcome: 'already_confirmed', email: row.email };
  if (!row.confirmSentAt || now.getTime() - row.confirmSentAt.getTime() > CONFIRM_LINK_TTL_MS)
    return { outcome: 'invalid' };
  const lang: Lang = row.lang === 'en' ? 'en' : 'es';
  const result = await inTransaction(db, async (tx) => {
    // Lock the subscriber so two clicks at once make one coupon.
    const locked = await lockSubscriber(tx, row.id);
    if (!locked || locked.status === 'confirmado') return null;
    let couponId = locked.couponId;
    let code: string;
    if (couponId === null) {
      code = newSubscriberCode();
      couponId = await insertSubscriberCoupon(tx, code, SUBSCRIBER_DISCOUNT_PERCENT);
    } else {
      // Re-subscribed after an unsubscribe: the code they already have stays theirs.
      code = (await readCouponCode(tx, couponId))!;
    }
    await markSubscriberConfirmed(tx, row.id, couponId, now);
    return code;
  });
  if (result === null) return { outcome: 'already_confirmed', email: row.email };
  return {
    outcome: 'confirmed',
    email: row.email,
    mail: subscriberCodeMail(row.email, lang, result, row.unsubscribeToken, facts),
  };
}

/** Ends the subscription of the unsubscribe link's `token`; the row is kept (as baja) so the owner's list stays true. Undefined when unknown. */
export async function unsubscribe(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SubscriberRow | undefined> {
  const row = await findSubscriberByUnsubscribeToken(db, token);
  if (!row) return undefined;
  if (row.status === 'baja') return row;
  return markSubscriberUnsubscribed(db, row.id, now);
}

/**
 * The botón de baja's mail for `rawEmail`: the unsubscribe link of a subscription that is pending or
 * confirmed, in the language it was made in; null when the address is not subscribed (the caller
 * answers the same either way, so the page tells nobody who is subscribed).
 */
export async function leaveRequestMail(
  db: Db,
  rawEmail: string,
  facts: SubscriberMailFacts,
): Promise<MailMessage | null> {
  const email = rawEmail.trim().toLowerCase();
  const row = await findSubscriberByEmail(db, email);
  if (!row || row.status === 'baja') return null;
  return leaveConfirmMail(email, row.lang === 'en' ? 'en' : 'es', row.unsubscribeToken, facts);
}

/*
 * The subscribe offer's three actions as the routes call them: ask for the 10 % (rate
 * limited per address and per e-mail, a confirmation link mailed), confirm from the link (the
 * single-use code mailed), unsubscribe from any mail's link. Knows nothing of HTTP; mails are sent
 * by `sendMail` in the background, so no answer waits for (or reveals) a mail.
 */

export interface SubscriberActionsOptions {
  db: Db;
  limiter: RateLimiter;
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  facts: SubscriberMailFacts;
  /** Sends a mail without waiting (failures are logged by the caller's function). */
  sendMail: (message: MailMessage) => void;
}

/** Who asks: the client's address (rate limits) and language (messages and mails). */
export interface SubscriberCaller {
  ip: string;
  lang: Lang;
}

export function createSubscriberActions(opts: SubscriberActionsOptions) {
  const { db, limiter, facts, sendMail } = opts;
  const { perIp, perAccount, windowSeconds } = opts.rateLimit;
  return {
    /**
     * Records the request and mails the link (or the code again to a confirmed subscriber); the
     * same outcome whatever the address's state, so no one learns who is subscribed.
     * @throws ShopError 429 rate_limited (with retryAfterSeconds)
     */
    async request(email: string, caller: SubscriberCaller): Promise<void> {
      await enforceRateLimits(limiter, [
        { key: `subscribe:ip:${caller.ip}`, rule: { max: perIp, windowSeconds } },
        // Each try mails that address: a stranger cannot flood someone's mailbox.
        { key: `subscribe:email:${email.toLowerCase()}`, rule: { max: perAccount, windowSeconds } },
      ]);
      sendMail(await subscribe(db, email, caller.lang, facts));
    },

    /**
     * The botón de baja: mails the address its unsubscribe link when it is subscribed; the same
     * outcome otherwise. Limited like `request` (each try may mail that address).
     * @throws ShopError 429 rate_limited (with retryAfterSeconds)
     */
    async requestLeave(email: string, caller: Pick<SubscriberCaller, 'ip'>): Promise<void> {
      await enforceRateLimits(limiter, [
        { key: `unsubscribe-request:ip:${caller.ip}`, rule: { max: perIp, windowSeconds } },
        { key: `unsubscribe-request:email:${email.toLowerCase()}`, rule: { max: perAccount, windowSeconds } },
      ]);
      const mail = await leaveRequestMail(db, email, facts);
      if (mail) sendMail(mail);
    },

    /** Counts one try at a link (confirm or unsubscribe) from `caller`'s address, malformed ones too. @throws ShopError 429 rate_limited */
    async countLinkTry(
      action: 'subscribe-confirm' | 'unsubscribe',
      caller: Pick<SubscriberCaller, 'ip'>,
    ): Promise<void> {
      await enforceRateLimits(limiter, [
        { key: `${action}:ip:${caller.ip}`, rule: { max: perIp, windowSeconds } },
      ]);
    },

    /**
     * Confirms the subscription of the link's `token` and mails its code (only the first time).
     * @throws ShopError 404 invalid_token for a malformed, unknown or expired token
     */
    async confirm(token: string): Promise<{ status: 'confirmed' | 'already_confirmed'; email: string }> {
      const parsed = subscriberTokenSchema.safeParse({ token });
      if (!parsed.success) throw subscriberError('invalid_token');
      const result = await confirmSubscription(db, parsed.data.token, facts);
      if (result.outcome === 'invalid') throw subscriberError('invalid_token');
      if (result.outcome === 'confirmed') sendMail(result.mail);
      return { status: result.outcome, email: result.email };
    },

    /** Unsubscribes the address of the link's `token`. @throws ShopError 404 invalid_unsubscribe_token */
    async unsubscribe(token: string): Promise<{ status: 'unsubscribed'; email: string }> {
      const parsed = subscriberTokenSchema.safeParse({ token });
      if (!parsed.success) throw subscriberError('invalid_unsubscribe_token');
      const row = await unsubscribe(db, parsed.data.token);
      if (!row) throw subscriberError('invalid_unsubscribe_token');
      return { status: 'unsubscribed', email: row.email };
    },
  };
}

/*
 * The owner's list of newsletter subscribers: filtered, newest first, with their code
 * and whether it was used, and the same list as CSV text. Knows nothing of HTTP.
 */

/** The list filters: `q` is part of the e-mail (any case). */
export interface SubscriberFilter {
  q?: string;
  status?: AdminSubscriber['status'];
}

/** Subscribers matching `filter`, newest first (at most 10 000). */
export async function listSubscribers(db: Db, { q, status }: SubscriberFilter): Promise<AdminSubscriber[]> {
  const rows = await listSubscriberRows(db, { q, status }, 10_000);
  const couponIds = [...new Set(rows.flatMap((s) => (s.couponId === null ? [] : [s.couponId])))];
  const coupons = new Map((await readCouponUses(db, couponIds)).map((c) => [c.id, c]));
  return rows.map((s) => {
    const coupon = s.couponId === null ? undefined : coupons.get(s.couponId);
    return {
      id: s.id,
      email: s.email,
      status: s.status,
      lang: s.lang === 'en' ? 'en' : 'es',
      createdAt: s.createdAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
      coupon: coupon?.code ?? null,
      couponUsed: (coupon?.uses ?? 0) > 0,
    };
  });
}

/** The same list as CSV (UTF-8, Spanish headers, one row per subscriber). */
export async function subscribersCsv(db: Db, filter: SubscriberFilter): Promise<string> {
  const items = await listSubscribers(db, filter);
  return toCsv(
    ['email', 'estado', 'idioma', 'alta', 'confirmado', 'baja', 'codigo', 'codigo_usado'],
    items.map((s) => [
      s.email,
      s.status,
      s.lang,
      s.createdAt,
      s.confirmedAt,
      s.unsubscribedAt,
      s.coupon,
      s.couponUsed ? 'si' : 'no',
    ]),
  );
}
