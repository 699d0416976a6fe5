/**
 * Catering and made-to-order requests (docs/decisions/0026-catering-requests.md). Anyone asks from
 * /encargos without an account: the request is stored with a number and its receipt and the shop's
 * notice are queued in the same transaction. The owner answers with a quote (mailed with a random
 * "Confirmar" token, stored hashed) or declines. Confirming (signed in) turns the request into an
 * order at the agreed amount, its day booked against the day's capacity (orders module). Knows
 * nothing of HTTP.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CATERING_PAYMENT_METHODS,
  addDaysToDate,
  MAX_LINE_QUANTITY,
  shopToday,
  VALIDATION_KEYS,
  type AdminCatering,
  type CateringConfirm,
  type CateringConfirmed,
  type CateringOptions,
  type CateringPaymentMethod,
  type CateringQuote,
  type CateringQuoteView,
  type CateringReceipt,
  type CateringRequest,
  type CateringStatus,
  type PaymentDeadlines,
  type PaymentMethod,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { CateringItem, CateringRequestRow } from '../../db/schema.ts';
import type { Lang } from '../../lib/lang.ts';
import { mergeQuantities, unknownProductFields } from '../../lib/cart-lines.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import type { ShopEvents } from '../../lib/shop-events.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { enqueueMails } from '../mail/index.ts';
import { readProductTitles } from '../catalog/index.ts';
import { placeAgreedOrder } from '../orders/index.ts';
import { cateringError } from './errors.ts';
import {
  cateringConfirmedMails,
  cateringDeclineMail,
  cateringQuoteMail,
  cateringReceiptMail,
  cateringShopMail,
  type CateringMailFacts,
} from './mails.ts';
import {
  findByTokenHash,
  findRequest,
  insertRequest,
  listRequests,
  lockRequest,
  markConfirmed,
  saveDecline,
  saveQuote,
} from './store.ts';

export interface CateringServiceDeps {
  db: Db;
  limiter: RateLimiter;
  /** Per client address and per e-mail, like the other public forms. */
  rateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /** CATERING_MIN_NOTICE_DAYS: the event is at least this many days after today (Argentina). */
  minNoticeDays: number;
  /** The methods the shop offers (SHOP_PAYMENT_METHODS); a confirmed request takes those of transfer and cash. */
  paymentMethods: readonly PaymentMethod[];
  paymentDeadlines: PaymentDeadlines;
  facts: CateringMailFacts;
  events: ShopEvents;
  /** Sends the mail outbox's due rows now (after a commit that queued some). */
  wakeMail: () => void;
  /** The clock (tests fix it); defaults to the real time. */
  now?: () => Date;
}

/** Who sends the form: address (rate limits), language (messages and mails) and account, if signed in. */
export interface CateringCaller {
  ip: string;
  lang: Lang;
  userId: string | null;
}

// No 0/O or 1/I: the number is read from a screen or a mail and may be typed by hand.
const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A fresh request number such as ENC-7K2Q-H9XD. */
export function newCateringNumber(): string {
  const part = () =>
    Array.from({ length: 4 }, () => NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)]).join('');
  return `ENC-${part()}-${part()}`;
}

/** sha256 hex of a mailed token: the database never holds a token that works. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const items = (row: CateringRequestRow, lang: Lang) =>
  row.items.map((i) => ({
    productId: String(i.productId),
    title: lang === 'en' ? i.titleEn : i.titleEs,
    quantity: i.quantity,
  }));

/** A stored request as the owner's queue shows it (titles in Spanish, the owner's language). */
export function toAdminCatering(row: CateringRequestRow, lang: Lang = 'es'): AdminCatering {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    eventDate: row.eventDate,
    window: row.window,
    guests: row.guests,
    items: items(row, lang),
    details: row.details,
    delivery: row.delivery,
    address: row.address,
    name: row.name,
    email: row.email,
    phone: row.phone,
    lang: row.lang === 'en' ? 'en' : 'es',
    quoteArs: row.quoteArs,
    note: row.note,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CateringService = ReturnType<typeof createCateringService>;

export function createCateringService(deps: CateringServiceDeps) {
  const { db, limiter, facts, events, minNoticeDays } = deps;
  const { perIp, perAccount, windowSeconds } = deps.rateLimit;
  const now = deps.now ?? (() => new Date());
  const methods = (): CateringPaymentMethod[] =>
    deps.paymentMethods.filter((m): m is CateringPaymentMethod =>
      (CATERING_PAYMENT_METHODS as readonly string[]).includes(m),
    );

  /** The quoted request of a mailed token. @throws 404 catering_quote_not_found */
  const byToken = async (token: string) => {
    const row = await findByTokenHash(db, hashToken(token));
    if (!row) throw cateringError('catering_quote_not_found');
    return row;
  };

  return {
    /** What the form needs: the minimum notice and the earliest event date it allows (Argentina). */
    options(): CateringOptions {
      return { minNoticeDays, earliestDate: addDaysToDate(shopToday(now()), minNoticeDays) };
    },

    /**
     * Records a request and queues its two mails; emits `cateringRequested` after the commit.
     * @returns the request number and when it was received
     * @throws ShopError 400 catering_too_soon (fields.eventDate), unknown_product (fields items.N.id), invalid_input (a merged quantity over the line maximum)
     * @throws ShopError 429 rate_limited (with retryAfterSeconds)
     */
    async request(input: CateringRequest, caller: CateringCaller): Promise<CateringReceipt> {
      const { lang } = caller;
      if (input.eventDate < this.options().earliestDate)
        throw cateringError('catering_too_soon', { eventDate: VALIDATION_KEYS.cateringNotice });
      await enforceRateLimits(limiter, [
        { key: `catering:ip:${caller.ip}`, rule: { max: perIp, windowSeconds } },
        // Each request mails that address: a stranger cannot flood someone's mailbox.
        { key: `catering:email:${input.email}`, rule: { max: perAccount, windowSeconds } },
      ]);
      const listed = new Map(
        (
          await readProductTitles(db, [...new Set(input.items.map((i) => Number(i.id)))], {
            listedOnly: true,
          })
        ).map(({ id, titleEs, titleEn }) => [id, { titleEs, titleEn }]),
      );
      const unknown = unknownProductFields(input.items, (id) => listed.has(id));
      if (Object.keys(unknown).length > 0) throw cateringError('unknown_product', unknown);
      const merged = mergeQuantities(input.items);
      if ([...merged.values()].some((q) => q > MAX_LINE_QUANTITY))
        throw cateringError('invalid_input', { items: VALIDATION_KEYS.quantity });
      const stored: CateringItem[] = [...merged].map(([productId, quantity]) => ({
        productId,
        quantity,
        ...listed.get(productId)!,
      }));

      const row = await inTransaction(db, async (tx) => {
        for (;;) {
          const saved = await insertRequest(tx, {
            number: newCateringNumber(),
            eventDate: input.eventDate,
            window: input.window,
            guests: input.guests,
            items: stored,
            details: input.details,
            delivery: input.delivery,
            address: input.delivery === 'delivery' ? input.address : '',
            name: input.name,
            email: input.email,
            phone: input.phone,
            lang,
            userId: caller.userId,
          });
          if (!saved) continue; // a number drawn twice: draw another
          await enqueueMails(tx, [
            {
              ...cateringReceiptMail(saved, facts),
              kind: 'catering',
              key: `catering:${saved.number}:shopper`,
            },
            { ...cateringShopMail(saved, facts), kind: 'catering', key: `catering:${saved.number}:shop` },
          ]);
          return saved;
        }
      });
      events.emit('cateringRequested', { request: row });
      return { number: row.number, receivedAt: row.createdAt.toISOString() };
    },

    /** The owner's queue, newest first (at most 200), optionally of one status. */
    async list(filter: { status?: CateringStatus }): Promise<AdminCatering[]> {
      return (await listRequests(db, { ...filter, limit: 200 })).map((r) => toAdminCatering(r));
    },

    /**
     * The owner's quote: stores the amount and note with a new token (a former quote's link stops
     * working) and mails the shopper the quote with its "Confirmar" link, in one transaction.
     * @throws ShopError 404 catering_not_found; 409 catering_already_confirmed
     */
    async quote(id: number, quote: CateringQuote): Promise<AdminCatering> {
      const token = randomBytes(32).toString('base64url');
      const row = await inTransaction(db, async (tx) => {
        const saved = await saveQuote(tx, id, {
          quoteArs: quote.amount,
          note: quote.note,
          tokenHash: hashToken(token),
        });
        if (!saved) {
          if (!(await findRequest(tx, id))) throw cateringError('catering_not_found');
          throw cateringError('catering_already_confirmed');
        }
        // Keyed by the token's hash: each quote is its own mail, sent once.
        await enqueueMails(tx, [
          {
            ...cateringQuoteMail(saved, token, facts),
            kind: 'catering',
            key: `catering:${saved.number}:quote:${saved.tokenHash!.slice(0, 16)}`,
          },
        ]);
        return saved;
      });
      deps.wakeMail();
      return toAdminCatering(row);
    },

    /**
     * Declines a request not yet confirmed and mails the shopper the owner's note; a quote's link stops working.
     * @throws ShopError 404 catering_not_found; 409 catering_already_confirmed
     */
    async decline(id: number, note: string): Promise<AdminCatering> {
      const row = await inTransaction(db, async (tx) => {
        const saved = await saveDecline(tx, id, note);
        if (!saved) {
          const existing = await findRequest(tx, id);
          if (!existing) throw cateringError('catering_not_found');
          throw cateringError(
            existing.status === 'confirmado' ? 'catering_already_confirmed' : 'catering_declined',
          );
        }
        await enqueueMails(tx, [
          {
            ...cateringDeclineMail(saved, facts),
            kind: 'catering',
            key: `catering:${saved.number}:declined`,
          },
        ]);
        return saved;
      });
      deps.wakeMail();
      return toAdminCatering(row);
    },

    /**
     * The quote as the mailed link shows it.
     * @throws ShopError 404 catering_quote_not_found (unknown token, replaced by a newer quote, or declined)
     */
    async viewQuote(token: string, lang: Lang): Promise<CateringQuoteView> {
      const row = await byToken(token);
      return {
        number: row.number,
        status: row.status,
        eventDate: row.eventDate,
        window: row.window,
        guests: row.guests,
        items: items(row, lang),
        delivery: row.delivery,
        address: row.address,
        amount: row.quoteArs ?? 0,
        note: row.note,
        orderId: row.orderId,
        paymentMethods: methods(),
      };
    },

    /**
     * The shopper confirms a quote, signed in as `userId`: an order at the agreed amount on the
     * event's day (its capacity checked), the request marked confirmed, the confirmation and the
     * shop's notice queued, all in one transaction; `orderPlaced` after the commit. Once only.
     * @throws ShopError 404 catering_quote_not_found; 409 catering_already_confirmed, catering_event_passed, day_full; 400 catering_payment_method
     */
    async confirm(input: CateringConfirm, userId: string): Promise<CateringConfirmed> {
      const found = await byToken(input.token);
      if (found.status === 'confirmado') throw cateringError('catering_already_confirmed');
      if (!methods().includes(input.paymentMethod))
        throw cateringError('catering_payment_method', {
          paymentMethod: VALIDATION_KEYS.paymentMethod,
        });
      const at = now();
      if (found.eventDate < shopToday(at)) throw cateringError('catering_event_passed');
      const [firstname = found.name, ...rest] = found.name.split(/\s+/);
      const order = await placeAgreedOrder(
        db,
        {
          userId,
          amount: found.quoteArs!,
          lines: found.items,
          contact: { firstname, lastname: rest.join(' '), email: found.email, phone: found.phone },
          delivery: {
            kind: found.delivery,
            date: found.eventDate,
            window: found.window,
            address: found.address,
          },
          paymentMethod: input.paymentMethod,
          lang: found.lang === 'en' ? 'en' : 'es',
          idempotencyKey: `catering:${found.number}`,
          paymentDeadlines: deps.paymentDeadlines,
          now: at,
        },
        {
          // Locked first: a second confirmation waits here, then finds it confirmed (or re-quoted) and stores nothing.
          claim: async (tx) => {
            const locked = await lockRequest(tx, found.id);
            if (locked?.status === 'confirmado') throw cateringError('catering_already_confirmed');
            if (!locked || locked.tokenHash !== found.tokenHash || locked.status !== 'cotizado')
              throw cateringError('catering_quote_not_found');
          },
          then: async (tx, placed) => {
            const confirmed = (await markConfirmed(tx, found.id, placed.id))!;
            const [shopper, shop] = cateringConfirmedMails(confirmed, placed, facts);
            await enqueueMails(tx, [
              { ...shopper!, kind: 'catering', key: `catering:${found.number}:confirmed:shopper` },
              { ...shop!, kind: 'catering', key: `catering:${found.number}:confirmed:shop` },
            ]);
          },
        },
      );
      events.emit('orderPlaced', { orderId: order.id, userId, order });
      return { number: found.number, orderId: order.id };
    },
  };
}
