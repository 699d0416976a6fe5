/**
 * Subscribing to the first-order 10 %: an e-mail is kept as pendiente until its confirmation link
 * is opened; confirming creates a single-use coupon (10 %, first order only, one use) and mails it;
 * the unsubscribe link of any mail sets it to baja.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SUBSCRIBER_DISCOUNT_PERCENT } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { SubscriberRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Lang } from '../../../lib/lang.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import {
  confirmSubscriptionMail,
  leaveConfirmMail,
  subscriberCodeMail,
  type SubscriberMailFacts,
} from '../mails.ts';
import {
  findSubscriberByConfirmHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  lockSubscriber,
  markSubscriberConfirmed,
  markSubscriberUnsubscribed,
  upsertPendingSubscriber,
} from '../store.ts';
import { insertSubscriberCoupon, readCouponCode } from '../../coupons/index.ts';

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
