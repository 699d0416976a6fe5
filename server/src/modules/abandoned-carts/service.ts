/**
 * Abandoned-cart recovery (docs/decisions/0024-abandoned-carts.md). A signed-in shopper's saved
 * cart (the carts module) unchanged for the owner's delay, with no order placed since, gets one
 * reminder mail in the shopper's language: its lines and total, a link that restores it on any
 * device (a random token, stored hashed, valid CART_REMINDER_DAYS) and a link that stops these
 * mails. Never twice within CART_REMINDER_DAYS, never to an address that opted out. The mail is
 * queued in the outbox in the same transaction that records the reminder, under a lock on the
 * account, so two sweeps (two processes) send it once. Knows nothing of HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  argentineWhatsappNumber,
  CART_RECOVERY_DAYS,
  CART_REMINDER_DAYS,
  cartTotal,
  type AbandonedCart,
  type CartRecovery,
  type CartRecoveryFigures,
  addDaysToDate,
  DASHBOARD_DAYS,
  shopDayStart,
  shopToday,
  weekStartDate,
  type SavedListLine,
  type AbandonedCartSettings,
  type GuestCartReminder,
  type Lang,
  type SavedList,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { RateLimiter, RateRule } from '../../plugins/rate-limit.ts';
import { enforceRateLimits } from '../../lib/rate-limit-check.ts';
import { enqueueMails } from '../mail/index.ts';
import type { CartService } from '../carts/index.ts';
import { cartReminderError } from './errors.ts';
import { cartReminderMail, cartReminderWhatsappUrl, type CartMailFacts } from './mails.ts';
import {
  accountCart,
  deleteGuestCart,
  dueCarts,
  dueGuestCarts,
  lockGuestIfStillDue,
  saveGuestCart,
  emailByUnsubscribeHash,
  insertReminder,
  latestReminders,
  listAccountCarts,
  lockIfStillDue,
  markRestored,
  optOut,
  readReminderSettings,
  recoveryFigures,
  reminderByRestoreHash,
  saveReminderSettings,
} from './store.ts';

export interface AbandonedCartDeps {
  db: Db;
  carts: Pick<CartService, 'get' | 'describe'>;
  /** Counts a guest's cart updates (decision 0031). */
  limiter: RateLimiter;
  facts: CartMailFacts;
  /** ABANDONED_CART_*: the settings until the owner saves some. */
  defaults: AbandonedCartSettings;
  /** Called after a sweep queued mails (kicks the outbox). */
  mailQueued: () => void;
}

/** Most carts one sweep reminds; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const asLang = (lang: string): Lang => (lang === 'en' ? 'en' : 'es');

/**
 * A guest's cart is sent on each change while the box is ticked (decision 0031): generous per
 * address and per e-mail, but a script cannot fill the table or point many carts at one mailbox.
 */
const GUEST_PER_IP: RateRule = { max: 120, windowSeconds: 3600 };
const GUEST_PER_EMAIL: RateRule = { max: 60, windowSeconds: 3600 };

/**
 * A reminder of `lines` to record: the row (tokens hashed, valid CART_REMINDER_DAYS from `now`) and
 * the two tokens for the links. Totals in ARS from the domain's cart rule.
 */
function newReminder(
  userId: string | null,
  email: string,
  lang: Lang,
  channel: 'mail' | 'whatsapp',
  lines: SavedListLine[],
  now: Date,
) {
  const restoreToken = newToken();
  const unsubscribeToken = newToken();
  const totalArs = cartTotal(lines);
  const row = {
    userId,
    email,
    lang,
    channel,
    lines: lines.map((l) => ({
      productId: Number(l.id),
      title: l.title,
      price: l.price,
      quantity: l.quantity,
    })),
    totalArs,
    restoreTokenHash: hashToken(restoreToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CART_REMINDER_DAYS * DAY_MS),
  };
  return { row, restoreToken, unsubscribeToken, totalArs };
}

/** The abandoned-cart service; see the module's description. */
export function createAbandonedCartService(deps: AbandonedCartDeps) {
  const { db } = deps;

  async function settings(): Promise<AbandonedCartSettings> {
    return (await readReminderSettings(db)) ?? deps.defaults;
  }

  /** Mails the reminder of one due cart; false when it is no longer due or now empty. */
  async function remind(userId: string, userLang: string, cutoff: Date, now: Date): Promise<boolean> {
    // Read before the transaction: on the embedded database a query outside it would wait for it.
    const lang = asLang(userLang);
    const { lines } = await deps.carts.get(userId, 'cart', lang);
    if (lines.length === 0) return false; // only products the shop no longer lists
    return inTransaction(db, async (tx) => {
      const cart = await lockIfStillDue(tx, userId, cutoff, now, CART_REMINDER_DAYS);
      if (!cart) return false;
      const { row, restoreToken, unsubscribeToken, totalArs } = newReminder(
        userId,
        cart.email,
        lang,
        'mail',
        lines,
        now,
      );
      await insertReminder(tx, row);
      const mail = cartReminderMail(
        cart.email,
        lang,
        { name: cart.name, lines, totalArs, restoreToken, unsubscribeToken },
        deps.facts,
      );
      await enqueueMails(tx, [{ ...mail, kind: 'cart-reminder' }]);
      return true;
    });
  }

  /** Mails the reminder of guest `email`'s due cart and forgets the cart; false when no longer due or now empty. */
  async function remindGuest(email: string, cutoff: Date, now: Date): Promise<boolean> {
    const [due] = await dueGuestCarts(db, cutoff, now, CART_REMINDER_DAYS, 1, email);
    if (!due) return false;
    const lang = asLang(due.lang);
    const { lines } = await deps.carts.describe(due.lines, lang);
    return inTransaction(db, async (tx) => {
      const cart = await lockGuestIfStillDue(tx, email, cutoff, now, CART_REMINDER_DAYS);
      if (!cart) return false;
      // One reminder per ticked box: the cart is forgotten once it is mailed (or found empty).
      await deleteGuestCart(tx, email);
      if (lines.length === 0) return false; // only products the shop no longer lists
      const { row, restoreToken, unsubscribeToken, totalArs } = newReminder(
        null,
        email,
        lang,
        'mail',
        lines,
        now,
      );
      await insertReminder(tx, row);
      const mail = cartReminderMail(
        email,
        lang,
        { name: '', lines, totalArs, restoreToken, unsubscribeToken },
        deps.facts,
      );
      await enqueueMails(tx, [{ ...mail, kind: 'cart-reminder' }]);
      return true;
    });
  }

  return {
    /** The owner's settings (or the configuration's defaults). */
    settings,

    /** Saves the owner's settings; @returns them. */
    async saveSettings(next: AbandonedCartSettings): Promise<AbandonedCartSettings> {
      await saveReminderSettings(db, next);
      return next;
    },

    /**
     * Mails every cart due at `now` (at most SWEEP_LIMIT per call). Does nothing while the owner has
     * reminders off. @returns how many reminders were queued.
     */
    async remindDue(now = new Date()): Promise<number> {
      const current = await settings();
      if (!current.enabled) return 0;
      const cutoff = new Date(now.getTime() - current.afterMinutes * 60_000);
      let sent = 0;
      for (const cart of await dueCarts(db, cutoff, now, CART_REMINDER_DAYS, SWEEP_LIMIT)) {
        if (await remind(cart.userId, cart.lang, cutoff, now)) sent++;
      }
      for (const cart of await dueGuestCarts(db, cutoff, now, CART_REMINDER_DAYS, SWEEP_LIMIT)) {
        if (await remindGuest(cart.email, cutoff, now)) sent++;
      }
      if (sent > 0) deps.mailQueued();
      return sent;
    },

    /**
     * Mails account `userId`'s cart if it is due at `now` under the current delay, whether or not
     * reminders are on (the test-only route: one account's reminder "at" a later time).
     * @returns whether a reminder was queued.
     */
    async remindOne(userId: string, now: Date): Promise<boolean> {
      const current = await settings();
      const cutoff = new Date(now.getTime() - current.afterMinutes * 60_000);
      const [cart] = await dueCarts(db, cutoff, now, CART_REMINDER_DAYS, 1, userId);
      const sent = cart ? await remind(userId, cart.lang, cutoff, now) : false;
      if (sent) deps.mailQueued();
      return sent;
    },

    /**
     * Mails guest `email`'s cart if it is due at `now` under the current delay, whether or not
     * reminders are on (the test-only route). @returns whether a reminder was queued.
     */
    async remindGuestOne(email: string, now: Date): Promise<boolean> {
      const current = await settings();
      const cutoff = new Date(now.getTime() - current.afterMinutes * 60_000);
      const sent = await remindGuest(email.toLowerCase(), cutoff, now);
      if (sent) deps.mailQueued();
      return sent;
    },

    /**
     * A guest's "Avisame si me olvido algo" (decision 0031): keeps `input.lines` for one reminder to
     * `input.email` in `lang`, or forgets them when there are none. Products the catalogue does not
     * list are dropped.
     * @returns kept: whether a reminder is now pending for the address
     * @throws ShopError 429 rate_limited past GUEST_PER_IP or GUEST_PER_EMAIL
     */
    async keepGuestCart(input: GuestCartReminder, lang: Lang, ip: string): Promise<{ kept: boolean }> {
      await enforceRateLimits(deps.limiter, [
        { key: `guest-cart:ip:${ip}`, rule: GUEST_PER_IP },
        { key: `guest-cart:email:${input.email}`, rule: GUEST_PER_EMAIL },
      ]);
      const byId = new Map<number, number>();
      for (const l of input.lines) byId.set(Number(l.productId), l.quantity);
      const listed = await deps.carts.describe(
        [...byId].map(([productId, quantity]) => ({ productId, quantity })),
        lang,
      );
      if (listed.lines.length === 0) {
        await deleteGuestCart(db, input.email);
        return { kept: false };
      }
      await saveGuestCart(
        db,
        input.email,
        lang,
        listed.lines.map((l) => ({ productId: Number(l.id), quantity: l.quantity })),
      );
      return { kept: true };
    },

    /**
     * The owner's "Recordar por WhatsApp" for account `userId`: a new restore link (valid
     * CART_REMINDER_DAYS, recorded as a reminder, so no mail follows it within those days) in a
     * wa.me link with the message pre-filled in the customer's language.
     * @throws cart_not_found (404) when the cart is empty; no_whatsapp_phone (409) without a usable mobile.
     */
    async whatsappReminder(userId: string, now = new Date()): Promise<{ url: string }> {
      const cart = await accountCart(db, userId);
      if (!cart) throw cartReminderError('cart_not_found');
      const lang = asLang(cart.lang);
      const { lines } = await deps.carts.get(userId, 'cart', lang);
      if (lines.length === 0) throw cartReminderError('cart_not_found');
      const { row, restoreToken, totalArs } = newReminder(userId, cart.email, lang, 'whatsapp', lines, now);
      const url = cartReminderWhatsappUrl(
        cart.phone,
        lang,
        { name: cart.name, lines, totalArs, restoreToken },
        deps.facts,
      );
      if (!url) throw cartReminderError('no_whatsapp_phone');
      await inTransaction(db, async (tx) => insertReminder(tx, row));
      return { url };
    },

    /**
     * The cart a reminder's link restores: its lines as the catalogue lists them now (products no
     * longer listed left out), in `lang`. Notes the link's first use.
     * @throws cart_link_invalid (404) for an unknown or expired token.
     */
    async restore(token: string, lang: Lang, now = new Date()): Promise<SavedList> {
      const reminder = await reminderByRestoreHash(db, hashToken(token), now);
      if (!reminder) throw cartReminderError('cart_link_invalid');
      await markRestored(db, reminder.id);
      // The lines as mailed, priced and titled by the catalogue today (an account's or a guest's).
      return deps.carts.describe(
        reminder.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
        lang,
      );
    },

    /**
     * Stops cart reminders for the address of the reminder whose unsubscribe link carries `token`.
     * @throws cart_link_invalid (404) for an unknown token.
     */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const email = await emailByUnsubscribeHash(db, hashToken(token));
      if (!email) throw cartReminderError('cart_link_invalid');
      await optOut(db, email);
      return { email };
    },

    /**
     * The dashboard's figures: reminders sent today, this week (from Monday) and in the last
     * DASHBOARD_DAYS days (Argentina days, as the dashboard counts orders), each with how many were
     * opened and the orders placed within CART_REMINDER_DAYS of opening, and their revenue (ARS).
     */
    async figures(now = new Date()): Promise<CartRecoveryFigures> {
      const today = shopToday(now);
      const weekStart = weekStartDate(today);
      const from = addDaysToDate(today, -(DASHBOARD_DAYS - 1));
      const [todayFigures, weekFigures, last30Figures] = await Promise.all(
        [today, weekStart, from].map((day) => recoveryFigures(db, shopDayStart(day), CART_REMINDER_DAYS)),
      );
      return {
        today,
        weekStart,
        todayFigures: todayFigures!,
        weekFigures: weekFigures!,
        last30Figures: last30Figures!,
      };
    },

    /**
     * The owner's list: saved carts with lines, most recently changed first (at most 200), the
     * settings, and what reminders brought back over the last CART_RECOVERY_DAYS days.
     */
    async list(
      lang: Lang,
      now = new Date(),
    ): Promise<{ items: AbandonedCart[]; settings: AbandonedCartSettings; recovery: CartRecovery }> {
      const carts = await listAccountCarts(db, 200);
      const reminders = await latestReminders(
        db,
        carts.map((c) => c.userId),
      );
      const items = await Promise.all(
        carts.map(async (cart) => {
          const { lines } = await deps.carts.get(cart.userId, 'cart', lang);
          const reminder = reminders.get(cart.userId);
          return {
            userId: cart.userId,
            name: cart.name,
            email: cart.email,
            phone: cart.phone,
            lines: lines.map((l) => ({
              productId: l.id,
              title: l.title,
              price: l.price,
              quantity: l.quantity,
            })),
            totalArs: cartTotal(lines),
            changedAt: cart.changedAt.toISOString(),
            remindedAt: reminder ? reminder.sentAt.toISOString() : null,
            remindedBy: reminder?.channel ?? null,
            canWhatsapp: argentineWhatsappNumber(cart.phone) !== '',
            restored: reminder?.restored ?? false,
          };
        }),
      );
      const recovery = await recoveryFigures(
        db,
        new Date(now.getTime() - CART_RECOVERY_DAYS * DAY_MS),
        CART_REMINDER_DAYS,
      );
      return { items, settings: await settings(), recovery };
    },
  };
}

export type AbandonedCartService = ReturnType<typeof createAbandonedCartService>;
