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
  type SavedListLine,
  type AbandonedCartSettings,
  type Lang,
  type SavedList,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { enqueueMails } from '../mail/index.ts';
import type { CartService } from '../carts/index.ts';
import { cartReminderError } from './errors.ts';
import { cartReminderMail, cartReminderWhatsappUrl, type CartMailFacts } from './mails.ts';
import {
  accountCart,
  dueCarts,
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
  carts: Pick<CartService, 'get'>;
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
 * A reminder of `lines` to record: the row (tokens hashed, valid CART_REMINDER_DAYS from `now`) and
 * the two tokens for the links. Totals in ARS from the domain's cart rule.
 */
function newReminder(
  userId: string,
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
    return db.transaction(async (tx) => {
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
     * The owner's "Recordar por WhatsApp" for account `userId`: a new restore link (valid
     * CART_REMINDER_DAYS, recorded as a reminder, so no mail follows it within those days) in a
     * wa.me link with the message pre-filled in the customer's language.
     * @throws cart_not_found (404) when the cart is empty; no_whatsapp_phone (409) without a usable mobile.
     */
    async whatsappReminder(userId: string, ownerLang: Lang, now = new Date()): Promise<{ url: string }> {
      const cart = await accountCart(db, userId);
      if (!cart) throw cartReminderError('cart_not_found', ownerLang);
      const lang = asLang(cart.lang);
      const { lines } = await deps.carts.get(userId, 'cart', lang);
      if (lines.length === 0) throw cartReminderError('cart_not_found', ownerLang);
      const { row, restoreToken, totalArs } = newReminder(userId, cart.email, lang, 'whatsapp', lines, now);
      const url = cartReminderWhatsappUrl(
        cart.phone,
        lang,
        { name: cart.name, lines, totalArs, restoreToken },
        deps.facts,
      );
      if (!url) throw cartReminderError('no_whatsapp_phone', ownerLang);
      await db.transaction(async (tx) => insertReminder(tx, row));
      return { url };
    },

    /**
     * The cart a reminder's link restores: its lines as the catalogue lists them now (products no
     * longer listed left out), in `lang`. Notes the link's first use.
     * @throws cart_link_invalid (404) for an unknown or expired token.
     */
    async restore(token: string, lang: Lang, now = new Date()): Promise<SavedList> {
      const reminder = await reminderByRestoreHash(db, hashToken(token), now);
      if (!reminder) throw cartReminderError('cart_link_invalid', lang);
      await markRestored(db, reminder.id);
      // The lines as mailed, priced and titled by the catalogue today.
      const current = await deps.carts.get(reminder.userId, 'cart', lang);
      const byId = new Map(current.lines.map((l) => [l.id, l]));
      const lines = reminder.lines.flatMap((l) => {
        const listed = byId.get(String(l.productId));
        return listed ? [{ ...listed, quantity: l.quantity }] : [];
      });
      return { lines };
    },

    /**
     * Stops cart reminders for the address of the reminder whose unsubscribe link carries `token`.
     * @throws cart_link_invalid (404) for an unknown token.
     */
    async unsubscribe(token: string, lang: Lang): Promise<{ email: string }> {
      const email = await emailByUnsubscribeHash(db, hashToken(token));
      if (!email) throw cartReminderError('cart_link_invalid', lang);
      await optOut(db, email);
      return { email };
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
