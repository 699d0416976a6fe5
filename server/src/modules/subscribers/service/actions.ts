/**
 * The subscribe offer's three actions as the routes call them: ask for the 10 % (rate
 * limited per address and per e-mail, a confirmation link mailed), confirm from the link (the
 * single-use code mailed), unsubscribe from any mail's link. Knows nothing of HTTP; mails are sent
 * by `sendMail` in the background, so no answer waits for (or reveals) a mail.
 */
import { subscriberTokenSchema } from '@shop/domain';
import type { Db } from '../../../db/client.ts';
import type { Lang } from '../../../lib/lang.ts';
import { enforceRateLimits } from '../../../lib/rate-limit-check.ts';
import type { MailMessage } from '../../../plugins/mail.ts';
import type { RateLimiter } from '../../../plugins/rate-limit.ts';
import { subscriberError } from '../errors.ts';
import type { SubscriberMailFacts } from '../mails.ts';
import { confirmSubscription, leaveRequestMail, subscribe, unsubscribe } from './subscribers.ts';

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
